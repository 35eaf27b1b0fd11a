import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.ts';
import { chooseE2EPort, DEFAULT_E2E_PORT } from './scripts/e2e-port.ts';

// Playwright loads this file again in each worker, which inherits this process's environment: a
// port chosen here goes back into E2E_PORT, so the workers, the server and the folders agree on it.
if (!process.env.TEST_WORKER_INDEX) {
  const choice = await chooseE2EPort(process.env.E2E_PORT);
  if ('error' in choice) {
    console.error(choice.error);
    process.exit(1);
  }
  if (choice.moved) {
    console.log(`Port ${DEFAULT_E2E_PORT} is in use: the e2e server takes ${choice.port} (E2E_PORT sets it)`);
    process.env.E2E_PORT = String(choice.port);
  }
}
const PORT = Number(process.env.E2E_PORT ?? DEFAULT_E2E_PORT);
// Separate data and build folders let two runs (or two people) share a checkout.
const DATA_DIR = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data${process.env.E2E_PORT ?? ''}`;
const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR;
const DEPLOY_SPEC = /pwa-deploy\.spec\.ts$/;
/**
 * The journeys whose outcome the database engine decides, run on PostgreSQL too: live updates that
 * travel through LISTEN/NOTIFY (a date opened, a table confirmed, a waitlist promoted, a promoter's
 * guests arriving), writes that race (the door's offline sync, a spot freed and taken) and payments.
 * The rest (layout, themes, sign-in screens, accessibility, the offline app) render the same answers
 * whichever engine wrote them, and run on the embedded database only (npm test -- --all runs them all).
 */
const ENGINE_JOURNEYS = /\/(admin-dates|admin-night|guestlist|reservation|scan|deposits|promoter)\.spec\.ts$/;
/**
 * Journeys a phone is for, run at phone width only (issue 32: the desktop run repeated them step for
 * step, 80 s of the suite's two cores): the door's scanner, a promoter in the street, the pass's
 * offline copy, Wallet and push, guest passes, deposits from a phone, and the accessibility walk
 * (phone width, issue 20). Single journeys whose screens a laptop does not change carry the tag
 * `@phone-only` (the sign-in dialog's details, the home page's address and banners, the assistant's
 * answers); their layouts at 1280 px are still looked at by the journeys left and `npm run screenshots`.
 */
const PHONE_ONLY_JOURNEYS =
  /\/(scan|scan-release|guest-passes|push|wallet|pwa|promoter|deposits|accessibility)\.spec\.ts$/;
const ENGINE_ONLY = Boolean(process.env.DATABASE_URL) && !process.env.E2E_ALL_JOURNEYS;
const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  browserName: 'chromium' as const,
};

// The real server on a fresh embedded database (or DATABASE_URL's PostgreSQL), in the Chromium or
// Chrome that scripts/find-chromium.ts finds.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [
        ['list'],
        ['html', { open: 'never', outputFolder: `.tmp/playwright-report${process.env.E2E_PORT ?? ''}` }],
      ],
  outputDir: `.tmp/test-results${process.env.E2E_PORT ?? ''}`,
  // A journey is 20-40 steps with two browsers on two cores: measured here at 0.5-2.7 s a step
  // under that load (a fresh page costs Chromium ~0.5 s of CPU before the app runs at all), so a
  // 30 s journey budget and 10 s for a page's data failed on a busy CI machine, never on a bug.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    timezoneId: 'America/New_York',
    locale: 'en-US',
    // Recording a trace (a DOM snapshot at every step) took a fifth of the suite's CPU time, measured
    // here: CI keeps one only for a journey it runs again, where nobody opens it anyway; a person
    // running the journeys gets one for each that fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: ENGINE_ONLY
    ? [{ name: 'phone', testMatch: ENGINE_JOURNEYS, use: PHONE }]
    : [
        { name: 'phone', testIgnore: DEPLOY_SPEC, use: PHONE },
        // The journeys whose screens change at laptop width (PHONE_ONLY_JOURNEYS and @phone-only aside).
        {
          name: 'desktop',
          testIgnore: process.env.E2E_ALL_JOURNEYS ? DEPLOY_SPEC : [DEPLOY_SPEC, PHONE_ONLY_JOURNEYS],
          grepInvert: process.env.E2E_ALL_JOURNEYS ? undefined : /@phone-only/,
          use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
        },
        // A second real build of the app, alone at the end: it would slow the journeys beside it.
        { name: 'deploy', testMatch: DEPLOY_SPEC, dependencies: ['phone', 'desktop'], use: PHONE },
      ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node src/server/main.ts`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // Development mode keeps the SMS stand-in's /dev/sms page, where the journeys read their codes.
      NODE_ENV: 'development',
      DATA_DIR,
      ...(WEB_DIST_DIR ? { WEB_DIST_DIR } : {}),
      DEMO_DATA: 'on',
      // The journeys read what they just wrote, reports included: never from a replica that
      // scripts/with-postgres.sh --replica may have started (decision 048).
      DATABASE_REPLICA_URL: '',
      DEFAULT_TIME_ZONE: 'America/New_York',
      LOG_LEVEL: 'warn',
      // A journey may act on a night to come (completing a table waits for its arrival time): a
      // request carrying X-Test-Clock is served at that instant (tests/e2e/helpers.ts moveContextTo).
      TEST_CLOCK: 'on',
      // Stopped at the end of the run: no balancer to drain for.
      SHUTDOWN_DRAIN_SECONDS: '0',
      // One admin number per spec and project: specs run at the same time, and a second code sent
      // to the same number would replace the first one's. 100/101 auth (signs in through the
      // dialog), 108-111 scan, 114/115 analytics, 116 deposits (phone only), 124/125 layout-stability,
      // 118/119 team, 120/121 promoter, 122/123 venue-promoters, 126/127 member polish, 117 and
      // 128/129 accessibility; 130-139 the admin of each parallel slot, signed in once per run for
      // the journeys that only need an admin to set their scene (tests/e2e/fixtures.ts).
      // 106 guest-book (phone only). 102-105, 107 and 112/113 are free.
      ADMIN_PHONES: Array.from({ length: 40 }, (_, i) => `+121255501${String(i).padStart(2, '0')}`).join(','),
      // The push journey's local push service (tests/e2e/push.spec.ts) listens on http://127.0.0.1.
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'on',
      // An easy proof of work: the journeys test the bot check's flow, not its strength.
      ALTCHA_MAX_NUMBER: '1000',
      // Every journey signs in from 127.0.0.1; the per-IP limit has its own API tests.
      AUTH_CODES_PER_IP_PER_HOUR: '500',
      // Likewise every page of every journey calls the API from 127.0.0.1; the limit has its own tests.
      API_REQUESTS_PER_IP_PER_MINUTE: '100000',
      // ...and every page it opens is one analytics visitor's: past a day's 1,000 events (the
      // accessibility pass alone sends hundreds) the analytics journey's own visit was dropped.
      ANALYTICS_EVENTS_PER_VISITOR_PER_DAY: '1000000',
    },
  },
});
