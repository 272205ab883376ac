// Bundles the API into dist/main.js (and dist/precompress.js, run after the apps' builds, and dist/cli.js, the
// `pnpm daftari` command line): our code and the @daftari/* workspace packages (TypeScript sources) go
// into the bundle, with whatever those packages import that the API does not depend on itself (date-fns
// through @daftari/format: at run time it could not be found from packages/api). The API's own
// dependencies stay imports resolved from its node_modules. The drizzle migrations are copied to
// dist/drizzle, where src/db/migrate.ts finds them next to the bundle.
import { readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');

const { dependencies } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const builtins = new Set(builtinModules);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/** Node's modules and the API's own dependencies stay imports; everything else is bundled. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageOf(args.path);
      if (args.path.startsWith('node:') || builtins.has(name)) return { path: args.path, external: true };
      if (name.startsWith('@daftari/') || !(name in dependencies)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(here, 'src/main.ts'),
    precompress: join(here, 'src/precompress.ts'),
    cli: join(here, 'src/cli.ts'),
  },
  outdir: dist,
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
console.log('built dist/main.js, dist/precompress.js, dist/cli.js and dist/drizzle/');
