import { randomPhone } from './auth-helpers.ts';
import { addDoorStaff, apiSignIn, joinNeonRoom } from './door-helpers.ts';
import { expect, newMember, test } from './fixtures.ts';
import { nextThursday } from './helpers.ts';

test('a party leader sends a pass to a friend, who claims it and is admitted with it', async ({
  page,
  browser,
  playwright,
  adminContext,
}, testInfo) => {
  test.setTimeout(90_000);
  const { baseURL } = testInfo.project.use;
  const night = nextThursday();
  await newMember(page.context(), 'Jess');
  const { passId, clubId } = await joinNeonRoom(page.context().request, night, { ladies: 2, men: 0 });

  // The leader sends a lady's place from their pass: a link to share.
  await page.goto(`/passes/${passId}`);
  await expect(page.getByRole('heading', { name: 'Send passes to your guests' })).toBeVisible();
  const send = page.getByRole('button', { name: 'SEND A LADY’S PLACE' });
  expect((await send.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await send.click();
  await expect(page.getByText('Sent · not claimed yet')).toBeVisible();
  const link = (await page.getByTestId('guest-pass-link').textContent())!;
  expect(link).toMatch(/\/claim\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByRole('button', { name: 'SEND A LADY’S PLACE' })).toHaveCount(0);

  // The friend, on their own phone, signs in and claims it.
  const friendContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  try {
    await newMember(friendContext, 'Maya');
    const friend = await friendContext.newPage();
    await friend.goto(new URL(link).pathname);
    await expect(friend.getByRole('heading', { name: 'Jess invites you' })).toBeVisible();
    await expect(friend.getByText('Neon Room')).toBeVisible();
    await friend.getByRole('button', { name: 'CLAIM MY PASS' }).click();
    await expect(friend).toHaveURL(/\/guest-passes\/[0-9a-f-]{36}$/);
    const guestPassId = friend.url().split('/').pop()!;
    await expect(friend.getByRole('img', { name: /Door QR code for Neon Room/ })).toBeVisible();
    const own = await friendContext.request.get(`/api/guest-passes/${guestPassId}`);
    const { qrToken } = (await own.json()) as { qrToken: string };

    // The leader sees who claimed it.
    await page.reload();
    await expect(page.getByText('Claimed by Maya')).toBeVisible();

    // The door scans the friend's own pass: one person admitted, once.
    const doorPhone = randomPhone();
    await addDoorStaff(adminContext.request, doorPhone);
    const door = await playwright.request.newContext({ baseURL });
    try {
      await apiSignIn(door, doorPhone, 'Sam');
      const scan = () => door.post('/api/door/check-ins', { data: { clubId, date: night, token: qrToken } });
      const admitted = await (await scan()).json();
      expect(admitted).toMatchObject({ verdict: 'valid', admitted: { people: 1 }, pass: { kind: 'guest' } });
      expect(admitted.pass.holderName).toMatch(/^Maya/);
      expect((await (await scan()).json()).verdict).toBe('already_checked_in');
    } finally {
      await door.dispose();
    }

    await friend.reload();
    await expect(friend.getByText('CHECKED IN')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Maya · arrived')).toBeVisible();
  } finally {
    await friendContext.close();
  }
});
