/**
 * The throttled pay-page benchmark (`npx playwright test -c bench/pay-page.config.ts` in e2e/, after
 * `pnpm build`), run on demand, never in CI: one API server serving the production build, its pay port
 * beside it.
 */
import { benchConfig } from './bench-config.ts';

export default benchConfig({
  testMatch: 'pay-page-throttled.ts',
  servers: [{ port: Number(process.env.BENCH_PORT ?? 4520) }],
  timeoutMinutes: 10,
});
