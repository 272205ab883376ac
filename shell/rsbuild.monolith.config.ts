/**
 * The monolith build, used only to measure what federation costs (e2e/bench/federation-cost.ts): the same
 * shell and the same screens as one single-page app, without Module Federation. Each area's routes are
 * imported directly and code-split with import(); same base config, chunk splitting and minification as
 * the federated builds. Writes shell/dist-monolith.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { appBaseConfig, reactPlugin } from '@daftari/mf/build';
import { defineConfig, mergeRsbuildConfig, rspack } from '@rsbuild/core';

const appDir = import.meta.dirname;
const require = createRequire(import.meta.url);
const pandacss = require('@pandacss/dev/postcss') as (options: {
  configPath: string;
  cwd: string;
}) => unknown;
const { breakpointLayers } = require('@daftari/ui/postcss-breakpoint-layers') as {
  breakpointLayers: () => unknown;
};

export default mergeRsbuildConfig(
  appBaseConfig(appDir),
  defineConfig({
    plugins: [reactPlugin()],
    source: { entry: { index: './monolith/index.tsx' } },
    resolve: { alias: { '@daftari/mf$': path.join(appDir, 'monolith/mf.ts') } },
    output: { distPath: { root: 'dist-monolith' }, assetPrefix: '/' },
    tools: {
      // One Panda extraction over every app's sources, into the shell's stylesheet.
      postcss: (options) => {
        options.postcssOptions = {
          plugins: [
            pandacss({ configPath: path.join(appDir, 'monolith/panda.config.ts'), cwd: appDir }),
            breakpointLayers(),
          ],
        };
      },
      rspack: {
        // @daftari/mf's modules have no side effects: its federated loader and the runtime it imports drop out.
        module: { rules: [{ test: /[\\/]packages[\\/]mf[\\/]src[\\/]/, sideEffects: false }] },
        plugins: [
          new rspack.NormalModuleReplacementPlugin(/styles\.css$/, (resolveData) => {
            if (/[\\/]mfe-[^\\/]+[\\/]src[\\/]/.test(resolveData.context ?? '')) {
              resolveData.request = path.join(appDir, 'monolith/no-area-styles.ts');
            }
          }),
        ],
      },
    },
  }),
);
