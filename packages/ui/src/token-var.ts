import type { Token } from '@daftari/ui/styled-system/tokens';
import { PANDA_PREFIX } from './prefix.ts';

/** Token categories whose keys never hold a dot (spacing has `0.5`, which Panda escapes in the name). */
type NamedToken = Extract<Token, `${'colors' | 'radii' | 'fonts' | 'fontSizes'}.${string}`>;

/**
 * `var(--dft-…)` for a design token, as Panda's `token.var()` writes it, without the map of every token
 * (about 7 KB gzip) that `token()` ships to the browser.
 */
export function tokenVar(path: NamedToken): string {
  const name = path.replaceAll('.', '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `var(--${PANDA_PREFIX}-${name})`;
}
