import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Each file clones its own database. PGlite runs inside the worker: two fill the two cores. On
    // PostgreSQL a worker mostly waits for the server's process, and a third takes that time
    // (server tests 167 s with two, 119 s with three, 148 s with four, on these machines).
    maxWorkers: process.env.DATABASE_URL ? 3 : 2,
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
          // Each file builds its own app on its own database copy, so files share no state there;
          // reusing the worker spares re-importing the whole app for each of 100+ files (docs/decisions/031).
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
