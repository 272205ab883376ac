/**
 * The monolith build, used only to measure what federation costs (e2e/bench/federation-cost.ts): the same
 * shell and the same screens as one single-page app, without Module Federation. Each area's routes are
 * imported directly and code-split with import(); same base config, chunk splitting and minification as
 * the federated builds. Writes e2e/bench/monolith/apps/shell/dist (`pnpm --filter @daftari/e2e build:monolith`).
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
    source: { entry: { index: './index.ts' } },
    resolve: { alias: { '@daftari/mf$': path.join(appDir, 'mf.ts') } },
    // Laid out as an APPS_DIR (`shell/dist`), so the API serves it the way it serves the federated shell.
    output: { distPath: { root: 'apps/shell/dist' }, assetPrefix: '/' },
    tools: {
      // One Panda extraction over every app's sources, into the shell's stylesheet.
      postcss: (options) => {
        options.postcssOptions = {
          plugins: [
            pandacss({ configPath: path.join(appDir, 'panda.config.ts'), cwd: appDir }),
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
              resolveData.request = path.join(appDir, 'no-area-styles.ts');
            }
          }),
        ],
      },
    },
  }),
);
