import { expect, test } from '@playwright/test';
import { readCode } from './auth-helpers.ts';
import { apiSignIn } from './door-helpers.ts';
import { newMember } from './fixtures.ts';

const PHONE_ONLY = 'a phone journey: members manage their account from their phones';

/**
 * Your data (decision 042): a member downloads everything held about them, deletes the account with
 * a fresh SMS code, and signing in again with the same number starts a new, empty account.
 */
test('download my data, delete my account, come back as someone new', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', PHONE_ONLY);
  const phone = await newMember(context, 'Imogen');
  const before = (await (await context.request.get('/api/auth/session')).json()) as { user: { uid: string } };

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'DOWNLOAD MY DATA' }).click();
  // Prepared in the background; the section looks again until it is ready.
  const download = section.getByRole('link', { name: 'DOWNLOAD MY DATA' });
  await expect(download).toBeVisible({ timeout: 20_000 });
  await expect(section.getByText(/You can download it until/)).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('nightlist-data.json');
  const archive = JSON.parse(
    await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
  );
  expect(archive.profile).toMatchObject({ id: before.user.uid, phoneNumber: phone, firstName: 'Imogen' });

  const opener = section.getByRole('button', { name: 'DELETE ACCOUNT' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'DELETE YOUR ACCOUNT?' });
  await expect(dialog.getByText('This is final.')).toBeVisible();
  await expect(dialog.getByText(/nothing else changes/)).toBeVisible();
  // Keeping the account gives focus back to the button that opened the dialog.
  await dialog.getByRole('button', { name: 'KEEP MY ACCOUNT' }).click();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: 'TEXT ME A CODE' }).click();
  const codeField = dialog.getByLabel('Code from the SMS');
  await expect(codeField).toBeFocused();
  await codeField.fill(await readCode(page, phone));
  await dialog.getByRole('button', { name: 'DELETE FOR GOOD' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await context.request.get('/api/me/data/archive')).status()).toBe(401);

  // The same number again: a new account, with nothing of the old one.
  await apiSignIn(context.request, phone, 'Someone');
  const after = (await (await context.request.get('/api/auth/session')).json()) as { user: { uid: string } };
  expect(after.user.uid).not.toBe(before.user.uid);
  const status = (await (await context.request.get('/api/me/data/archive')).json()) as { status: string };
  expect(status.status).toBe('none');
  const entries = (await (await context.request.get('/api/guestlist-entries')).json()) as {
    entries: unknown[];
  };
  expect(entries.entries).toEqual([]);
});
