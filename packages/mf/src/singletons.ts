/**
 * Packages that must exist exactly once in the browser: React and the libraries that keep state at module
 * level (the router context, the query client context, the toast store).
 * `react-dom/` (trailing slash) shares every subpath, so `react-dom/client` is shared too.
 * The router is shared as `@daftari/router`, the part of react-router the apps use (see that package).
 */
export const singletonPackages = [
  'react',
  'react-dom',
  'react-dom/',
  'react/',
  '@daftari/router',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'sonner',
] as const;

/**
 * Our own singletons: a remote needs at least the version it was built against (a minor version adds exports
 * it may use); for the others, any version of the same major will do.
 */
export const ownSingletons: readonly string[] = ['@daftari/router'];

/**
 * Stateless libraries the shell loads on every page and every area uses again: shared, but not as singletons,
 * so an area takes the shell's copy when the major version matches and brings its own otherwise.
 */
export const sharedLibraries = ['ky'] as const;
