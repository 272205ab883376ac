import { publishPackages } from './publish.ts';
import { startRegistry } from './verdaccio.ts';

/**
 * `pnpm --filter @daftari/registry start`: a throwaway registry holding the current shared packages, for a
 * remote team to install @daftari/* from. Stops (and forgets everything) on Ctrl-C.
 */
const port = Number(process.env.REGISTRY_PORT ?? 4873);
const registry = await startRegistry({ port });
const published = await publishPackages(registry).catch(async (error: unknown) => {
  await registry.close();
  throw error;
});

console.log(`Verdaccio at ${registry.url} (storage: ${registry.storage})`);
for (const pkg of published) console.log(`  published ${pkg.name}@${pkg.version}`);
console.log(
  `Install from it: add "@daftari:registry=${registry.url}" to the remote's .npmrc. Ctrl-C stops it.`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    registry.close().finally(() => process.exit(0));
  });
}
