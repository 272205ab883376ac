import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Fixed zone so locale/offset-sensitive assertions are deterministic; dates.test.ts also covers a
    // negative-offset zone explicitly.
    env: { TZ: 'Africa/Nairobi' },
  },
});
