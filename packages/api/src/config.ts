import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Options } from './adapters/storage/index.ts';
import { remoteOrigins, type TrustProxy, trustProxySetting } from './network-settings.ts';

export type { TrustProxy } from './network-settings.ts';

/** The monorepo root: the nearest folder above this file holding pnpm-workspace.yaml (src/ and dist/ alike). */
function findMonorepoRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (let dir = here; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
  }
  return resolve(here, '../../..');
}

/** The From header of invoice e-mails unless SMTP_FROM says otherwise. */
export const DEFAULT_SMTP_FROM = 'Daftari <invoices@daftari.local>';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: port(3000),
  PAY_PORT: port(3001),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  DATABASE_URL: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APPS_DIR: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: trustProxySetting,
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol),
        'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587',
      )
      .optional(),
  ),
  SMTP_FROM: z.preprocess(emptyAsUnset, z.string().min(3).default(DEFAULT_SMTP_FROM)),
  APP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
        'must be an http:// or https:// URL, e.g. https://app.daftari.co.ke',
      )
      .optional(),
  ),
  PAYSTACK_SECRET_KEY: z.preprocess(emptyAsUnset, z.string().trim().min(1).optional()),
  PAYSTACK_BASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
        'must be an http:// or https:// URL, e.g. https://api.paystack.co',
      )
      .optional(),
  ),
  ETIMS_BASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
        "must be an http:// or https:// URL: KRA's OSCU sandbox or production base URL",
      )
      .optional(),
  ),
  ETIMS_TOKEN_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
        "must be an http:// or https:// URL: KRA's OAuth token endpoint",
      )
      .optional(),
  ),
  ETIMS_CONSUMER_KEY: z.preprocess(emptyAsUnset, z.string().trim().max(200).optional()),
  ETIMS_CONSUMER_SECRET: z.preprocess(emptyAsUnset, z.string().trim().max(200).optional()),
  ETIMS_KEY_SECRET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 random bytes: openssl rand -hex 32)')
      .optional(),
  ),
  /** `production`: the settings a real deployment must not run without are required (TOTP_KEY_SECRET). */
  NODE_ENV: z.preprocess(emptyAsUnset, z.string().trim().optional()),
  TOTP_KEY_SECRET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 random bytes: openssl rand -hex 32)')
      .optional(),
  ),
  DARAJA_KEY_SECRET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 random bytes: openssl rand -hex 32)')
      .optional(),
  ),
  SETTINGS_KEY_SECRET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .regex(
        /^[0-9a-fA-F]{64}$/,
        'must be 64 hex digits (32 random bytes: openssl rand -hex 32): the key businesses’ own Paystack secret keys and SMTP passwords are stored under',
      )
      .optional(),
  ),
  SMTP_PRIVATE_HOSTS: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  DARAJA_BASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
        'must be an http:// or https:// URL: where every Daraja call goes instead of Safaricom (a proxy or a test server)',
      )
      .optional(),
  ),
  PUBLIC_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  MPESA_CALLBACK_RATE_LIMIT_MAX: z.preprocess(
    emptyAsUnset,
    z.coerce.number({ error: 'must be a number of requests' }).int().positive().default(600),
  ),
  MPESA_MAX_AMOUNT: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount in KES such as 250000 (at most 2 decimals)')
      .refine((value) => Number(value) > 0, 'must be above 0')
      .default('250000'),
  ),
  RECURRING_JOB_INTERVAL_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(300_000)),
  REMOTE_ORIGINS: remoteOrigins,
  DEMO_DATA: z.preprocess(emptyAsUnset, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  DEMO_PASSWORD: z.preprocess(emptyAsUnset, z.string().min(8, 'must be at least 8 characters').optional()),
  METRICS_PORT: z.preprocess(
    emptyAsUnset,
    z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
  ),
  METRICS_HOST: z.preprocess(emptyAsUnset, z.string().min(1).default('127.0.0.1')),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number({ error: 'must be a number of milliseconds' }).int().positive().default(25_000),
  ),
  S3_ENDPOINT: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine((value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
      }, 'must be an http:// or https:// URL without credentials, e.g. https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000')
      .optional(),
  ),
  S3_BUCKET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      )
      .optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUnset, z.string().trim().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUnset, z.string().trim().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUnset,
    z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional(),
  ),
});

type Env = z.infer<typeof envSchema>;

