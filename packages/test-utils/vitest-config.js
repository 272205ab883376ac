// Plain JavaScript: vitest loads an app's config with Node, which cannot import TypeScript from a package.
import { defineConfig } from 'vitest/config';

/**
 * The vitest configuration of an app's component tests (the remotes and the shell): happy-dom, the tests in
 * `test/`, this package's setup. An app's `vitest.config.ts` re-exports it.
 */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['@daftari/test-utils/setup'],
    // The files of a worker share their modules (React, Ark UI, the design system are loaded once per
    // worker, not per file): a third of the CPU of isolated files. The setup file leaves nothing of one test
    // to the next; a test that must replace a module (vi.mock) belongs to an app that keeps `isolate: true`.
    isolate: false,
    // A bound against a hang, not a speed target: on a loaded 2-core machine a page's first render can take
    // longer than vitest's default 5 s.
    testTimeout: 30_000,
    // Installed from a registry, the helpers must run through vitest like the tests do, or they get copies of
    // their own of React Router, React Query and sonner (see this package's README).
    server: { deps: { inline: ['@daftari/test-utils'] } },
  },
});
