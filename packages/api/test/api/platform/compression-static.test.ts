import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { precompressDir } from '../../../src/web/precompress.ts';
import { backend, testApp, testDatabase, testPayApp } from '../../support/helpers.ts';
import { decoded, listen, type RawAnswer, rawRequest } from '../../support/raw-http.ts';

let database: Database;
let appsDir: string;
let app: FastifyInstance;
let payApp: FastifyInstance;
let base: string;
let payBase: string;

const path = (file: string) => join(appsDir, file);
function file(name: string, content: string | Buffer) {
  mkdirSync(dirname(path(name)), { recursive: true });
  writeFileSync(path(name), content);
}
/** A script of `lines` lines, repetitive as built code is, so it compresses well. */
const script = (name: string, lines = 400) =>
  Array.from({ length: lines }, (_, n) => `export const ${name}${n} = "value ${n} of ${name}";`).join('\n');
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'<p>Daftari</p>'.repeat(120)}</body></html>`;

const ENTRY = 'mfe-contacts/dist/remoteEntry.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  appsDir = mkdtempSync(join(tmpdir(), 'daftari-apps-'));
  file('shell/dist/index.html', page('shell'));
  file('shell/dist/remotes.json', '{"contacts":"/apps/contacts/mf-manifest.json"}');
  file('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  file('shell/dist/static/js/main.1a2b3c.js', script('shell'));
  file('shell/dist/static/font/body.4d5e.woff2', randomBytes(4096));
  file(ENTRY, script('contacts'));
  file('mfe-contacts/dist/mf-manifest.json', JSON.stringify({ exposes: script('manifest', 60).split('\n') }));
  file('mfe-contacts/dist/static/js/list.9f8e.js', script('list'));
  file('mfe-pay-link/dist/index.html', page('pay'));
  file('mfe-pay-link/dist/static/js/pay.77aa.js', script('pay'));
  for (const dist of ['shell', 'mfe-contacts', 'mfe-pay-link']) await precompressDir(path(`${dist}/dist`));
  database = await testDatabase();
  app = await testApp(database, { appsDir });
  payApp = await testPayApp(database, { appsDir, logLevel: 'silent' });
  base = await listen(app);
  payBase = await listen(payApp);
});
afterAll(async () => {
  await app?.close();
  await payApp?.close();
  await database?.close();
  rmSync(appsDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => rawRequest(`${base}${url}`, headers);
const withEncoding = (url: string, encoding: string, headers: Record<string, string> = {}) =>
  get(url, { 'accept-encoding': encoding, ...headers });

/** What every answer of a compressible file says, whatever its encoding. */
function expectFileAnswer(answer: RawAnswer, identity: RawAnswer) {
  expect(answer.status).toBe(200);
  expect(answer.headers.vary).toBe('Accept-Encoding');
  expect(answer.headers['content-type']).toBe(identity.headers['content-type']);
  expect(answer.headers['cache-control']).toBe(identity.headers['cache-control']);
  expect(answer.headers['last-modified']).toBe(identity.headers['last-modified']);
  expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  expect(decoded(answer).equals(identity.body)).toBe(true);
}

describe(`static files compressed on ${backend}`, () => {
  it("serves a remote's entry as the build compressed it: br first, then gzip, else the file itself", async () => {
    const identity = await get('/apps/contacts/remoteEntry.js');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(readFileSync(path(ENTRY)))).toBe(true);
    expect(identity.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(identity.headers['cache-control']).toBe('no-cache');
    expect(identity.headers.vary).toBe('Accept-Encoding');

    const br = await withEncoding('/apps/contacts/remoteEntry.js', 'gzip, deflate, br, zstd');
    expectFileAnswer(br, identity);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(readFileSync(path(`${ENTRY}.br`)))).toBe(true);
    expect(br.body.length).toBeLessThan(identity.body.length / 4);

    const gzip = await withEncoding('/apps/contacts/remoteEntry.js', 'gzip');
    expectFileAnswer(gzip, identity);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(path(`${ENTRY}.gz`)))).toBe(true);

    const etags = new Set([identity, br, gzip].map((answer) => answer.headers.etag));
    expect(etags.size).toBe(3);

    for (const [accept, expected] of [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'br'],
      ['br;q=0, *', 'gzip'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['deflate', undefined],
    ] as const) {
      const answer = await withEncoding('/apps/contacts/remoteEntry.js', accept);
      expect(answer.headers['content-encoding'], accept).toBe(expected);
      expectFileAnswer(answer, identity);
    }
  });

  it('answers HEAD with the length of the body a GET would send in that encoding', async () => {
    const head = await rawRequest(
      `${base}/apps/contacts/remoteEntry.js`,
      { 'accept-encoding': 'br' },
      'HEAD',
    );
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(readFileSync(path(`${ENTRY}.br`)).length);
    expect(head.body.length).toBe(0);
  });

  it('revalidates each encoding against its own ETag and the shared Last-Modified (304)', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await withEncoding('/apps/contacts/mf-manifest.json', encoding);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      const byEtag = await withEncoding('/apps/contacts/mf-manifest.json', encoding, {
        'if-none-match': etag,
      });
      expect(byEtag.status, encoding).toBe(304);
      expect(byEtag.body.length).toBe(0);
      expect(byEtag.headers.etag).toBe(etag);
      expect(byEtag.headers.vary).toBe('Accept-Encoding');
      const byDate = await withEncoding('/apps/contacts/mf-manifest.json', encoding, {
        'if-modified-since': String(first.headers['last-modified']),
      });
      expect(byDate.status, encoding).toBe(304);
    }
    const brotliTag = String((await withEncoding('/apps/contacts/mf-manifest.json', 'br')).headers.etag);
    const otherEncoding = await withEncoding('/apps/contacts/mf-manifest.json', 'gzip', {
      'if-none-match': brotliTag,
    });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers['content-encoding']).toBe('gzip');
  });

  it('caches hashed files for a year and revalidates the entry points, the SPA fallback included', async () => {
    const identity = await get('/static/js/main.1a2b3c.js');
    const hashed = await withEncoding('/static/js/main.1a2b3c.js', 'br');
    expect(hashed.headers['content-encoding']).toBe('br');
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    expectFileAnswer(hashed, identity);
    const chunk = await withEncoding('/apps/contacts/static/js/list.9f8e.js', 'gzip');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['content-encoding']).toBe('gzip');

    const indexFile = readFileSync(path('shell/dist/index.html'));
    for (const url of ['/', '/index.html', '/work/invoicing', '/contacts/12?tab=notes']) {
      const answer = await withEncoding(url, 'br', { accept: 'text/html' });
      expect(answer.status, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(decoded(answer).equals(indexFile), url).toBe(true);
      const again = await withEncoding(url, 'br', {
        accept: 'text/html',
        'if-none-match': String(answer.headers.etag),
      });
      expect(again.status, url).toBe(304);
    }
    const remotes = await withEncoding('/remotes.json', 'br');
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.headers.etag).toBeDefined();
  });

  it('sends small files, binary files and byte ranges as they are', async () => {
    const favicon = await withEncoding('/favicon.svg', 'br');
    expect(favicon.headers['content-encoding']).toBeUndefined();
    expect(favicon.headers.vary).toBeUndefined();
    expect((await withEncoding('/remotes.json', 'br')).headers['content-encoding']).toBeUndefined();

    const font = await withEncoding('/static/font/body.4d5e.woff2', 'br');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.equals(readFileSync(path('shell/dist/static/font/body.4d5e.woff2')))).toBe(true);

    const whole = readFileSync(path('shell/dist/static/js/main.1a2b3c.js'));
    const range = await withEncoding('/static/js/main.1a2b3c.js', 'br', { range: 'bytes=100-199' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(range.body.equals(whole.subarray(100, 200))).toBe(true);
  });

  it('never serves a compressed copy that no longer matches its file (a remote redeployed without new copies)', async () => {
    const before = await withEncoding('/apps/contacts/remoteEntry.js', 'br');
    expect(before.body.equals(readFileSync(path(`${ENTRY}.br`)))).toBe(true);
    // The new build is longer, so the server sees a new size whatever the clock's resolution.
    const redeployed = `${script('contacts')}\nexport const version = "1.0.1";`;
    file(ENTRY, redeployed);
    // A copy of something else entirely, and one that is not compressed at all.
    file('mfe-contacts/dist/static/js/list.9f8e.js.br', readFileSync(path(`${ENTRY}.br`)));
    file('mfe-contacts/dist/static/js/list.9f8e.js.gz', 'not gzip');

    const identity = await get('/apps/contacts/remoteEntry.js');
    expect(identity.body.toString()).toBe(redeployed);
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await withEncoding('/apps/contacts/remoteEntry.js', encoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expectFileAnswer(answer, identity);
      expect(answer.headers.etag).not.toBe(before.headers.etag);
    }
    const list = await get('/apps/contacts/static/js/list.9f8e.js');
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await withEncoding('/apps/contacts/static/js/list.9f8e.js', encoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expectFileAnswer(answer, list);
    }
  });
});

describe(`pay listener compressed on ${backend}`, () => {
  it("serves the standalone pay page's files compressed", async () => {
    const identity = await rawRequest(`${payBase}/static/js/pay.77aa.js`);
    const br = await rawRequest(`${payBase}/static/js/pay.77aa.js`, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expectFileAnswer(br, identity);
    const link = '/link/0b7d3c9e-0000-4000-8000-000000000000';
    const pageAnswer = await rawRequest(`${payBase}${link}`, {
      accept: 'text/html',
      'accept-encoding': 'gzip',
    });
    expect(pageAnswer.headers['content-encoding']).toBe('gzip');
    expect(pageAnswer.headers['cache-control']).toBe('no-cache');
    expect(decoded(pageAnswer).toString()).toBe(page('pay'));
  });
});