/** The bucket when S3_BUCKET is set (with its endpoint and keys), else undefined; problems as messages. */
function s3Options(e: Env): { s3?: S3Options; problems: string[] } {
  if (!e.S3_BUCKET) {
    const stray = (
      ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
    )
      .filter((name) => e[name] !== undefined)
      .map((name) => `${name}: needs S3_BUCKET (without a bucket, files are kept in DATA_DIR)`);
    return { problems: stray };
  }
  const missing = (
    [
      ['S3_ENDPOINT', 'the S3 API URL, e.g. https://s3.us-east-1.amazonaws.com'],
      ['S3_ACCESS_KEY_ID', 'the access key of the bucket'],
      ['S3_SECRET_ACCESS_KEY', 'the secret of that access key'],
    ] as const
  )
    .filter(([name]) => e[name] === undefined)
    .map(([name, what]) => `${name}: S3_BUCKET needs it (${what})`);
  if (!e.S3_ENDPOINT || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return { problems: missing };
  return {
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
    },
    problems: [],
  };
}

export interface Config {
  port: number;
  payPort: number;
  host: string;
  /** Absolute; holds the embedded database (`pglite/`) and its lock file. Default: `data/` at the repository root. */
  dataDir: string;
  /** PostgreSQL connection string; the embedded PGlite database is used when unset. */
  databaseUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Absolute; holds `shell/dist` and `mfe-<area>/dist`. */
  appsDir: string;
  /** Sign-up and login attempts allowed per IP and per e-mail in each window. */
  authRateLimitMax: number;
  /** Whose X-Forwarded-* headers are believed for the client IP and protocol (see TrustProxy). */
  trustProxy: TrustProxy;
  /** SMTP server for invoice e-mails (`smtp://user:pass@host:587`); unset: e-mails go to the outbox (`outbox/` in the store). */
  smtpUrl: string | undefined;
  /** The From header of invoice e-mails. */
  smtpFrom: string;
  /** Public origin of the app (no trailing slash) for pay links in PDFs and e-mails; unset: the request's. */
  appUrl: string | undefined;
  /** Paystack secret key; unset: the built-in test checkout (no money moves) stands in for Paystack. */
  paystackSecretKey: string | undefined;
  /** Paystack's API base URL (the instance's key and the businesses' own); default https://api.paystack.co. */
  paystackBaseUrl: string | undefined;
  /** KRA eTIMS OSCU base URL (sandbox or production); unset: the built-in eTIMS simulator. */
  etimsBaseUrl: string | undefined;
  /** 64 hex digits: the AES-256-GCM key the eTIMS communication keys are stored under (needed with a base URL). */
  etimsKeySecret: string | undefined;
  /** KRA's OAuth token endpoint; unset: the sandbox's or production's, after the base URL. */
  etimsTokenUrl: string | undefined;
  /** The OAuth consumer key and secret of businesses that set none of their own (a single-business install). */
  etimsConsumerKey: string | undefined;
  etimsConsumerSecret: string | undefined;
  /** 64 hex digits: the AES-256-GCM key businesses' Daraja consumer keys, secrets and passkeys are stored under. */
  darajaKeySecret: string | undefined;
  /**
   * 64 hex digits: the AES-256-GCM key businesses' own Paystack secret keys and SMTP passwords are stored
   * under; unset: no business can store its own (the instance's defaults serve every business).
   */
  settingsKeySecret: string | undefined;
  /**
   * Hosts a business's own SMTP server may name although they are (or resolve to) this machine or a private
   * network; every other internal address is refused.
   */
  smtpPrivateHosts: string[];
  /** 64 hex digits: the AES-256-GCM key users' two-step secrets are stored under; unset: a built-in key. */
  totpKeySecret: string | undefined;
  /** Every Daraja call goes here instead of Safaricom's sandbox or production (a proxy, a test server). */
  darajaBaseUrl: string | undefined;
  /** Requests per minute and IP to the public pay-page routes (invoice, initialize, verify). */
  publicRateLimitMax: number;
  /** Paybill (C2B) confirmations per minute and business (per confirmation URL token). */
  mpesaCallbackRateLimitMax: number;
  /** The largest paybill payment booked as it comes (KES, 2 decimals): a larger one waits in the queue. */
  mpesaMaxAmount: string;
  /** What the process should say at start about its settings (a setting read in a way it may not expect). */
  warnings: string[];
  /** How often this process looks for due background work of every kind and runs it (ms); 0: off. */
  recurringJobIntervalMs: number;
  /** Origins remotes are served from besides this one, allowed by the Content-Security-Policy. */
  remoteOrigins: string[];
  /**
   * Demo data in the demo account of a first start: `DEMO_DATA=1` asks for it, `0` refuses it; unset, the
   * embedded database gets it and PostgreSQL does not.
   */
  demoData: boolean | undefined;
  /** The demo account's password; unset: a random one, printed once on the first start. */
  demoPassword: string | undefined;
  /** Port of the Prometheus listener (`GET /metrics`); unset: no metrics are kept or served. */
  metricsPort: number | undefined;
  /** Listen address of the metrics listener; loopback by default, so it is never public by accident. */
  metricsHost: string;
  /** How long a shutdown waits for requests and the running job before exiting anyway. */
  shutdownTimeoutMs: number;
  /** S3-compatible bucket for uploads and the outbox; unset: they are kept under DATA_DIR. */
  s3: S3Options | undefined;
}

