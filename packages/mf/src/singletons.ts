/**
 * Packages that must exist exactly once in the browser: React and the libraries that keep state at module
 * level (router context, the query client context, the toast store).
 * `react-dom/` (trailing slash) shares every subpath, so `react-dom/client` is shared too.
 */
export const singletonPackages = [
  'react',
  'react-dom',
  'react-dom/',
  'react/',
  'react-router',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'sonner',
] as const;
