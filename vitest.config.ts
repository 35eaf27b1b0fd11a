import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Each file clones its own database; two at once fits two cores and PGlite's memory use.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
    // `server` reads and writes the database (PGlite, or PostgreSQL with DATABASE_URL); `web` is the
    // pure rest, which no engine changes (npm test runs only `server` on PostgreSQL).
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          isolate: false,
          globalSetup: ['src/server/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: [
            'src/web/**/*.test.ts',
            'src/web/**/*.test.tsx',
            'src/shared/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
