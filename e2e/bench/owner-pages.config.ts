/**
 * The owner pages on a phone network (`npx playwright test -c bench/owner-pages.config.ts` in e2e/, after
 * `pnpm build`), run on demand, never in CI: one API server serving the production build.
 */
import { benchConfig } from './bench-config.ts';

export default benchConfig({
  testMatch: 'owner-pages-throttled.ts',
  servers: [{ port: Number(process.env.BENCH_PORT ?? 4530) }],
  timeoutMinutes: 15,
});
