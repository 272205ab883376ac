import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { enqueueJob } from '../../../src/jobs/queue.ts';
import { runDueWork } from '../../../src/jobs/runner.ts';
import { Metrics } from '../../../src/ops/metrics.ts';
import { startMetricsServer } from '../../../src/ops/metrics-server.ts';
import { backend, bearer, signUp, testApp, testDatabase, testPayApp } from '../../support/helpers.ts';

let database: Database;
let metrics: Metrics;
let app: FastifyInstance;
let payApp: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  metrics = new Metrics({ db: database.db, connections: database.connections });
  app = await testApp(database, { metrics });
  payApp = await testPayApp(database, { appsDir: null, logLevel: 'silent', metrics });
});
afterAll(async () => {
  await Promise.all([app.close(), payApp.close()]);
  await database.close();
});

/** The value of one sample line of the exposition, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics', () => {
  it('count and time requests by route pattern, method and status class, never by raw URL', async () => {
    const { token } = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: bearer(token),
      payload: { contact: { company_name: 'Savannah Traders' } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    for (const url of [`/api/contacts/${id}`, `/api/contacts/${id}`, '/api/contacts/987654']) {
      await app.inject({ method: 'GET', url, headers: bearer(token) });
    }
    await payApp.inject({ method: 'GET', url: '/api/health/live' });

    const text = await metrics.registry.metrics();
    const series = (labels: string) => `http_requests_total{server="owners",${labels}}`;
    expect(sample(text, series('method="GET",route="/api/contacts/:id",status_class="2xx"'))).toBe(2);
    expect(sample(text, series('method="GET",route="/api/contacts/:id",status_class="4xx"'))).toBe(1);
    expect(sample(text, series('method="POST",route="/api/contacts",status_class="2xx"'))).toBe(1);
    expect(sample(text, series('method="POST",route="/api/signup",status_class="2xx"'))).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{server="owners",method="GET",route="/api/contacts/:id",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'http_requests_total{server="pay",method="GET",route="/api/health/live",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(`/api/contacts/${id}"`);
    expect(text).not.toContain('987654');
  });

  it('show the job queue by kind and state, failed attempts, database connections and process defaults', async () => {
    const { data } = await signUp(app);
    const accountId = data.account.id as number;
    const job = (key: string) => ({
      accountId,
      kind: 'invoice_email' as const,
      key: `metrics-${key}`,
      payload: {},
      summary: 'metrics test',
      runAt: new Date('2027-01-01T00:00:00Z'),
    });
    await enqueueJob(database.db, job('a'));
    await enqueueJob(database.db, job('b'));
    // One attempt that fails: its handler throws; the runner tells the metrics.
    await runDueWork(
      {
        db: database.db,
        producers: [],
        handlers: {
          invoice_email: async (claimed) => {
            if (claimed.key === 'metrics-a') throw new Error('mail server down');
            return { postpone: new Date('2027-02-01T00:00:00Z') };
          },
        },
        onFailure: (failed) => metrics.jobFailed(failed.kind),
      },
      new Date('2027-01-01T00:00:00Z'),
    );

    const text = await metrics.registry.metrics();
    expect(sample(text, 'daftari_job_queue_depth{kind="invoice_email",state="pending"}')).toBe(2);
    expect(sample(text, 'daftari_job_queue_depth{kind="invoice_email",state="running"}')).toBe(0);
    expect(sample(text, 'daftari_job_queue_depth{kind="reminder",state="pending"}')).toBe(0);
    expect(sample(text, 'daftari_jobs_failed_total{kind="invoice_email"}')).toBe(1);
    if (backend === 'pglite') {
      expect(sample(text, 'daftari_db_connections{state="total"}')).toBe(1);
    } else {
      expect(sample(text, 'daftari_db_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'daftari_db_connections{state="waiting"}')).toBe(0);
      expect(sample(text, 'daftari_db_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('are served on their own listener only: the public ports answer 404 for /metrics', async () => {
    for (const server of [app, payApp]) {
      const response = await server.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    }
    // One port per backend, as both backends' files may run at the same time.
    const listener = await startMetricsServer(
      metrics.registry,
      { port: backend === 'pglite' ? 4670 : 4671, host: '127.0.0.1' },
      (error) => {
        throw error;
      },
    );
    try {
      const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toContain('http_requests_total{server="owners"');
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/health`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
