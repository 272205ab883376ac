import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The monorepo root: the nearest folder above this file holding pnpm-workspace.yaml (src/ and dist/ alike). */
function findMonorepoRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (let dir = here; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
  }
  return resolve(here, '../../..');
}

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
  TRUST_PROXY: z.preprocess(emptyAsUnset, z.enum(['true', 'false', '1', '0']).default('false')),
});

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
  /** Trust X-Forwarded-For (behind a load balancer) for the client IP. */
  trustProxy: boolean;
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
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
  };
}
