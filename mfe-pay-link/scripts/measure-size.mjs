// Measures what a customer's browser downloads for each standalone page: serves the built dist/ the way
// the pay server does (/ and /apps/pay-link/ from dist, estimate.html for /link/estimates/*, index.html for
// any other path), opens /link/{id} and /link/estimates/{id} in Chromium with the API mocked (an unpaid
// invoice, an open estimate, so every part of each page renders), and sums the gzip size of each JS and CSS
// response. Usage, after `pnpm build`:
//   node scripts/measure-size.mjs            (CHROMIUM_PATH overrides /usr/bin/chromium)
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const appDir = resolve(import.meta.dirname, '..');
const dist = join(appDir, 'dist');
// Playwright lives in the e2e package; borrow it rather than adding a second copy here.
const { chromium } = createRequire(join(appDir, '../e2e/package.json'))('@playwright/test');

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
const server = createServer(async (request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const rel = normalize(path.replace(/^\/apps\/pay-link\//, '/')).replace(/^(\.\.[/\\])+/, '');
  const page = path.startsWith('/link/estimates/') ? 'estimate.html' : 'index.html';
  const file = extname(rel) ? join(dist, rel) : join(dist, page);
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;

// The documents the component tests render too: an unpaid invoice and an open estimate.
const { invoice, estimate } = JSON.parse(
  await readFile(join(appDir, 'test/fixtures/public-documents.json'), 'utf8'),
);

const pages = [
  { name: 'Pay page', path: `/link/${invoice.id}`, ready: /Invoice #/ },
  { name: 'Estimate page', path: `/link/estimates/${estimate.id}`, ready: /Estimate #/ },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

/** Every JS, CSS and HTML response of one cold load of `page`, with raw and gzip sizes. */
async function measure(page) {
  const rows = [];
  const tab = await browser.newPage();
  await tab.route('**/api/public/invoices/*', (route) => route.fulfill({ json: { data: invoice } }));
  await tab.route('**/api/public/estimates/*', (route) => route.fulfill({ json: { data: estimate } }));
  tab.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    rows.push({ path: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await tab.goto(`http://127.0.0.1:${port}${page.path}`);
  await tab.getByRole('heading', { name: page.ready }).waitFor();
  await tab.waitForLoadState('networkidle');
  await tab.close();
  return rows;
}

const results = [];
try {
  for (const page of pages) results.push({ page, rows: await measure(page) });
} finally {
  await browser.close();
  server.close();
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
for (const { page, rows } of results) {
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${page.name} (${page.path})`);
  console.log(`${'file'.padEnd(64)}    raw KB  gzip KB`);
  for (const row of rows) console.log(`${row.path.padEnd(64)} ${kb(row.raw)}  ${kb(row.gzip)}`);
  const js = rows.filter((row) => row.path.endsWith('.js'));
  const css = rows.filter((row) => row.path.endsWith('.css'));
  console.log(`JS:  ${js.length} files, ${kb(sum(js, 'raw'))} KB raw, ${kb(sum(js, 'gzip'))} KB gzip`);
  console.log(`CSS: ${css.length} files, ${kb(sum(css, 'raw'))} KB raw, ${kb(sum(css, 'gzip'))} KB gzip`);
  console.log(`All: ${rows.length} files, ${kb(sum(rows, 'raw'))} KB raw, ${kb(sum(rows, 'gzip'))} KB gzip`);
}
