import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnswerMismatch, installAnswerCheck } from '../../../src/openapi/answer-check.ts';
import { isTestOnlyRoute, nonJsonRoutes, routeTable } from '../../../src/openapi/route-table.ts';
import { bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';

const routes: string[] = [];
const database = await testDatabase();
const app = await testApp(database, { onRoute: ({ method, url }) => routes.push(`${method} ${url}`) });
/** The routes whose handler read a multipart body (`request.parts()` or `request.file()`). */
const readMultipart = new Set<string>();
app.addHook('preHandler', async (request) => {
  const route = `${request.method} ${request.routeOptions.url}`;
  const reading = request as unknown as Record<
    'parts' | 'file',
    ((...args: unknown[]) => unknown) | undefined
  >;
  for (const name of ['parts', 'file'] as const) {
    const read = reading[name];
    if (!read) continue;
    reading[name] = (...args: unknown[]) => {
      readMultipart.add(route);
      return read.apply(request, args);
    };
  }
});
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
        // `?renamed`: a field under a name the contract does not know (its own name for it left out).
        api.get('/health/ready', async (request) => {
          const data = { database: 'ok', migrations: 'ok', storage: 'ok' };
          return 'renamed' in (request.query as object) ? { data: { ...data, store: 'ok' } } : { data };
        });
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
    expect((await bare.inject({ method: 'GET', url: '/api/health/ready?renamed' })).statusCode).toBe(500);
    expect(mismatches[2]?.issues).toEqual(['data.store: not in the contract schema']);
    await bare.close();
  });
});

describe('multipart bodies', () => {
  it('are documented exactly on the routes that read multipart/form-data, each with its file field', async () => {
    const { token } = await signUp(app);
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const route of Object.keys(routeTable).filter((key) => /^(POST|PUT) /.test(key))) {
      const [method, url] = route.split(' ') as ['POST' | 'PUT', string];
      await app.inject({
        method,
        url: url.replace(/:\w+/g, '1'),
        headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na\r\n--x--\r\n',
      });
    }
    const pathOf = (url: string) => url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
    const formOf = (route: string) => {
      const [method = '', url = ''] = route.split(' ');
      return document.paths[pathOf(url)][method.toLowerCase()].requestBody?.content['multipart/form-data']
        ?.schema;
    };
    const documented = Object.keys(routeTable).filter((route) => formOf(route));
    // Every route that read the form documents it; a documented form is read (a route with an id answers
    // 404 for the id 1 before it reads its body, so those are known by their documents only).
    expect([...readMultipart].filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !readMultipart.has(route) && !route.includes('/:'))).toEqual([]);
    expect(readMultipart.size).toBeGreaterThanOrEqual(9);
    for (const route of documented) {
      const fields = Object.values(formOf(route).properties as Record<string, { format?: string }>);
      expect(
        fields.some((field) => field.format === 'binary'),
        route,
      ).toBe(true);
    }
  });
});