/** The login and sign-up rate limit window. */
export const AUTH_RATE_LIMIT_WINDOW_MS = 15 * 60_000;

/** Reads the configuration from the environment; throws a readable message when a variable is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const { s3, problems } = s3Options(e);
  if (e.PAYSTACK_BASE_URL && !e.PAYSTACK_SECRET_KEY && !e.SETTINGS_KEY_SECRET) {
    problems.unshift(
      'PAYSTACK_BASE_URL: needs PAYSTACK_SECRET_KEY, or SETTINGS_KEY_SECRET for the businesses’ own keys (without a key the built-in test checkout is used)',
    );
  }
  if (e.ETIMS_BASE_URL && !e.ETIMS_KEY_SECRET) {
    problems.push(
      'ETIMS_KEY_SECRET: ETIMS_BASE_URL needs it (64 hex digits: the key that encrypts the communication key KRA issues)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.TOTP_KEY_SECRET) {
    problems.push(
      'TOTP_KEY_SECRET: required when NODE_ENV=production (64 hex digits, openssl rand -hex 32: the key the two-step sign-in secrets are stored under; without it they are sealed under a key that ships with the code)',
    );
  }
  if (Boolean(e.ETIMS_CONSUMER_KEY) !== Boolean(e.ETIMS_CONSUMER_SECRET)) {
    problems.push(
      'ETIMS_CONSUMER_KEY and ETIMS_CONSUMER_SECRET: set both or neither (the OAuth credentials KRA issues)',
    );
  }
  if (e.METRICS_PORT !== undefined && (e.METRICS_PORT === e.PORT || e.METRICS_PORT === e.PAY_PORT)) {
    problems.push(
      'METRICS_PORT: must differ from PORT and PAY_PORT (metrics are never served on the public ports)',
    );
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const appsDir = e.APPS_DIR ? resolve(cwd, e.APPS_DIR) : findMonorepoRoot();
  return {
    port: e.PORT,
    payPort: e.PAY_PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR ? resolve(cwd, e.DATA_DIR) : join(appsDir, 'data'),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    appsDir,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY.trust,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    paystackSecretKey: e.PAYSTACK_SECRET_KEY,
    paystackBaseUrl: e.PAYSTACK_BASE_URL?.replace(/\/+$/, ''),
    etimsBaseUrl: e.ETIMS_BASE_URL?.replace(/\/+$/, ''),
    etimsKeySecret: e.ETIMS_KEY_SECRET?.toLowerCase(),
    etimsTokenUrl: e.ETIMS_TOKEN_URL,
    etimsConsumerKey: e.ETIMS_CONSUMER_KEY,
    etimsConsumerSecret: e.ETIMS_CONSUMER_SECRET,
    darajaKeySecret: e.DARAJA_KEY_SECRET?.toLowerCase(),
    totpKeySecret: e.TOTP_KEY_SECRET?.toLowerCase(),
    settingsKeySecret: e.SETTINGS_KEY_SECRET?.toLowerCase(),
    smtpPrivateHosts: e.SMTP_PRIVATE_HOSTS,
    darajaBaseUrl: e.DARAJA_BASE_URL?.replace(/\/+$/, ''),
    publicRateLimitMax: e.PUBLIC_RATE_LIMIT_MAX,
    mpesaCallbackRateLimitMax: e.MPESA_CALLBACK_RATE_LIMIT_MAX,
    mpesaMaxAmount: e.MPESA_MAX_AMOUNT,
    warnings: e.TRUST_PROXY.warning ? [e.TRUST_PROXY.warning] : [],
    recurringJobIntervalMs: e.RECURRING_JOB_INTERVAL_MS,
    remoteOrigins: e.REMOTE_ORIGINS,
    demoData: e.DEMO_DATA === undefined ? undefined : e.DEMO_DATA === '1',
    demoPassword: e.DEMO_PASSWORD,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    s3,
  };
}
