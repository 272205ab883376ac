import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

/**
 * `pnpm --filter @daftari/api fuzz -- --runs N [--seed S] [--seconds T]`: the fuzz suite with N random
 * requests per route, on PGlite and (when TEST_DATABASE_URL is set) PostgreSQL. The time bound grows with N
 * (one second per run unless --seconds says otherwise).
 */
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '200' },
    seed: { type: 'string' },
    seconds: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a positive whole number');
  process.exit(2);
}
const projects = ['--project', 'pglite', ...(process.env.TEST_DATABASE_URL ? ['--project', 'postgres'] : [])];
const result = spawnSync('vitest', ['run', ...projects, 'test/fuzz'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_RUNS: String(runs),
    FUZZ_SECONDS: values.seconds ?? String(Math.max(40, runs)),
    ...(values.seed ? { FUZZ_SEED: values.seed } : {}),
  },
});
process.exit(result.status ?? 1);
