import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createAppPandaConfig,
  createUiPandaConfig,
  PANDA_LAYER_DECLARATION,
  PANDA_PREFIX,
  resolveUiRoot,
  UI_BUILDINFO,
  uiSourceGlobs,
} from '../src/panda-config.ts';

describe('createAppPandaConfig', () => {
  const remote = createAppPandaConfig({ include: ['./src/**/*.{ts,tsx}'] });
  const shell = createAppPandaConfig({ include: ['./src/**/*.{ts,tsx}'], preflight: true });
  const ui = createUiPandaConfig();

  it('shares prefix, hashing, layers, import map and JSX settings with the ui codegen', () => {
    for (const key of ['prefix', 'hash', 'layers', 'importMap', 'jsxFramework', 'presets'] as const) {
      expect(remote[key], key).toEqual(ui[key]);
      expect(shell[key], key).toEqual(ui[key]);
    }
    expect(remote.prefix).toBe(PANDA_PREFIX);
    expect(remote.importMap).toBe('@daftari/ui/styled-system');
  });

  it('ships the reset only where asked (the shell)', () => {
    expect(remote.preflight).toBe(false);
    expect(shell.preflight).toBe(true);
  });

  it("extracts the app's sources plus the design system's components and widgets (absolute glob)", () => {
    expect(remote.include?.[0]).toBe('./src/**/*.{ts,tsx}');
    const [uiGlob] = uiSourceGlobs();
    expect(remote.include).toContain(uiGlob);
    expect(isAbsolute(uiGlob!)).toBe(true);
    expect(uiGlob).toMatch(/packages\/ui\/src\/\{components,widgets\}\/\*\*\/\*\.\{ts,tsx\}$/);
  });

  it('writes its unused codegen somewhere local', () => {
    expect(remote.outdir).toBe('node_modules/.panda');
  });

  it('declares the layers in the order each app CSS entry must list them', () => {
    expect(PANDA_LAYER_DECLARATION).toBe('@layer reset, base, tokens, recipes, utilities;');
  });

  it('finds packages/ui from the working directory', () => {
    expect(existsSync(`${resolveUiRoot()}/src/panda-config.ts`)).toBe(true);
  });
});

describe('uiSourceGlobs', () => {
  it('extracts the build info panda ship wrote when the package is installed without its sources', () => {
    const installed = mkdtempSync(join(tmpdir(), 'daftari-ui-installed-'));
    expect(uiSourceGlobs(installed)).toEqual([join(installed, UI_BUILDINFO)]);
  });
});
