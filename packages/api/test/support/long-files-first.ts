import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes, not seconds (the fuzz suite, the command-line backups, the audit coverage, the
 * demo year): started first in their project, so no worker is left running one of them alone at the end of
 * the run. Vitest would order them by their last duration, but CI runs on a fresh clone with no such record,
 * and by file size they come late.
 */
const LONG_FILES = [
  'test/fuzz/api-fuzz.test.ts',
  'test/pglite/backup-cli.test.ts',
  'test/api/audit/audit-coverage.test.ts',
  'test/api/demo/demo.test.ts',
  'test/api/platform/backup-restore.test.ts',
  'test/api/platform/copy-database.test.ts',
  'test/api/platform/backup-stores.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? LONG_FILES.length : index;
};

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Projects still run one after another, in the base order; within one, the long files lead and the
    // rest keep their order (Array.prototype.sort is stable).
    const projects = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const group = projects.get(spec.project.name) ?? [];
      group.push(spec);
      projects.set(spec.project.name, group);
    }
    return [...projects.values()].flatMap((group) => group.sort((a, b) => rank(a) - rank(b)));
  }
}
