import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '@pandacss/dev';
import { PANDA_PREFIX } from './prefix.ts';
import { daftariPreset } from './preset/index.ts';

export { PANDA_PREFIX };

/**
 * Settings every Panda build of Daftari must share. The runtime (`css()`, patterns, recipes) is generated
 * once, in packages/ui/styled-system, from these settings; each app extracts its own CSS with the same
 * settings, so the class names the runtime produces match the rules the app's CSS contains.
 *
 * - prefix: see prefix.ts.
 * - layers: all rules live in named cascade layers; unlayered CSS (an app's own stylesheet, a library's
 *   injected CSS) always wins over them regardless of which remote's stylesheet loaded last.
 */
export const PANDA_IMPORT_MAP = '@daftari/ui/styled-system';
export const PANDA_LAYERS = {
  reset: 'reset',
  base: 'base',
  tokens: 'tokens',
  recipes: 'recipes',
  utilities: 'utilities',
} as const;
/** The one line each app's CSS entry must contain (Panda's PostCSS plugin fills the layers in). */
export const PANDA_LAYER_DECLARATION = `@layer ${Object.values(PANDA_LAYERS).join(', ')};`;

/**
 * Absolute path of packages/ui, found the way the app finds the package (Panda bundles config files to CJS
 * and evaluates them as the app's panda.config, so neither import.meta.url nor __dirname point here).
 */
export function resolveUiRoot(cwd: string = process.cwd()): string {
  return dirname(createRequire(join(cwd, 'package.json')).resolve('@daftari/ui/package.json'));
}

/** Where the published package keeps what `panda ship` extracted from the components (see its build script). */
export const UI_BUILDINFO = 'dist/panda.buildinfo.json';

function componentGlob(uiRoot: string): string {
  return resolve(uiRoot, 'src/{components,widgets}/**/*.{ts,tsx}');
}

/**
 * What every app extracts so its CSS holds the design system's styles too (absolute paths): in the workspace
 * the component sources, so an edit shows at once; from the installed package, which ships no sources, the
 * build info `panda ship` wrote when it was built.
 */
export function uiSourceGlobs(uiRoot: string = resolveUiRoot()): string[] {
  return existsSync(resolve(uiRoot, 'src')) ? [componentGlob(uiRoot)] : [resolve(uiRoot, UI_BUILDINFO)];
}

const shared = {
  presets: ['@pandacss/preset-panda', daftariPreset],
  prefix: PANDA_PREFIX,
  hash: false,
  layers: { ...PANDA_LAYERS },
  importMap: PANDA_IMPORT_MAP,
  jsxFramework: 'react',
} satisfies Config;

export interface AppPandaConfigOptions {
  /** The app's own sources, relative to the app (e.g. ['./src/**\/*.{ts,tsx}']). */
  include: string[];
  exclude?: string[];
  /** Only the shell ships the CSS reset; remotes pass false (the default). */
  preflight?: boolean;
  /** Where Panda may write its (unused) codegen; apps import the ui's styled-system instead. */
  outdir?: string;
  /** Extra config merged last (staticCss, globalCss of an app, ...). Keep prefix/layers untouched. */
  extend?: Partial<Config>;
}

/**
 * Panda config for an app (the shell, a remote). Its CSS holds the rules for the app's own `css()` calls
 * and for every design-system component, in Daftari's named layers.
 */
export function createAppPandaConfig(options: AppPandaConfigOptions): Config {
  return {
    ...shared,
    preflight: options.preflight ?? false,
    include: [...options.include, ...uiSourceGlobs()],
    exclude: options.exclude ?? [],
    outdir: options.outdir ?? 'node_modules/.panda',
    ...options.extend,
  };
}

/** Panda config of packages/ui itself: generates the shared runtime into packages/ui/styled-system. */
export function createUiPandaConfig(): Config {
  const uiRoot = resolveUiRoot();
  return {
    ...shared,
    preflight: true,
    include: [componentGlob(uiRoot)],
    exclude: [],
    outdir: 'styled-system',
  };
}
