import { readdirSync, readFileSync } from 'node:fs';
import base from '@daftari/test-utils/vitest-config';
import { mergeConfig } from 'vitest/config';

// A test that replaces a module (vi.mock, here @daftari/mf standing in for the remotes) gets modules of its
// own; the others share their worker's modules, as the remotes' tests do (a third of the CPU). Which is which
// is read from the files, so a new test that mocks cannot land among the shared ones.
const tests = readdirSync(new URL('./test', import.meta.url)).filter((name) => /\.test\.tsx?$/.test(name));
const mocks = (name: string) =>
  readFileSync(new URL(`./test/${name}`, import.meta.url), 'utf8').includes('vi.mock(');
const paths = (names: string[]) => names.map((name) => `test/${name}`);

export default mergeConfig(base, {
  test: {
    projects: [
      // `extends` adds to the shared configuration's lists, so each project excludes the other's files.
      { extends: true, test: { name: 'shared modules', exclude: paths(tests.filter(mocks)) } },
      {
        extends: true,
        test: { name: 'own modules', exclude: paths(tests.filter((name) => !mocks(name))), isolate: true },
      },
    ],
  },
});
