import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers every backend: `unit` (no database), `pglite` (embedded, always) and `postgres`
 * (the same test/api suite on PostgreSQL, when TEST_DATABASE_URL is set; each test file gets a fresh
 * database that is dropped afterwards).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.log(
    '\n[api tests] TEST_DATABASE_URL is not set: PostgreSQL SKIPPED, the API suite runs on PGlite only.\n',
  );
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      // The offline receipt reader (OCR, PDF text, parser): no database, so it runs once, not per backend.
      { test: { name: 'receipts', include: ['test/receipts/**/*.test.ts'] } },
      {
        test: {
          name: 'pglite',
          include: ['test/api/**/*.test.ts', 'test/pglite/**/*.test.ts', 'test/fuzz/**/*.test.ts'],
          env: { TEST_BACKEND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'postgres',
                include: ['test/api/**/*.test.ts', 'test/fuzz/**/*.test.ts'],
                env: { TEST_BACKEND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
