import postcss from 'postcss';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellProvidedLayers } from '../postcss/shell-provided-layers.cjs';

const stylesheet = [
  '@layer reset, base, tokens, recipes, utilities;',
  '@layer base { body { margin: 0 } }',
  '@layer tokens { :root { --dft-colors-fg: #111 } }',
  '@layer recipes { .dft-button { color: var(--dft-colors-fg) } }',
  '@layer utilities { .dft-p_4 { padding: 1rem } }',
].join('\n');

const layersOf = async () => {
  const result = await postcss([shellProvidedLayers()]).process(stylesheet, { from: undefined });
  const layers: string[] = [];
  result.root.walkAtRules('layer', (rule) => {
    layers.push(rule.nodes ? rule.params : `${rule.params};`);
  });
  return layers;
};

describe('shellProvidedLayers', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('leaves the tokens and base layers to the shell in a production build, and keeps the layer order', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(await layersOf()).toEqual(['reset, base, tokens, recipes, utilities;', 'recipes', 'utilities']);
  });

  it('keeps every layer outside production, so an area runs on its own dev server', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(await layersOf()).toEqual([
      'reset, base, tokens, recipes, utilities;',
      'base',
      'tokens',
      'recipes',
      'utilities',
    ]);
  });
});
