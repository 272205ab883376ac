import { errorBodySchema } from '@daftari/contracts';
import { z } from 'zod';
import { type RouteSchemas, routeTable } from './route-table.ts';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect); what JSON cannot carry (a Date before serialisation) is left open. */
const jsonSchemaOf = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
};

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

/** `/api/invoices/:id` → `/invoices/{id}` (the server URL carries `/api`), and its path parameters. */
function pathOf(url: string): { path: string; parameters: JsonSchema[] } {
  const parameters: JsonSchema[] = [];
  const path = url.replace(/^\/api/, '').replace(/:(\w+)/g, (_match, name: string) => {
    parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    return `{${name}}`;
  });
  return { path: path || '/', parameters };
}

function queryParameters(query: z.core.$ZodType | undefined): JsonSchema[] {
  if (!query) return [];
  const schema = jsonSchemaOf(query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** JSON, a multipart form, or either where the route takes both. */
function requestBodyOf(route: RouteSchemas): JsonSchema {
  const content = {
    ...(route.body ? json(jsonSchemaOf(route.body, 'input')).content : {}),
    ...(route.form ? { 'multipart/form-data': { schema: jsonSchemaOf(route.form, 'input') } } : {}),
  };
  return Object.keys(content).length > 0 ? { requestBody: { required: true, content } } : {};
}

function operationOf(key: string, route: RouteSchemas, parameters: JsonSchema[]): JsonSchema {
  const error = json(jsonSchemaOf(errorBodySchema, 'output'));
  return {
    operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, ''),
    summary: route.summary,
    tags: [key.split('/')[2] ?? 'api'],
    ...(route.public ? { security: [] } : {}),
    parameters: [...parameters, ...queryParameters(route.query)],
    ...requestBodyOf(route),
    responses: {
      ...(route.ok
        ? { '200': { description: 'Success', ...json(jsonSchemaOf(route.ok, 'output')) } }
        : { '204': { description: 'Done, no body' } }),
      '4XX': { description: 'Refused: `{error, details?}`', ...error },
    },
  };
}

/** The OpenAPI 3.1 document of /api, built from the route table's contract schemas. */
export function openApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [key, route] of Object.entries(routeTable)) {
    const [method = '', url = ''] = key.split(' ');
    const { path, parameters } = pathOf(url);
    paths[path] = { ...paths[path], [method.toLowerCase()]: operationOf(key, route, parameters) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Daftari API', version },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
