import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import type { SessionResponse } from '../../src/shared/api/auth-schema.ts';
import { randomPhone } from './auth-helpers.ts';
import { apiSignIn } from './door-helpers.ts';
import { closeContexts } from './helpers.ts';

/**
 * Signed in once per role (Epic Stack's tests/playwright-utils.ts pattern): a journey that needs an
 * admin to set its scene gets one already signed in, instead of going through the sign-in dialog
 * again. The dialog itself is walked through once per role: auth.spec.ts for a member and an admin,
 * team.spec.ts for a venue's manager.
 */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The admin of this worker's slot: one number per parallel slot (ADMIN_PHONES 130-139, see
 * playwright.config.ts), so no two journeys running at once ask for a code to the same number, and
 * a slot's workers (a new one starts after a failed journey) sign in once per run: the session is
 * kept in the run's output folder, which Playwright empties when a run starts.
 */
const slotAdminPhone = (parallelIndex: number) => `+12125550${130 + parallelIndex}`;

async function signedIn(
  state: StorageState,
  baseURL: string,
  playwright: PlaywrightWorkerArgs['playwright'],
) {
  const request = await playwright.request.newContext({ baseURL, storageState: state });
  try {
    const response = await request.get('/api/auth/session');
    return response.ok() && ((await response.json()) as SessionResponse).roles.admin === true;
  } finally {
    await request.dispose();
  }
}

export const test = base.extend<
  {
    /** A browser context of its own, signed in as the slot's admin, closed after the test. */
    adminContext: BrowserContext;
    /** A page in `adminContext`. */
    admin: Page;
  },
  { adminState: StorageState }
>({
  adminState: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const phone = slotAdminPhone(workerInfo.parallelIndex);
      const file = path.join(workerInfo.project.outputDir, '.auth', `admin-${phone}.json`);
      let state = await readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as StorageState,
        () => undefined,
      );
      if (!state || !(await signedIn(state, baseURL, playwright))) {
        const request = await playwright.request.newContext({ baseURL });
        await apiSignIn(request, phone, 'Ana');
        state = await request.storageState();
        await request.dispose();
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(`${file}.tmp`, JSON.stringify(state));
        await rename(`${file}.tmp`, file);
      }
      await use(state);
    },
    { scope: 'worker' },
  ],
  adminContext: async ({ browser, adminState }, use, testInfo) => {
    const context = await browser.newContext({
      ...testInfo.project.use,
      baseURL: testInfo.project.use.baseURL,
      storageState: adminState,
    });
    await use(context);
    await closeContexts(context);
  },
  admin: async ({ adminContext }, use) => {
    await use(await adminContext.newPage());
  },
});

export { expect };

/**
 * A new member, signed up through the API in `context`'s cookie jar (the browser's pages share it):
 * for journeys whose subject comes after the sign-up. The dialog has its own journeys in auth.spec.ts.
 * Answers the phone number.
 */
export async function newMember(context: BrowserContext, firstName?: string): Promise<string> {
  const phone = randomPhone();
  await apiSignIn(context.request, phone, firstName);
  return phone;
}
