import { createRequire } from 'node:module';
import { remoteConfig } from '@daftari/mf/build';
import { mergeRsbuildConfig } from '@rsbuild/core';

const appDir = process.cwd();
const resolveHere = createRequire(import.meta.url).resolve;

// React's API on Preact for the standalone pages only: react-dom alone is ~63 KB gzip of a ~110 KB page,
// preact/compat ~5 KB. Absolute paths, so that modules outside this package (the design system, Ark) get
// it too. The federated remote keeps the shell's shared React.
const preactForReact = {
  react$: resolveHere('preact/compat'),
  'react-dom$': resolveHere('preact/compat'),
  'react-dom/client$': resolveHere('preact/compat/client'),
  'react/jsx-runtime$': resolveHere('preact/jsx-runtime'),
  'react/jsx-dev-runtime$': resolveHere('preact/jsx-dev-runtime'),
};

export default mergeRsbuildConfig(remoteConfig({ area: 'pay-link', appDir, port: 3105 }), {
  environments: {
    // The remote the shell composes at /link/*: remoteEntry.js, mf-manifest.json and the exposed
    // ./routes, sharing React and the router with the shell. `web` is the environment the federation
    // plugin applies to.
    web: { tools: { htmlPlugin: false } },
    // The standalone pages customers open (the pay server sends dist/index.html for /link/{id} and
    // dist/estimate.html for /link/estimates/{id}): plain React pages of one script each, without the
    // federation runtime or any shared-module machinery, since nothing else ever loads next to them.
    page: {
      resolve: { alias: preactForReact },
      source: { entry: { index: './src/bootstrap.tsx', estimate: './src/estimate-bootstrap.tsx' } },
      html: {
        title: ({ entryName }) => (entryName === 'estimate' ? 'Estimate · Daftari' : 'Pay invoice · Daftari'),
        meta: { robots: 'noindex, nofollow' },
      },
      output: { distPath: { js: 'static/page/js', css: 'static/page/css' } },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
    },
  },
});
