// `npm test`: every check, in the order that fails fastest, with each step's time at the end.
//
// On the embedded database (no DATABASE_URL): the type check, Biome, the import boundaries and the
// API document's lint, every Vitest test, then the web build and every browser journey.
// With DATABASE_URL (PostgreSQL): what the engine changes. The type check and the lint read no
// database, so they are not run twice; Vitest runs the server suite; the browser journeys run those
// whose outcome the engine decides (live updates through LISTEN/NOTIFY, concurrent writes, payments),
// at phone width (playwright.config.ts, ENGINE_JOURNEYS). `npm test -- --all` runs everything anyway.
import { spawnSync } from 'node:child_process';

const postgres = Boolean(process.env.DATABASE_URL);
const all = process.argv.includes('--all');

const steps: [string, string[]][] =
  postgres && !all
    ? [
        ['server tests (Vitest, PostgreSQL)', ['npx', 'vitest', 'run', '--project', 'server']],
        ['web build', ['npx', 'vite', 'build']],
        ['browser journeys the engine decides (Playwright, PostgreSQL)', ['npx', 'playwright', 'test']],
      ]
    : [
        ['type check', ['npm', 'run', 'typecheck']],
        ['lint', ['npm', 'run', 'lint']],
        [
          `unit and API tests (Vitest, ${postgres ? 'PostgreSQL' : 'PGlite'})`,
          ['npx', 'vitest', 'run', '--project', 'server', '--project', 'web'],
        ],
        ['web build', ['npx', 'vite', 'build']],
        [
          `browser journeys (Playwright, ${postgres ? 'PostgreSQL' : 'PGlite'})`,
          ['npx', 'playwright', 'test'],
        ],
      ];

const times: string[] = [];
const started = Date.now();
for (const [name, [command, ...args]] of steps) {
  console.log(`\n== ${name}`);
  const at = Date.now();
  const { status, signal } = spawnSync(command!, args, {
    stdio: 'inherit',
    env: { ...process.env, ...(all ? { E2E_ALL_JOURNEYS: '1' } : {}) },
  });
  times.push(`${((Date.now() - at) / 1000).toFixed(0).padStart(5)} s  ${name}`);
  if (status !== 0) {
    console.error(`\n${name} failed (${signal ?? `exit ${status}`}).`);
    process.exit(status ?? 1);
  }
}
console.log(`\n== npm test took ${((Date.now() - started) / 60_000).toFixed(1)} min\n${times.join('\n')}`);
