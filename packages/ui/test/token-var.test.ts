import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { token } from '@daftari/ui/styled-system/tokens';
import { describe, expect, it } from 'vitest';
import { tokenVar } from '../src/token-var.ts';

/** Every token path of the generated runtime's map, read from its source (the map itself is not exported). */
function tokenPaths(): string[] {
  const file = createRequire(import.meta.url).resolve('@daftari/ui/styled-system/tokens');
  return [...readFileSync(file, 'utf8').matchAll(/^ {2}"([^"]+)": \{$/gm)].map((match) => match[1]!);
}

describe('tokenVar', () => {
  it("writes the same variable as Panda's token.var for every colour, radius, font and font size", () => {
    const paths = tokenPaths().filter((path) => /^(colors|radii|fonts|fontSizes)\./.test(path));
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      expect(tokenVar(path as Parameters<typeof tokenVar>[0]), path).toBe(token.var(path as never));
    }
  });
});
