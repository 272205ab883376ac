/**
 * The rules of the house, checked by `pnpm lint` (dependency-cruiser). Violations that existed when a rule
 * was introduced are listed in `.dependency-cruiser-known-violations.json` and tolerated until they are
 * mended; any new one fails the lint. `pnpm lint:deps:baseline` rewrites that list (only ever to shrink it).
 */
const modules = '^packages/api/src/modules/';

module.exports = {
  forbidden: [
    {
      name: 'module-front-door',
      comment:
        'An API module imports another module only through its index.ts (its front door), never an internal file.',
      severity: 'error',
      from: { path: `${modules}([^/]+)/` },
      to: {
        path: `${modules}[^/]+/`,
        pathNot: [`${modules}$1/`, `${modules}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'app-through-front-doors',
      comment:
        "The API's own wiring (server, main, deps, the command line) reaches a module only through its index.ts.",
      severity: 'error',
      from: { path: '^packages/api/src/', pathNot: `${modules}` },
      to: { path: `${modules}[^/]+/`, pathNot: `${modules}[^/]+/index\\.ts$` },
    },
    {
      name: 'db-is-persistence-only',
      comment: 'src/db is persistence only: it imports no module and nothing from src/http.',
      severity: 'error',
      from: { path: '^packages/api/src/db/' },
      to: { path: '^packages/api/src/(modules|http)/' },
    },
    {
      name: 'http-is-plumbing',
      comment: 'src/http is plumbing every module uses: it imports no module.',
      severity: 'error',
      from: { path: '^packages/api/src/http/' },
      to: { path: `${modules}` },
    },
    {
      name: 'no-module-cycles',
      comment: 'No import cycle runs through API modules.',
      severity: 'error',
      from: { path: `${modules}` },
      // A cycle of type-only imports is gone at run time (a route's deps type naming its own module's types).
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'remotes-stay-apart',
      comment: 'A remote never imports another remote or the shell: a link to another area is a URL.',
      severity: 'error',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^(mfe-[^/]+|shell)/', pathNot: '^$1/' },
    },
    {
      name: 'shell-knows-remotes-by-name',
      comment: 'The shell loads remotes at run time by name and URL, never by import.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^mfe-' },
    },
    {
      name: 'packages-only-downward',
      comment: 'packages/* never import the shell, a remote or the e2e specs.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(shell|mfe-[^/]+|e2e)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|styled-system|drizzle)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
