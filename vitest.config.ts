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
          // Tens of thousands of parties each: they run in `npm run bench` (and `npm run test:scale`).
          exclude: ['src/server/**/*.scale.test.ts'],
          // Each file builds its own app on its own database copy, so files share no state there;
          // reusing the worker spares re-importing the whole app for each of 100+ files (docs/decisions/031).
          isolate: false,
          globalSetup: ['src/server/testing/global-setup.ts'],
        },
      },
      {
        // A night of 70,000 parties, an export of 72,000: correctness past PostgreSQL's 65,535
        // parameters and flat memory. A minute and a half of the two cores, so they belong with the
        // other heavy cases in the benchmark, not in every `npm test` (issue 32).
        extends: true,
        test: {
          name: 'scale',
          include: ['src/server/**/*.scale.test.ts'],
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
