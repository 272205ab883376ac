import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The files of a worker share their modules, loaded once per worker instead of once per file.
    isolate: false,
    include: ['test/**/*.test.ts'],
    // Fixed zone so locale/offset-sensitive assertions are deterministic; dates.test.ts also covers a
    // negative-offset zone explicitly.
    env: { TZ: 'Africa/Nairobi' },
  },
});
