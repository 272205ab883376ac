import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnswerMismatch, installAnswerCheck } from '../../../src/openapi/answer-check.ts';
import { isTestOnlyRoute, nonJsonRoutes, routeTable } from '../../../src/openapi/route-table.ts';
import { testApp, testDatabase } from '../../support/helpers.ts';

const routes: string[] = [];
const database = await testDatabase();
const app = await testApp(database, { onRoute: ({ method, url }) => routes.push(`${method} ${url}`) });
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the route table', () => {
  it('names every route Fastify serves, or says why it answers no contract JSON', () => {
    const missing = routes.filter(
      (route) => !routeTable[route] && !nonJsonRoutes[route] && !isTestOnlyRoute(route),
    );
    expect(missing).toEqual([]);
  });

  it('names no route Fastify does not serve', () => {
    const served = new Set(routes);
    const stale = [...Object.keys(routeTable), ...Object.keys(nonJsonRoutes)].filter(
      (route) => !served.has(route),
    );
    expect(stale).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with every JSON route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const operations = Object.entries(document.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    expect(operations.sort()).toEqual(Object.keys(routeTable).sort());
  });

  it('describes a contract field by its contract name', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const invoice = document.paths['/invoices/{id}'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(invoice.properties.data.properties)).toContain('invoice_items');
    expect(document.paths['/health'].get.security).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('answers an offline HTML page listing every route, without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
    for (const route of Object.keys(routeTable)) {
      const [method, url] = route.split(' ');
      expect(html).toContain(`<code>${method} ${url?.replace(/:(\w+)/g, '{$1}')}</code>`);
    }
  });
});

describe('the answer check of the test suite', () => {
  it('turns a 2xx or 4xx answer off its contract schema into a 500, and reports it', async () => {
    const mismatches: AnswerMismatch[] = [];
    const bare = Fastify();
    await bare.register(
      async (api) => {
        installAnswerCheck(api, (mismatch) => mismatches.push(mismatch));
        api.get('/health', async () => ({ data: { state: 'ok' } }));
        api.get('/health/live', async (_request, reply) => reply.code(404).send({ message: 'gone' }));
        api.get('/health/ready', async () => ({ data: { database: 'ok', migrations: 'ok', storage: 'ok' } }));
      },
      { prefix: '/api' },
    );
    expect((await bare.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    expect((await bare.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(500);
    expect((await bare.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(500);
    expect(mismatches.map(({ route, status }) => `${status} ${route}`)).toEqual([
      '200 GET /api/health',
      '404 GET /api/health/live',
    ]);
    expect(mismatches[0]?.issues.join()).toContain('data.status');
    await bare.close();
  });
});
