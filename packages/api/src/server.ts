import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { createMailer } from './adapters/mail/mailer.ts';
import { Outbox } from './adapters/mail/outbox.ts';
import { closeReceiptReader } from './adapters/receipts/index.ts';
import { FileStore, type ObjectStore, openObjectStore, uploadStagingDir } from './adapters/storage/index.ts';
import { withClock } from './clock.ts';
import { AUTH_RATE_LIMIT_WINDOW_MS, type Config, DEFAULT_SMTP_FROM, type TrustProxy } from './config.ts';
import type { Db } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { AfterReply } from './http/after-reply.ts';
import { authenticatedRoutes } from './http/auth.ts';
import { clientErrorHandler, frameworkError, installErrorHandler, loggableError } from './http/errors.ts';
import { startJobTimer } from './jobs/runner.ts';
import { installAuditTrail } from './modules/audit/index.ts';
import {
  createAuthThrottle,
  createLoginBackoff,
  createSessionThrottle,
  registerAuthRoutes,
  registerPasswordResetRoutes,
  totpSecrets,
} from './modules/auth/index.ts';
import { createBusinessMailer } from './modules/business-keys/index.ts';
import { createEtims } from './modules/etims/index.ts';
import { createJobWork } from './modules/jobs/index.ts';
import { createDaraja, createPaybill } from './modules/mpesa/index.ts';
import { createPayments } from './modules/payments/index.ts';
import { registerPublicRoutes } from './modules/public/index.ts';
import { registerInvitationRoutes } from './modules/team/index.ts';
import { type AnswerMismatch, installAnswerCheck } from './openapi/answer-check.ts';
import { registerOpenApiRoutes } from './openapi/routes.ts';
import { databaseCheck, registerHealthRoutes } from './ops/health-routes.ts';
import { InFlightRequests } from './ops/in-flight.ts';
import type { Metrics, ServerName } from './ops/metrics.ts';
import { migrationsCheck } from './ops/migrations-check.ts';
import { Readiness } from './ops/readiness.ts';
import { objectStoreProbe } from './ops/storage-probe.ts';
import { registerSignedInRoutes } from './signed-in-routes.ts';
import { installApiCompression } from './web/compressed-answers.ts';
import { installApiCachePolicy, installSecurityHeaders } from './web/security-headers.ts';
import { registerStaticApps, remoteMounts } from './web/static-apps.ts';

export interface AppOptions
  extends Partial<
    Pick<
      Config,
      | 'logLevel'
      | 'authRateLimitMax'
      | 'trustProxy'
      | 'dataDir'
      | 'smtpUrl'
      | 'smtpFrom'
      | 'appUrl'
      | 'paystackSecretKey'
      | 'paystackBaseUrl'
      | 'etimsBaseUrl'
      | 'etimsKeySecret'
      | 'etimsTokenUrl'
      | 'etimsConsumerKey'
      | 'etimsConsumerSecret'
      | 'darajaKeySecret'
      | 'totpKeySecret'
      | 'settingsKeySecret'
      | 'smtpPrivateHosts'
      | 'darajaBaseUrl'
      | 'publicRateLimitMax'
      | 'mpesaCallbackRateLimitMax'
      | 'mpesaMaxAmount'
      | 'recurringJobIntervalMs'
      | 'remoteOrigins'
      | 's3'
    >
  > {
  db: Db;
  /** Where uploads and the outbox are kept; unset: chosen from `s3` and `dataDir` (and closed with the app). */
  storage?: ObjectStore;
  /** Where `shell/dist` and `mfe-<area>/dist` live; null serves no front end. */
  appsDir: string | null;
  /** Log destination (tests capture it); stdout by default. */
  logStream?: DestinationStream;
  /** How the server waits (a slowed-down sign-in); tests pass one that records instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
  /** The clock; tests pass one they control. */
  now?: () => Date;
  /** Tests: how the API reaches Daraja (the real `fetch` by default). */
  darajaFetch?: typeof fetch;
  /** Told about every route registered (HEAD routes aside); the fuzz suite walks the route table with it. */
  onRoute?: (route: { method: string; url: string }) => void;
  /** Tests only: every JSON answer is checked against its contract schema; mismatches are handed here. */
  onAnswerMismatch?: (mismatch: AnswerMismatch) => void;
  /** What `/api/health/ready` checks; main shares one between both listeners. Default: this app's own. */
  readiness?: Readiness;
  /** Request metrics go here when set (METRICS_PORT). */
  metrics?: Metrics;
  /** The requests in flight, shared by both listeners for the shutdown log. */
  inFlight?: InFlightRequests;
}

