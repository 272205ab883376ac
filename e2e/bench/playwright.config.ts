/**
 * The federation-cost benchmark (`pnpm --filter @daftari/e2e bench:federation`), run on demand, never in
 * CI. Two API servers built from the same code: one serves the federated production build as `npm start`
 * does, the other the monolith measurement build (e2e/bench/monolith/apps/shell/dist) as its `shell/dist`.
 */
import path from 'node:path';
import { benchConfig, root } from './bench-config.ts';

const basePort = Number(process.env.BENCH_PORT ?? 4500);

export const builds = [
  // BENCH_APPS_DIR: measure federated builds kept elsewhere (an APPS_DIR as the API reads it).
  { name: 'federated', port: basePort, appsDir: process.env.BENCH_APPS_DIR ?? root },
  // An APPS_DIR whose `shell/dist` is the monolith build (no remote is served beside it).
  { name: 'monolith', port: basePort + 2, appsDir: path.join(import.meta.dirname, 'monolith', 'apps') },
] as const;

export type BuildName = (typeof builds)[number]['name'];

export default benchConfig({ testMatch: 'federation-cost.ts', servers: [...builds], timeoutMinutes: 20 });
