import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['@daftari/test-utils/setup'],
    // Installed from a registry, the helpers must run through vitest like the tests do, or they get copies of
    // their own of React Router, React Query and sonner (see @daftari/test-utils' README).
    server: { deps: { inline: ['@daftari/test-utils'] } },
  },
});
