import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { PROFILE_BUTTONS, PROFILE_SIGN_UP_HEADING } from '../../src/shared/profile.ts';

const usedPhones = new Set<string>();

/**
 * A fresh US number (+1 646 NXX XXXX) per person, so parallel tests never share per-phone limits or
 * sign in as each other: with 10,000 numbers the suite's ~250 sign-ups collided about twice a run,
 * and the second journey became the first's member, with the first's name.
 */
export function randomPhone(): string {
  for (;;) {
    const phone = `+1646${randomInt(200, 1000)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    if (!usedPhones.has(phone)) {
      usedPhones.add(phone);
      return phone;
    }
  }
}

interface OutboxMessage {
  recipient: string;
  body: string;
}

/** The newest code texted to `phone`, read from the development SMS outbox like a developer would. */
export async function readCode(page: Page, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/dev/sms');
      const { messages } = (await response.json()) as { messages: OutboxMessage[] };
      code = /\b(\d{6})\b/.exec(messages.find((m) => m.recipient === phone)?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

export const dialog = (page: Page) => page.getByRole('dialog');

/** In the open sign-in dialog: phone number, SEND CODE, and waits for the code step. */
export async function requestCode(page: Page, phone: string, typed = phone): Promise<string> {
  await dialog(page).getByLabel('Phone number').fill(typed);
  await dialog(page).getByRole('button', { name: 'SEND CODE' }).click();
  await expect(dialog(page).getByRole('group', { name: 'Verification code' })).toBeVisible();
  return readCode(page, phone);
}

/** In the open sign-in dialog: the whole sign-in, typing the code digit by digit. */
export async function signIn(page: Page, phone: string, typed = phone): Promise<void> {
  const code = await requestCode(page, phone, typed);
  await dialog(page).getByLabel('Digit 1 of 6').pressSequentially(code);
  await dialog(page).getByRole('button', { name: 'VERIFY' }).click();
}

export const PROFILE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  instagram: 'ada.l',
};

/** Fills and saves the sign-up profile form (the dialog's profile step or /profile-completion). */
export async function completeProfile(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: PROFILE_SIGN_UP_HEADING });
  await form.getByLabel('First name').fill(PROFILE.firstName);
  await form.getByLabel('Last name').fill(PROFILE.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(PROFILE.email);
  await form.getByLabel('Instagram handle').fill(PROFILE.instagram);
  await form.getByRole('button', { name: PROFILE_BUTTONS.signUp }).click();
}

/** A brand-new user signs in from the open dialog and completes the profile there. */
export async function signUp(page: Page, phone = randomPhone()): Promise<string> {
  await signIn(page, phone);
  await completeProfile(page);
  await expect(dialog(page)).toBeHidden();
  return phone;
}

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Main menu' });
}
