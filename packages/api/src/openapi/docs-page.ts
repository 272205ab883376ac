/** The reference page of /api/docs: plain HTML rendered from the OpenAPI document, no script and no CDN. */

type Json = Record<string, unknown>;

const html = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const schemaBlock = (title: string, schema: unknown) =>
  schema
    ? `<details><summary>${html(title)}</summary><pre>${html(JSON.stringify(schema, null, 2))}</pre></details>`
    : '';

const contentSchema = (part: unknown) =>
  (part as { content?: { 'application/json'?: { schema?: unknown } } } | undefined)?.content?.[
    'application/json'
  ]?.schema;

function operationHtml(method: string, path: string, operation: Json): string {
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  const responses = (operation.responses as Record<string, Json>) ?? {};
  const id = html(String(operation.operationId));
  return [
    `<section id="${id}"><h3><code>${method.toUpperCase()} /api${html(path)}</code> ${html(String(operation.summary ?? ''))}</h3>`,
    operation.security ? '<p>Public: no token needed.</p>' : '',
    parameters.length
      ? `<p>Parameters: ${parameters.map((p) => `<code>${html(String(p.name))}</code> (${html(String(p.in))})`).join(', ')}</p>`
      : '',
    schemaBlock('Request body', contentSchema(operation.requestBody)),
    ...Object.entries(responses).map(([status, response]) =>
      contentSchema(response)
        ? schemaBlock(`${status}: ${String(response.description)}`, contentSchema(response))
        : `<p>${html(status)}: ${html(String(response.description))}</p>`,
    ),
    '</section>',
  ].join('\n');
}

export function docsPage(document: Json): string {
  const info = document.info as { title: string; version: string };
  const paths = document.paths as Record<string, Record<string, Json>>;
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
  const index = operations
    .map(
      ({ method, path, operation }) =>
        `<li><a href="#${html(String(operation.operationId))}"><code>${method.toUpperCase()} /api${html(path)}</code></a></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${html(info.title)} reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{background:#f4f4f4;padding:.5rem;overflow:auto}section{border-top:1px solid #ddd}</style>
</head><body><h1>${html(info.title)} ${html(info.version)}</h1>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Send <code>Authorization: Bearer &lt;token&gt;</code> except on public routes. Every refusal answers <code>{error, details?}</code>.</p>
<ul>${index}</ul>
${operations.map(({ method, path, operation }) => operationHtml(method, path, operation)).join('\n')}
</body></html>`;
}