/** The owners' app, with the handle that stops its background job timer (a no-op when it has none). */
export type OwnersApp = FastifyInstance & {
  stopBackgroundJobs: () => Promise<void>;
  /** Waits for the work routes left running after their answers (reset e-mails). */
  afterReplySettled: () => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** JSON request bodies above this answer 413. */
export const BODY_LIMIT = 1024 * 1024;

/** Never logged: credentials in headers and bodies. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'token',
  '*.password',
  '*.token',
  '*.*.password',
  'body.user.password',
];

/**
 * TRUST_PROXY as Fastify takes it. A hop count is a function of the hop (0: the peer the socket is connected
 * to), since Fastify reads a bare number as "trust nothing"; `true` (the leftmost entry) is never passed.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust > 0 ? (_address, hop) => hop < trust : false;
  return trust;
}

/**
 * What both servers share: logger, body parsing, security headers, error answers. Only the owners' server
 * loads remotes, so only it allows their origins.
 */
function createBaseApp(
  options: AppOptions,
  server: ServerName,
  readiness: Readiness,
  remoteOrigins: readonly string[] = [],
): FastifyInstance {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    frameworkErrors: frameworkError,
    clientErrorHandler,
  });
  app.decorateRequest('auth', null);
  const now = options.now ?? (() => new Date());
  app.addHook('onRequest', (_request, _reply, done) => withClock(now, done));
  const { onRoute } = options;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') onRoute({ method, url: route.url });
      }
    });
  }
  (options.inFlight ?? new InFlightRequests()).install(app, () => readiness.shuttingDown);
  options.metrics?.install(app, server);
  installSecurityHeaders(app, remoteOrigins);
  installErrorHandler(app);
  // JSON only (415 otherwise); an empty JSON body (a DELETE sent with a Content-Type) is no body, not a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  return app;
}

/**
 * The data directory (without one, in tests: a folder of its own under the system's temporary directory,
 * created only when something is written there) and the store of uploads and the outbox: the one given, or
 * one chosen from `s3` and that directory, which the caller closes with its app.
 */
function storageOf(options: AppOptions): { dataDir: string; storage: ObjectStore } {
  const dataDir =
    options.dataDir ?? join(tmpdir(), `daftari-data-${process.pid}-${randomBytes(4).toString('hex')}`);
  return { dataDir, storage: options.storage ?? openObjectStore({ s3: options.s3, dataDir }) };
}

/** Ready when the database answers, every migration is applied and the file store takes an object. */
export function defaultReadiness(db: Db, storage: ObjectStore): Readiness {
  return new Readiness({
    database: databaseCheck(db),
    migrations: migrationsCheck(db),
    storage: objectStoreProbe(storage),
  });
}

const readinessOf = (options: AppOptions, storage: ObjectStore) =>
  options.readiness ?? defaultReadiness(options.db, storage);

