import { JOB_KINDS, JOB_STATUSES } from '@daftari/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionStats, Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** Which listener answered: the owners' app or the standalone pay page. */
export type ServerName = 'owners' | 'pay';

export interface MetricsSources {
  db: Db;
  connections: () => ConnectionStats;
}

/** Request latency buckets (seconds), up to the slow end of PDF renders and uploads. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * This process's Prometheus metrics, in a registry of its own: requests per route pattern, the job queue,
 * the database connections and Node's defaults.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'server' | 'method' | 'route' | 'status_class'>;
  private readonly latency: Histogram<'server' | 'method' | 'route' | 'status_class'>;
  private readonly jobFailures: Counter<'kind'>;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    const labelNames = ['server', 'method', 'route', 'status_class'] as const;
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route pattern (never the raw URL), method and status class',
      labelNames,
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status class',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.jobFailures = new Counter({
      name: 'daftari_jobs_failed_total',
      help: 'Job attempts that failed in this process (retried later, or failed for good after the last)',
      labelNames: ['kind'],
      registers,
    });
    new Gauge({
      name: 'daftari_job_queue_depth',
      help: 'Jobs in the queue (all instances), by kind and state',
      labelNames: ['kind', 'state'],
      registers,
      async collect() {
        // A database that does not answer leaves the series out; the rest of the scrape still works.
        const counts = await queueDepth(sources.db).catch(() => null);
        this.reset();
        if (!counts) return;
        for (const kind of JOB_KINDS) {
          for (const state of JOB_STATUSES) this.set({ kind, state }, counts.get(`${kind}/${state}`) ?? 0);
        }
      },
    });
    new Gauge({
      name: 'daftari_db_connections',
      help: 'Database connections of this process by state (PostgreSQL pool: total, idle, waiting clients; PGlite: total 1)',
      labelNames: ['state'],
      registers,
      collect() {
        for (const [state, value] of Object.entries(sources.connections())) this.set({ state }, value);
      },
    });
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts and times every answer of `app` under its route pattern (`no_route` for 404s of unknown paths). */
  install(app: FastifyInstance, server: ServerName): void {
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        server,
        method: request.method,
        route: request.routeOptions.url ?? 'no_route',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      this.requests.inc(labels);
      this.latency.observe(labels, reply.elapsedTime / 1000);
    });
  }

  jobFailed(kind: string): void {
    this.jobFailures.inc({ kind });
  }
}

async function queueDepth(db: Db): Promise<Map<string, number>> {
  const result = await db.execute(
    sql`select kind, status, count(*)::int as n from jobs group by kind, status`,
  );
  const rows = rowsOf<{ kind: string; status: string; n: number | string }>(result);
  return new Map(rows.map((row) => [`${row.kind}/${row.status}`, Number(row.n)]));
}
