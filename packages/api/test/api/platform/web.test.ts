import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, testApp, testDatabase, testPayApp } from '../../support/helpers.ts';

let database: Database;
let appsDir: string;
let app: FastifyInstance;
let payApp: FastifyInstance;

function file(path: string, content: string) {
  const full = join(appsDir, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

beforeAll(async () => {
  appsDir = mkdtempSync(join(tmpdir(), 'daftari-apps-'));
  file('shell/dist/index.html', '<!doctype html><title>shell</title>');
  file('shell/dist/remotes.json', '{"contacts":"/apps/contacts/mf-manifest.json"}');
  file('shell/dist/static/js/main.1a2b3c.js', 'console.log("shell")');
  file('shell/dist/static/css/main.4d5e.css', 'body{margin:0}');
  file('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  file('mfe-contacts/dist/remoteEntry.js', 'var contacts;');
  file('mfe-contacts/dist/mf-manifest.json', '{}');
  file('mfe-contacts/dist/static/js/list.9f8e.js', 'export {}');
  file('mfe-pay-link/dist/index.html', '<!doctype html><title>pay</title>');
  file('mfe-pay-link/dist/estimate.html', '<!doctype html><title>estimate</title>');
  file('mfe-pay-link/dist/static/js/pay.77aa.js', 'export {}');
  // mfe-expenses, mfe-invoicing, mfe-projects, mfe-accounting, mfe-banking are not built: the server starts anyway.
  database = await testDatabase();
  app = await testApp(database, { appsDir });
  payApp = await testPayApp(database, { appsDir, logLevel: 'silent' });
});
afterAll(async () => {
  await app?.close();
  await payApp?.close();
  await database?.close();
  rmSync(appsDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe(`static front ends on ${backend}`, () => {
  it('serves the shell at / and falls back to its index.html for browser navigations', async () => {
    for (const url of ['/', '/login?redirect=%2Finvoices', '/invoices/123', '/contacts/new']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('caches hashed static files for a year and entry files not at all', async () => {
    const hashed = await app.inject({ url: '/static/js/main.1a2b3c.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/remotes.json', '/apps/contacts/remoteEntry.js', '/apps/contacts/mf-manifest.json']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const remoteChunk = await app.inject({ url: '/apps/contacts/static/js/list.9f8e.js' });
    expect(remoteChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(remoteChunk.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves the document-only headers off scripts and stylesheets, never off a page, JSON or SVG', async () => {
    for (const url of [
      '/static/js/main.1a2b3c.js',
      '/apps/contacts/remoteEntry.js',
      '/static/css/main.4d5e.css',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy']) {
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    for (const url of [
      '/',
      '/remotes.json',
      '/apps/contacts/mf-manifest.json',
      '/favicon.svg',
      '/api/health',
    ]) {
      const response = await app.inject({ url, headers: html });
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('does not fall back for /api, /apps, missing assets or non-HTML requests', async () => {
    for (const [url, headers] of [
      ['/api/nothing', html],
      ['/apps/contacts/missing.js', html],
      ['/apps/expenses/remoteEntry.js', {}],
      ['/static/js/missing.js', { accept: '*/*' }],
      ['/favicon.ico', { accept: 'image/*' }],
    ] as const) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });
});

describe(`pay listener on ${backend}`, () => {
  it('serves the pay-link app at / with SPA fallback', async () => {
    const page = await payApp.inject({ url: '/link/0b7d3c9e-0000-4000-8000-000000000000', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>pay</title>');
    const asset = await payApp.inject({ url: '/static/js/pay.77aa.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the estimate page for /link/estimates/{id}, and the pay page for every other path', async () => {
    for (const url of ['/link/estimates/0b7d3c9e-0000-4000-8000-000000000000', '/link/estimates/x?y=1']) {
      const page = await payApp.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>estimate</title>');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['x-frame-options'], url).toBe('DENY');
    }
    for (const url of ['/link/0b7d3c9e-0000-4000-8000-000000000000', '/link/estimates', '/']) {
      expect((await payApp.inject({ url, headers: html })).body, url).toContain('<title>pay</title>');
    }
    const asset = await payApp.inject({ url: '/link/estimates/x/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
  });

  it('serves the pay page for /link/estimates/{id} too while the estimate page is not built', async () => {
    const olderDir = mkdtempSync(join(tmpdir(), 'daftari-apps-'));
    mkdirSync(join(olderDir, 'mfe-pay-link', 'dist'), { recursive: true });
    writeFileSync(join(olderDir, 'mfe-pay-link', 'dist', 'index.html'), '<!doctype html><title>pay</title>');
    const older = await testPayApp(database, { appsDir: olderDir, logLevel: 'silent' });
    try {
      const page = await older.inject({ url: '/link/estimates/x', headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>pay</title>');
    } finally {
      await older.close();
      rmSync(olderDir, { recursive: true, force: true });
    }
  });

  it('mounts only the public API routes', async () => {
    expect((await payApp.inject({ url: '/api/health' })).json()).toEqual({ data: { status: 'ok' } });
    // The estimate page's own routes answer (an unknown estimate), rather than the catch-all 404.
    const unknownEstimate = await payApp.inject({
      url: '/api/public/estimates/0b7d3c9e-0000-4000-8000-000000000000',
    });
    expect(unknownEstimate.statusCode).toBe(404);
    expect(unknownEstimate.json()).toEqual({ error: 'Estimate not found' });
    for (const [method, url] of [
      ['GET', '/api/users/current'],
      ['GET', '/api/account'],
      ['POST', '/api/login'],
      ['POST', '/api/signup'],
      ['DELETE', '/api/logout'],
    ] as const) {
      const response = await payApp.inject({ method, url, headers: html });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });
});

describe(`remotes on other origins (REMOTE_ORIGINS) on ${backend}`, () => {
  const cdn = 'https://cdn.example.com';

  it("lets the owners' app load remote files from those origins, and the pay page stays self-only", async () => {
    const owners = await testApp(database, { appsDir, remoteOrigins: [cdn] });
    const pay = await testPayApp(database, { appsDir, logLevel: 'silent', remoteOrigins: [cdn] });
    try {
      for (const url of ['/', '/contacts', '/api/health', '/apps/contacts/mf-manifest.json']) {
        const policy = (await owners.inject({ url, headers: html })).headers['content-security-policy'];
        for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
          expect(policy, `${url} ${directive}`).toMatch(new RegExp(`${directive} 'self'[^;]* ${cdn}(;|$)`));
        }
        expect(policy).toContain("default-src 'self';");
        expect(policy).toContain("frame-ancestors 'none'");
      }
      const payPolicy = (await pay.inject({ url: '/link/x', headers: html })).headers[
        'content-security-policy'
      ];
      expect(payPolicy).toContain("script-src 'self';");
      expect(payPolicy).not.toContain(cdn);
      // Without the setting, the shell allows only itself.
      const own = (await app.inject({ url: '/', headers: html })).headers['content-security-policy'];
      expect(own).not.toContain(cdn);
      expect(own).toContain("connect-src 'self';");
    } finally {
      await owners.close();
      await pay.close();
    }
  });
});
