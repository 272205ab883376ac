// Bundles the API into dist/main.js: our code and the @daftari/* workspace packages (TypeScript sources) go
// into the bundle; every other package stays an import resolved from node_modules at run time. The drizzle
// migrations are copied to dist/drizzle, where src/db/migrate.ts finds them next to the bundle.
import { cp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');

/** Bare imports are external unless they name a workspace package. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@daftari/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalDependencies],
});
await cp(join(here, 'drizzle'), join(dist, 'drizzle'), { recursive: true });
console.log('built dist/main.js and dist/drizzle/');
