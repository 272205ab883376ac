import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IReporterOutput } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const repositoryRoot = resolve(here, '../../../..');
const { forbidden } = createRequire(import.meta.url)(join(repositoryRoot, '.dependency-cruiser.cjs'));
const fixture = resolve(here, '../fixtures/house-rules');

async function violationsIn(baseDir: string): Promise<string[]> {
  const result: IReporterOutput = await cruise(['packages'], {
    baseDir,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string')
    throw new Error('dependency-cruiser answered text, not a cruise result');
  return result.output.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
  );
}

describe('the rules of the house (pnpm lint runs them on the repository)', () => {
  it('fail on internal imports, db/ reaching into http/ and a run-time cycle, not on front doors or a cycle of types', async () => {
    expect((await violationsIn(fixture)).sort()).toEqual([
      'app-through-front-doors: packages/api/src/server.ts → packages/api/src/modules/beta/internal.ts',
      'db-is-persistence-only: packages/api/src/db/reaches-http.ts → packages/api/src/http/plumbing.ts',
      'module-front-door: packages/api/src/modules/alpha/reaches-in.ts → packages/api/src/modules/beta/internal.ts',
      'no-module-cycles: packages/api/src/modules/delta/index.ts → packages/api/src/modules/delta/value.ts',
    ]);
  });
});