/** The owners' server: the whole /api and the shell with its remotes. */
export async function buildApp(options: AppOptions): Promise<OwnersApp> {
  const { dataDir, storage } = storageOf(options);
  const readiness = readinessOf(options, storage);
  const app = createBaseApp(options, 'owners', readiness, options.remoteOrigins);
  if (!options.storage) app.addHook('onClose', async () => storage.close());
  const outbox = new Outbox(storage);
  const instanceMailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: options.smtpFrom ?? DEFAULT_SMTP_FROM,
    outbox,
  });
  const payments = createPayments(options, app.log);
  const { businessKeys } = payments;
  const mailer = createBusinessMailer({ db: options.db, smtp: businessKeys.smtp, fallback: instanceMailer });
  app.addHook('onClose', async () => mailer.close());
  // Attachments of expenses and bills, received on this machine's disk, then committed into the store.
  const uploads = new FileStore(storage, uploadStagingDir(dataDir));
  // The OCR worker of the receipt reader (started on the first receipt) goes with the server.
  app.addHook('onClose', async () => closeReceiptReader());
  const now = options.now ?? (() => new Date());
  // Background work (recurring expenses and invoices, reminders, e-mails after commit): a timer in every
  // process (0 or unset: off, as in tests); the queue in the database decides who runs what, once.
  const etims = createEtims(options);
  const daraja = createDaraja({ ...options, now });
  let stopBackgroundJobs = async () => {};
  if (options.recurringJobIntervalMs && options.recurringJobIntervalMs > 0) {
    const { metrics } = options;
    const work = {
      ...createJobWork({
        db: options.db,
        mailer,
        appUrl: options.appUrl,
        etims,
        daraja,
        files: { store: storage, uploads },
      }),
      ...(metrics ? { onFailure: (job: { kind: string }) => metrics.jobFailed(job.kind) } : {}),
    };
    stopBackgroundJobs = startJobTimer(work, options.recurringJobIntervalMs, now, app.log, loggableError);
    app.addHook('onClose', async () => stopBackgroundJobs());
  }
  const afterReply = new AfterReply(app.log);
  app.addHook('onClose', async () => afterReply.settled());
  const authRateLimitMax = options.authRateLimitMax ?? 10;
  const paybill = createPaybill(options);
  const deps: AppDeps = {
    db: options.db,
    throttle: createAuthThrottle(options.db, authRateLimitMax, AUTH_RATE_LIMIT_WINDOW_MS),
    sessionThrottle: createSessionThrottle(options.db, authRateLimitMax, AUTH_RATE_LIMIT_WINDOW_MS),
    afterReply,
    loginBackoff: createLoginBackoff(options.db, {
      free: authRateLimitMax,
      windowMs: AUTH_RATE_LIMIT_WINDOW_MS,
      sleep: options.sleep ?? sleep,
    }),
    mailer,
    businessKeys,
    outbox,
    appUrl: options.appUrl,
    daraja,
    etimsEnvironment: etims.environment,
    now,
    totpSecrets: totpSecrets(options.totpKeySecret),
  };
  await app.register(
    async (api) => {
      if (options.onAnswerMismatch) installAnswerCheck(api, options.onAnswerMismatch);
      installApiCachePolicy(api);
      installApiCompression(api);
      installAuditTrail(api, deps.db, now);
      registerHealthRoutes(api, readiness);
      registerOpenApiRoutes(api);
      registerPublicRoutes(api, { db: deps.db, appUrl: deps.appUrl, payments, paybill, daraja, now });
      registerAuthRoutes(api, deps);
      // A reset link opens the person's every business: it never travels through one business's own server.
      registerPasswordResetRoutes(api, { ...deps, mailer: instanceMailer });
      registerInvitationRoutes(api, deps);
      // Everything registered in here needs a bearer token; queries are scoped by authOf(request).accountId.
      await authenticatedRoutes(api, deps.db, (authed) =>
        registerSignedInRoutes(authed, deps, { etims, payments, uploads, storage }),
      );
    },
    { prefix: '/api' },
  );
  const apps = options.appsDir;
  await registerStaticApps(app, {
    mounts: apps ? [['/', join(apps, 'shell', 'dist')], ...remoteMounts(apps)] : [],
    spaRoot: apps ? join(apps, 'shell', 'dist') : undefined,
    noFallbackPrefixes: ['/apps/'],
  });
  return Object.assign(app, { stopBackgroundJobs, afterReplySettled: () => afterReply.settled() });
}

/** The customers' pay page on its own port: the pay-link app and only the public API routes. */
export async function buildPayApp(options: AppOptions): Promise<FastifyInstance> {
  const { storage } = storageOf(options);
  const readiness = readinessOf(options, storage);
  const app = createBaseApp(options, 'pay', readiness);
  if (!options.storage) app.addHook('onClose', async () => storage.close());
  const payments = createPayments(options, app.log);
  const now = options.now ?? (() => new Date());
  await app.register(
    async (api) => {
      if (options.onAnswerMismatch) installAnswerCheck(api, options.onAnswerMismatch);
      installApiCachePolicy(api);
      installApiCompression(api);
      installAuditTrail(api, options.db, now);
      registerHealthRoutes(api, readiness);
      registerPublicRoutes(api, {
        db: options.db,
        appUrl: options.appUrl,
        payments,
        paybill: createPaybill(options),
        daraja: createDaraja({ ...options, now }),
        now,
      });
    },
    { prefix: '/api' },
  );
  const dist = options.appsDir ? join(options.appsDir, 'mfe-pay-link', 'dist') : null;
  await registerStaticApps(app, {
    // Also under /apps/pay-link/, in case the build refers to its assets by that prefix.
    mounts: dist
      ? [
          ['/', dist],
          ['/apps/pay-link/', dist],
        ]
      : [],
    spaRoot: dist ?? undefined,
    // The customer's estimate page is a page of its own, so the pay page's script stays small.
    spaPages: [['/link/estimates/', 'estimate.html']],
    noFallbackPrefixes: ['/apps/'],
  });
  return app;
}
