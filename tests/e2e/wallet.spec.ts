import { readFile } from 'node:fs/promises';
import { verifyPkpass } from '../../src/server/testing/pkpass.ts';
import { randomPhone } from './auth-helpers.ts';
import { addDoorStaff, apiSignIn, joinNeonRoom } from './door-helpers.ts';
import { expect, newMember, test } from './fixtures.ts';
import { nextThursday } from './helpers.ts';

/** Apple Wallet's button shows on an iPhone (an Android phone gets Google's). */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
test.use({ userAgent: IPHONE });

type PassJson = ReturnType<typeof verifyPkpass>['passJson'];
const status = (pass: PassJson) =>
  (pass.eventTicket.headerFields as { key: string; value: string }[]).find((field) => field.key === 'status')
    ?.value;

test('a member adds their pass to Apple Wallet; the door checks them in, and the updated pass says so', async ({
  page,
  playwright,
  adminContext,
}, testInfo) => {
  test.setTimeout(90_000);
  const { baseURL } = testInfo.project.use;
  const night = nextThursday();
  await newMember(page.context(), 'Ada');
  const { passId, clubId, qrToken } = await joinNeonRoom(page.context().request, night);

  // The member's pass page: Apple's badge (this is an iPhone), which downloads the signed pass.
  await page.goto(`/passes/${passId}`);
  const add = page.getByRole('link', { name: /^Add to Apple Wallet: Neon Room/ });
  await expect(add).toBeVisible();
  await expect(page.getByRole('button', { name: /Add to Google Wallet/ })).toHaveCount(0);
  const box = await add.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  const downloading = page.waitForEvent('download');
  await add.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`nightlist-${passId}.pkpass`);
  const added = verifyPkpass(await readFile((await download.path())!)).passJson;
  expect(added.barcodes[0].message).toBe(qrToken);
  expect(added.webServiceURL).toBe(`${baseURL}/api/wallet/apple`);
  expect(status(added)).toBe('Confirmed');
  const serial: string = added.serialNumber;
  const passType: string = added.passTypeIdentifier;

  // The phone registers for updates, as Wallet does after adding it: no cookie, the pass's token.
  const device = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `ApplePass ${added.authenticationToken}` },
  });
  const deviceId = `journey-${testInfo.project.name}-${Date.now()}`;
  try {
    const registered = await device.post(
      `/api/wallet/apple/v1/devices/${deviceId}/registrations/${passType}/${serial}`,
      {
        data: { pushToken: 'ab'.repeat(32) },
      },
    );
    expect(registered.status()).toBe(201);
    const listed = await device.get(`/api/wallet/apple/v1/devices/${deviceId}/registrations/${passType}`);
    const { lastUpdated } = (await listed.json()) as { lastUpdated: string };

    // The door checks the party in.
    // The slot's admin (signed in once per run) puts a door staffer on the list.
    const doorPhone = randomPhone();
    await addDoorStaff(adminContext.request, doorPhone);
    const door = await playwright.request.newContext({ baseURL });
    await apiSignIn(door, doorPhone, 'Sam');
    const checkIn = await door.post('/api/door/check-ins', { data: { clubId, date: night, token: qrToken } });
    expect(checkIn.ok(), await checkIn.text()).toBe(true);
    await door.dispose();

    // The server pushed the change (the stand-in records it): the device's serials since its tag list the pass…
    await expect
      .poll(async () => {
        const since = await device.get(
          `/api/wallet/apple/v1/devices/${deviceId}/registrations/${passType}?passesUpdatedSince=${lastUpdated}`,
        );
        return since.status() === 200
          ? ((await since.json()) as { serialNumbers: string[] }).serialNumbers
          : [];
      })
      .toContain(serial);
    // …the stand-in recorded the push APNs would have had (an empty body, to the device's token)…
    const recorded = await device.get('/api/dev/wallet');
    const { sends } = (await recorded.json()) as {
      sends: { provider: string; serial: string; target: string }[];
    };
    expect(sends).toContainEqual(
      expect.objectContaining({ provider: 'apns', serial, target: 'ab'.repeat(32) }),
    );
    // …and the latest pass, fetched as Wallet fetches it, says checked in.
    const latest = await device.get(`/api/wallet/apple/v1/passes/${passType}/${serial}`);
    expect(latest.status()).toBe(200);
    expect(latest.headers()['last-modified']).toBeTruthy();
    const updated = verifyPkpass(await latest.body()).passJson;
    expect(status(updated)).toBe('Checked in');
    expect(updated.barcodes[0].message).toBe(qrToken);
  } finally {
    await device.dispose();
  }
});
