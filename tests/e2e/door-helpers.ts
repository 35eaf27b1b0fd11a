import { type APIRequestContext, expect } from '@playwright/test';
import type { AdminClub } from '../../src/shared/api/admin/clubs-schema.ts';
import { type AltchaChallenge, solveAltcha } from '../altcha-solver.ts';
import { PROFILE } from './auth-helpers.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs `phone` in through the API (bot check, texted code, profile), so `request`'s cookie jar
 * holds the session. Admin numbers are shared with other journeys: the newest code in the outbox may
 * be one another test asked for meanwhile (it does not fit our verification id), so the whole round is
 * retried.
 */
export async function apiSignIn(request: APIRequestContext, phone: string, firstName = PROFILE.firstName) {
  for (let attempt = 0; attempt < 6; attempt++) {
    // The challenge for this number: a harder one once several codes went to it (as the web app does).
    const query = new URLSearchParams({ phoneNumber: phone });
    const challenge = (await (await request.get(`/api/auth/challenge?${query}`)).json()) as AltchaChallenge;
    const sent = await request.post('/api/auth/send-code', {
      data: { phoneNumber: phone, altcha: solveAltcha(challenge) },
    });
    // Another journey's code to the same number raised the difficulty meanwhile: a harder one, now.
    if (sent.status() === 428) continue;
    if (sent.status() === 429) {
      await pause(5_000);
      continue;
    }
    expect(sent.ok(), await sent.text()).toBe(true);
    const sms = (await (await request.get('/api/dev/sms')).json()) as {
      messages: { recipient: string; body: string }[];
    };
    const code = /\b(\d{6})\b/.exec(sms.messages.find((m) => m.recipient === phone)?.body ?? '')?.[1];
    const { verificationId } = (await sent.json()) as { verificationId: string };
    const verified = await request.post('/api/auth/verify-code', {
      data: { phoneNumber: phone, verificationId, code },
    });
    if (!verified.ok()) {
      await pause(1_000);
      continue;
    }
    const session = (await verified.json()) as { completionRequired: boolean };
    if (session.completionRequired) {
      const saved = await request.put('/api/profile', {
        data: { mode: 'sign-up', ...PROFILE, firstName },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
    return;
  }
  throw new Error(`Could not sign ${phone} in`);
}

/** An admin (in their own request context) puts `phone` on the door staff list. */
export async function addDoorStaff(admin: APIRequestContext, phone: string): Promise<void> {
  const response = await admin.post('/api/admin/staff', { data: { role: 'door', phoneNumber: phone } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The member (signed in on `member`) joins Neon Room's list for `date`; answers the pass and its QR text. */
export async function joinNeonRoom(
  member: APIRequestContext,
  date: string,
  party: { ladies: number; men: number } = { ladies: 1, men: 0 },
): Promise<{ passId: string; clubId: string; qrToken: string }> {
  const clubs = (await (await member.get(`/api/clubs?date=${date}`)).json()) as {
    clubs: { id: string; name: string }[];
  };
  const club = clubs.clubs.find((candidate) => candidate.name === 'Neon Room');
  expect(club, 'Neon Room is a demo club').toBeTruthy();
  const joined = await member.post('/api/guestlist-entries', {
    data: { clubId: club!.id, date, ...party, guestNames: [] },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  const entry = (await joined.json()) as { id: string };
  const pass = await member.get(`/api/passes/${entry.id}`);
  expect(pass.ok(), await pass.text()).toBe(true);
  const { id, qrToken } = (await pass.json()) as { id: string; qrToken: string };
  return { passId: id, clubId: club!.id, qrToken };
}

/**
 * A club of the caller's own, copied from the demo's Neon Room and open every day of the week; shown on
 * the home page when `visible` and it has a night open.
 */
export async function copyOfNeonRoom(
  admin: APIRequestContext,
  name: string,
  visible = true,
): Promise<string> {
  const listed = await admin.get('/api/admin/clubs');
  expect(listed.ok(), await listed.text()).toBe(true);
  const { clubs } = (await listed.json()) as { clubs: AdminClub[] };
  const neon = clubs.find((club) => club.name === 'Neon Room');
  expect(neon, 'Neon Room is a demo club').toBeTruthy();
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    image: _image,
    promoterRates: _rates,
    ...template
  } = neon as AdminClub & { createdAt?: string; updatedAt?: string; image?: unknown };
  const created = await admin.post('/api/admin/clubs', {
    data: {
      ...template,
      name,
      visible,
      sortOrder: null,
      activeDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: string }).id;
}
