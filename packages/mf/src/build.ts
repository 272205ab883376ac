import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { type AreaName, areas, ROUTES_MODULE } from './areas.ts';
import { ownSingletons, sharedLibraries, singletonPackages } from './singletons.ts';

export { DASHBOARD_MODULE, RUNNING_TIMER_MODULE } from './areas.ts';

type SharedConfig = Record<string, { singleton: boolean; strictVersion?: true; requiredVersion: string }>;

/** The version of a package as installed for an app (some packages do not export their package.json). */
function installedVersion(appDir: string, pkg: string): string {
  let dir = path.dirname(createRequire(path.join(appDir, 'package.json')).resolve(pkg));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    try {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (manifest.name === pkg) return manifest.version;
    } catch {
      // no package.json at this level: keep walking up
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed version of ${pkg} for ${appDir}`);
}

/**
 * Each app declares the version of every singleton it needs (see singletons.ts); the shell refuses a remote
 * whose singleton needs cannot be met by what it provides.
 */
export function sharedSingletons(appDir: string): SharedConfig {
  return Object.fromEntries(
    singletonPackages.map((name) => {
      const pkg = name.endsWith('/') ? name.slice(0, -1) : name;
      const version = installedVersion(appDir, pkg);
      const requiredVersion = ownSingletons.includes(pkg) ? `^${version}` : `^${version.split('.')[0]}.0.0`;
      return [name, { singleton: true, strictVersion: true, requiredVersion }];
    }),
  );
}

/**
 * Everything an app shares: the singletons, and the shared libraries it depends on itself (one it only gets
 * through another package, like the pay-link remote's ky, stays bundled: the app may not resolve it).
 */
export function sharedModules(appDir: string): SharedConfig {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const libraries = sharedLibraries
    .filter((name) => name in dependencies)
    .map((name) => {
      const major = installedVersion(appDir, name).split('.')[0];
      return [name, { singleton: false, requiredVersion: `^${major}.0.0` }] as const;
    });
  return { ...sharedSingletons(appDir), ...Object.fromEntries(libraries) };
}

// Rsbuild's React plugin splits React into its own chunk, which breaks sharing it as a singleton.
export const reactPlugin = () => pluginReact({ splitChunks: { react: false, router: false } });

const rspackBase = { resolve: { symlinks: true } };

/** What every app's build shares, federated or not (the monolith measurement build uses it too). */
export const appBaseConfig = (appDir: string): RsbuildConfig => ({
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Daftari', favicon: path.join(import.meta.dirname, 'favicon.svg') },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: { rspack: rspackBase },
  server: { strictPort: true },
  dev: { assetPrefix: true },
  output: { cleanDistPath: true },
  root: appDir,
});

/**
 * Rspack's federation plugin points `@module-federation/runtime` and the bundler runtime at their CommonJS
 * entries, which pull in the whole federation SDK, its error texts and a second copy of the runtime core;
 * their ES module entries beside them let the unused parts be dropped (about 4 KB brotli less in every area's
 * remoteEntry.js and more in the shell).
 */
const federationRuntimeAsEsm: Rspack.RspackPluginInstance = {
  apply(compiler) {
    const esm = (file: string) => file.replace(/\.cjs$/, '.js');
    const isFederationCjs = (value: unknown): value is string =>
      typeof value === 'string' && /@module-federation[\\/].*\.cjs$/.test(value) && existsSync(esm(value));
    compiler.hooks.afterResolvers.tap('FederationRuntimeAsEsm', () => {
      const alias = compiler.options.resolve.alias;
      if (alias && !Array.isArray(alias)) {
        for (const [key, value] of Object.entries(alias)) if (isFederationCjs(value)) alias[key] = esm(value);
      }
    });
    new compiler.webpack.NormalModuleReplacementPlugin(
      /@module-federation[\\/](webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/]index\.cjs$/,
      (resource) => {
        resource.request = esm(resource.request);
      },
    ).apply(compiler);
  },
};

/** The base config with the federation runtime taken from its ES modules. */
const federatedBaseConfig = (appDir: string): RsbuildConfig => ({
  ...appBaseConfig(appDir),
  tools: { rspack: { ...rspackBase, plugins: [federationRuntimeAsEsm] } },
});

export function hostConfig(options: { appDir: string; port: number }): RsbuildConfig {
  return defineConfig({
    ...federatedBaseConfig(options.appDir),
    plugins: [
      reactPlugin(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedModules(options.appDir),
        shareStrategy: 'loaded-first',
        dts: false,
        // The one copy of the federation runtime in the browser: owner-area remotes use it (see remoteConfig).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    server: { port: options.port, historyApiFallback: true, proxy: { '/api': 'http://localhost:3000' } },
    output: { assetPrefix: process.env.ASSET_PREFIX ?? '/' },
  });
}

/**
 * A production build of an owner area leaves the federation runtime out of its remoteEntry.js and uses the
 * shell's (about 18 KB gzip less on every area's first load). Its dev server keeps a runtime of its own so the
 * area still runs standalone, and so does the pay-link remote: its page is also served on its own to customers.
 */
const usesShellRuntime = (area: AreaName) => process.env.NODE_ENV === 'production' && area !== 'pay-link';

export function remoteConfig(options: {
  area: AreaName;
  appDir: string;
  port: number;
  /** Modules exposed besides the routes (`{'./Dashboard': './src/Dashboard.tsx'}`). */
  exposes?: Record<string, string>;
}): RsbuildConfig {
  const { remote } = areas[options.area];
  return defineConfig({
    ...federatedBaseConfig(options.appDir),
    plugins: [
      reactPlugin(),
      pluginModuleFederation({
        name: remote,
        filename: 'remoteEntry.js',
        exposes: { [`./${ROUTES_MODULE}`]: './src/routes/index.tsx', ...options.exposes },
        shared: sharedModules(options.appDir),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: { externalRuntime: usesShellRuntime(options.area), optimization: { target: 'web' } },
      }),
    ],
    server: { port: options.port, historyApiFallback: true, proxy: { '/api': 'http://localhost:3000' } },
    // Absolute, so chunks resolve on nested routes and refreshes; a team deploying elsewhere sets its URL.
    output: { assetPrefix: process.env.ASSET_PREFIX ?? `/apps/${options.area}/` },
  });
}
