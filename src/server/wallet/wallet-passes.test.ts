import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findSecret } from '../auth/secrets-repository.ts';
import { guestlistEntries, payments, walletDevSends, walletPasses } from '../db/schema.ts';
import { doorApi, insertEntryRow, insertReservationRow, passToken } from '../testing/door.ts';
import { insertClub, openGuestlistDates, guestlistOptionFixture as option } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { verifyPkpass } from '../testing/pkpass.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { PassPusher } from './apns.ts';
import { GOOGLE_SAVE_URL } from './google-wallet.ts';
import { STANDIN_PASS_TYPE_ID } from './wallet-keys.ts';

// Friday 2026-11-27, 10:00 in New York: the night is Friday's.
const NOW = new Date('2026-11-27T15:00:00Z');
const FRIDAY = '2026-11-27';
const PUBLIC_URL = 'https://nightlist.example.com';
const WEB_SERVICE = `${PUBLIC_URL}/api/wallet/apple`;
const V1 = '/api/wallet/apple/v1';
const DEVICE = 'a1b2c3d4e5f6device';
const PUSH_TOKEN = 'ab'.repeat(32);

/** Every push the worker makes, as APNs would receive them. */
const pushes: { pushToken: string; serial: string }[] = [];
const pusher: PassPusher = {
  async push(pushToken, serial) {
    pushes.push({ pushToken, serial });
    return 'sent';
  },
  close() {},
};

let t: TestApp;
let member: Member;
let clubId: string;
let keys: { caCert: string; signerCert: string; googleKey: string };

beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { PUBLIC_URL }, walletPusher: pusher });
  const club = await insertClub(t.database.db, {
    name: 'Neon Room',
    address: '9 Mercer St, New York, NY 10013',
    guestlistOptions: { female: option({ closesAt: '23:30' }), male: option({ closesAt: '23:00' }) },
  });
  clubId = club.id;
  await openGuestlistDates(t.database.db, clubId, [FRIDAY]);
  member = await createMember(t.database.db);
  keys = JSON.parse((await findSecret(t.database.db, 'wallet-standin-keys'))!);
});
afterAll(() => t?.close());

/** A new member's entry (one per member, club and night); `member` is then that member. */
async function newEntry(values: Partial<Parameters<typeof insertEntryRow>[1]> = {}) {
  member = await createMember(t.database.db);
  return insertEntryRow(t.database.db, {
    userId: member.id,
    clubId,
    date: FRIDAY,
    ladies: 2,
    men: 1,
    ...values,
  });
}

async function download(url: string, who: Member = member) {
  return t.app.inject({ url, headers: who.cookie ? { cookie: who.cookie } : {} });
}

async function addToAppleWallet(entryId: string) {
  const response = await download(`/api/passes/${entryId}/wallet/apple`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
  return verifyPkpass(response.rawPayload, keys.signerCert, keys.caCert).passJson;
}

// biome-ignore lint/suspicious/noExplicitAny: pass.json as Wallet reads it
type PassJson = Record<string, any>;
const applePass = (serial: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: `${V1}/passes/${STANDIN_PASS_TYPE_ID}/${serial}`,
    headers: { authorization: `ApplePass ${token}`, ...headers },
  });
const register = (serial: string, token: string, device = DEVICE) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/devices/${device}/registrations/${STANDIN_PASS_TYPE_ID}/${serial}`,
    headers: { authorization: `ApplePass ${token}` },
    payload: { pushToken: PUSH_TOKEN },
  });
const updatedSince = (tag?: string, device = DEVICE) =>
  t.app.inject({
    url: `${V1}/devices/${device}/registrations/${STANDIN_PASS_TYPE_ID}${tag === undefined ? '' : `?passesUpdatedSince=${tag}`}`,
  });
const field = (pass: PassJson, key: string) =>
  Object.values(pass.eventTicket as Record<string, { key: string; value: string }[]>)
    .flat()
    .find((f) => f.key === key)?.value;

describe('Add to Apple Wallet', () => {
  test('a signed .pkpass showing what the web pass shows, with the door’s QR and the night’s time', async () => {
    const entry = await newEntry({ guestNames: ['Ann Lee', 'Bob Ray'] });
    const pass = await addToAppleWallet(entry.id);
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: STANDIN_PASS_TYPE_ID,
      teamIdentifier: expect.stringMatching(/^[A-Z0-9]{10}$/),
      serialNumber: expect.stringMatching(/^[0-9a-f-]{36}$/),
      webServiceURL: WEB_SERVICE,
      authenticationToken: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/),
      // 22:00 club time on Friday, an hour before the men's 23:00 closing.
      relevantDate: '2026-11-28T03:00:00.000Z',
      expirationDate: '2026-11-28T11:00:00.000Z',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: await passToken(t, member, 'guestlist', entry.id) }],
    });
    expect(pass.serialNumber).not.toBe(entry.id);
    expect(pass.voided).toBeUndefined();
    expect(field(pass, 'club')).toBe('Neon Room');
    expect(field(pass, 'night')).toBe('Fri, Nov 27');
    expect(field(pass, 'party')).toBe('2 ladies · 1 man');
    expect(field(pass, 'status')).toBe('Confirmed');
    expect(field(pass, 'arrive')).toMatch(/^Arrive before 23:00/);
    expect(field(pass, 'terms')).toContain('Arrive before 23:00');
    expect(field(pass, 'guests')).toBe('Ann Lee\nBob Ray');
    expect(field(pass, 'address')).toBe('9 Mercer St, New York, NY 10013');
    // Clubs carry an address, not coordinates: no locations rather than invented ones.
    expect(pass.locations).toBeUndefined();

    // Downloading again gives the same pass (same serial and token), not a second one.
    const again = await addToAppleWallet(entry.id);
    expect(again.serialNumber).toBe(pass.serialNumber);
    expect(again.authenticationToken).toBe(pass.authenticationToken);
  });

  test('a table reservation is a pass too', async () => {
    const reservation = await insertReservationRow(t.database.db, {
      userId: member.id,
      clubId,
      date: FRIDAY,
      partySize: 6,
    });
    const response = await download(`/api/reservations/${reservation.id}/wallet/apple`);
    expect(response.statusCode, response.body).toBe(200);
    const pass = verifyPkpass(response.rawPayload, keys.signerCert, keys.caCert).passJson;
    expect(pass.barcodes[0].message).toBe(await passToken(t, member, 'reservation', reservation.id));
    expect(field(pass, 'party')).toBe('Booth for 6 people');
    expect(field(pass, 'status')).toBe('Confirmed');
    expect(pass.relevantDate).toBe('2026-11-28T04:00:00.000Z');
  });

  test('only the member’s own pass: another member and a signed-out visitor are refused', async () => {
    const entry = await newEntry();
    const other = await createMember(t.database.db);
    expect((await download(`/api/passes/${entry.id}/wallet/apple`, other)).statusCode).toBe(404);
    expect((await download(`/api/passes/${entry.id}/wallet/google`, other)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/passes/${entry.id}/wallet/apple` })).statusCode).toBe(401);
    expect((await download('/api/passes/not-a-uuid/wallet/apple')).statusCode).toBe(404);
    expect((await download(`/api/reservations/${entry.id}/wallet/apple`)).statusCode).toBe(404);
  });
});

describe('the PassKit web service, as Apple documents it', () => {
  test('register, updated serials, latest pass, unregister, log', async () => {
    const entry = await newEntry();
    const pass = await addToAppleWallet(entry.id);
    const serial: string = pass.serialNumber;
    const token: string = pass.authenticationToken;

    // A device registers: 201, then 200 when it already was; a wrong token is 401.
    expect((await register(serial, token)).statusCode).toBe(201);
    expect((await register(serial, token)).statusCode).toBe(200);
    expect((await register(serial, `${token.slice(0, -2)}xx`)).statusCode).toBe(401);
    expect((await register(crypto.randomUUID(), token)).statusCode).toBe(401);
    const noAuth = await t.app.inject({
      method: 'POST',
      url: `${V1}/devices/${DEVICE}/registrations/${STANDIN_PASS_TYPE_ID}/${serial}`,
      payload: { pushToken: PUSH_TOKEN },
    });
    expect(noAuth.statusCode).toBe(401);
    const otherType = await t.app.inject({
      method: 'POST',
      url: `${V1}/devices/${DEVICE}/registrations/pass.com.other/${serial}`,
      headers: { authorization: `ApplePass ${token}` },
      payload: { pushToken: PUSH_TOKEN },
    });
    expect(otherType.statusCode).toBe(404);
    const badBody = await t.app.inject({
      method: 'POST',
      url: `${V1}/devices/${DEVICE}/registrations/${STANDIN_PASS_TYPE_ID}/${serial}`,
      headers: { authorization: `ApplePass ${token}` },
      payload: { pushToken: '' },
    });
    expect(badBody.statusCode).toBe(400);

    // Its passes without a tag: 200 with the serial; since the tag it was given: 204.
    const first = await updatedSince();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().serialNumbers).toContain(serial);
    const tag: string = first.json().lastUpdated;
    expect((await updatedSince(tag)).statusCode).toBe(204);
    expect((await updatedSince('nonsense')).statusCode).toBe(400);

    // The latest pass: 200 with Last-Modified, then 304 when asked If-Modified-Since it.
    const latest = await applePass(serial, token);
    expect(latest.statusCode).toBe(200);
    const lastModified = latest.headers['last-modified'] as string;
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect((await applePass(serial, token, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await applePass(serial, 'x'.repeat(43))).statusCode).toBe(401);

    // The member cancels: the pass changes, the device is pushed, and asks again.
    pushes.length = 0;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/guestlist-entries/${entry.id}/cancel`,
      headers: { cookie: member.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.app.wallet.runOnce();
    expect(pushes).toEqual([{ pushToken: PUSH_TOKEN, serial }]);
    const changed = await updatedSince(tag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().serialNumbers).toEqual([serial]);
    expect(Number(changed.json().lastUpdated)).toBeGreaterThan(Number(tag));
    expect((await updatedSince(changed.json().lastUpdated)).statusCode).toBe(204);
    const updated = await applePass(serial, token, { 'if-modified-since': lastModified });
    expect(updated.statusCode).toBe(200);
    expect(Date.parse(updated.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(lastModified));
    const cancelled = verifyPkpass(updated.rawPayload, keys.signerCert, keys.caCert).passJson;
    expect(field(cancelled, 'status')).toBe('Cancelled');
    expect(cancelled.voided).toBe(true);
    // Nothing more to push.
    await t.app.wallet.runOnce();
    expect(pushes).toHaveLength(1);

    // The pass is removed from the device: unregistered, and no longer listed.
    const unregister = await t.app.inject({
      method: 'DELETE',
      url: `${V1}/devices/${DEVICE}/registrations/${STANDIN_PASS_TYPE_ID}/${serial}`,
      headers: { authorization: `ApplePass ${token}` },
    });
    expect(unregister.statusCode).toBe(200);
    expect((await updatedSince()).statusCode).toBe(204);

    const log = await t.app.inject({
      method: 'POST',
      url: `${V1}/log`,
      payload: { logs: ['Pass update failed'] },
    });
    expect(log.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `${V1}/log`, payload: { logs: 'x' } })).statusCode,
    ).toBe(400);
  });

  test('Apple’s calls need no session and pass the cross-site check (they are not a browser’s)', async () => {
    const entry = await newEntry();
    const pass = await addToAppleWallet(entry.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `${V1}/devices/other-device/registrations/${STANDIN_PASS_TYPE_ID}/${pass.serialNumber}`,
      headers: { authorization: `ApplePass ${pass.authenticationToken}`, origin: 'https://evil.example' },
      payload: { pushToken: PUSH_TOKEN },
    });
    // The cross-site guard still refuses a browser's cross-site post; Apple's devices send no Origin.
    expect(response.statusCode).toBe(403);
  });
});

describe('a push on every change of what the pass shows', () => {
  async function registered(kind: 'guestlist' | 'reservation', id: string) {
    const url =
      kind === 'guestlist' ? `/api/passes/${id}/wallet/apple` : `/api/reservations/${id}/wallet/apple`;
    const response = await download(url);
    const pass = verifyPkpass(response.rawPayload, keys.signerCert, keys.caCert).passJson;
    expect((await register(pass.serialNumber, pass.authenticationToken, `device-${kind}`)).statusCode).toBe(
      201,
    );
    return { serial: pass.serialNumber as string, token: pass.authenticationToken as string };
  }
  async function pushedAfter(change: () => Promise<unknown>, serial: string) {
    await t.app.wallet.runOnce();
    pushes.length = 0;
    await change();
    await t.app.wallet.runOnce();
    return pushes.filter((push) => push.serial === serial).length;
  }
  const setEntryStatus = (id: string, status: 'confirmed' | 'waitlisted' | 'cancelled') =>
    t.database.db.update(guestlistEntries).set({ status }).where(eq(guestlistEntries.id, id));

  test('waitlisted → confirmed, checked in at the door, cancelled; nothing for an unrelated edit', async () => {
    const entry = await newEntry({ status: 'waitlisted' });
    const { serial, token } = await registered('guestlist', entry.id);
    // Waiting, the Wallet pass has no code for the door, as the web pass shows none.
    const waiting = verifyPkpass(
      (await applePass(serial, token)).rawPayload,
      keys.signerCert,
      keys.caCert,
    ).passJson;
    expect(field(waiting, 'status')).toBe('Waitlisted');
    expect(waiting.barcodes).toBeUndefined();
    expect(await pushedAfter(() => setEntryStatus(entry.id, 'confirmed'), serial)).toBe(1);
    const confirmed = verifyPkpass(
      (await applePass(serial, token)).rawPayload,
      keys.signerCert,
      keys.caCert,
    ).passJson;
    expect(confirmed.barcodes[0].message).toBe(await passToken(t, member, 'guestlist', entry.id));

    const admin = await createAdmin(t.database.db);
    const door = doorApi(t, admin, { clubId, date: FRIDAY });
    t.setNow(new Date('2026-11-28T04:10:00Z'));
    const qr = await passToken(t, member, 'guestlist', entry.id);
    expect(
      await pushedAfter(async () => expect((await door.checkIn({ token: qr })).statusCode).toBe(200), serial),
    ).toBe(1);
    const latest = verifyPkpass(
      (await applePass(serial, token)).rawPayload,
      keys.signerCert,
      keys.caCert,
    ).passJson;
    expect(field(latest, 'status')).toBe('Checked in');
    t.setNow(NOW);

    // Touching a row without changing what the pass shows pushes nothing.
    const touch = () =>
      t.database.db
        .update(guestlistEntries)
        .set({ updatedAt: new Date() })
        .where(eq(guestlistEntries.id, entry.id));
    expect(await pushedAfter(touch, serial)).toBe(0);
  });

  test('a closed night cancels the pass, and pushes it', async () => {
    const date = '2026-11-30';
    await openGuestlistDates(t.database.db, clubId, [date]);
    const entry = await newEntry({ date });
    const { serial } = await registered('guestlist', entry.id);
    const admin = await createAdmin(t.database.db);
    const close = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/clubs/${clubId}/dates/${date}?confirm=true`,
        headers: { cookie: admin.cookie },
      });
    expect(await pushedAfter(async () => expect((await close()).statusCode).toBe(200), serial)).toBe(1);
  });

  test('a table confirmed by the club, then its deposit paid', async () => {
    const reservation = await insertReservationRow(t.database.db, {
      userId: member.id,
      clubId,
      date: FRIDAY,
      status: 'requested',
    });
    const { serial } = await registered('reservation', reservation.id);
    const admin = await createAdmin(t.database.db);
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/reservations/${reservation.id}/status`,
        headers: { cookie: admin.cookie },
        payload: { status: 'confirmed' },
      });
    expect(await pushedAfter(async () => expect((await confirm()).statusCode).toBe(200), serial)).toBe(1);
    // The deposit's payment: taken, then paid.
    const [payment] = await t.database.db
      .insert(payments)
      .values({
        reservationId: reservation.id,
        userId: member.id,
        clubId,
        attempt: 1,
        provider: 'standin',
        status: 'held',
        capture: 'manual',
        amountCents: 20_000,
      })
      .returning();
    await t.app.wallet.runOnce();
    const paid = () =>
      t.database.db.update(payments).set({ status: 'paid' }).where(eq(payments.id, payment!.id));
    expect(await pushedAfter(paid, serial)).toBe(1);
  });
});

describe('Add to Google Wallet', () => {
  test('a save link with a JWT signed by the service account, and the object patched on change', async () => {
    const entry = await newEntry();
    const response = await download(`/api/passes/${entry.id}/wallet/google`);
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().url;
    expect(url.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const jwt = url.slice(GOOGLE_SAVE_URL.length);
    const publicKey = crypto
      .createPublicKey(keys.googleKey)
      .export({ type: 'spki', format: 'pem' })
      .toString();
    const { payload, protectedHeader } = await jwtVerify(jwt, await importSPKI(publicKey, 'RS256'), {
      audience: 'google',
      issuer: 'standin@nightlist.invalid',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: [PUBLIC_URL] });
    const object = (payload.payload as { genericObjects: PassJson[] }).genericObjects[0]!;
    expect(object).toMatchObject({
      state: 'ACTIVE',
      header: { defaultValue: { value: 'Neon Room' } },
      barcode: { type: 'QR_CODE', value: await passToken(t, member, 'guestlist', entry.id) },
    });
    const [row] = await t.database.db.select().from(walletPasses).where(eq(walletPasses.passId, entry.id));
    expect(object.id).toBe(`3388000000000000000.${row!.serial}`);

    // The stand-in records the patch Google's API would get.
    await t.database.db
      .update(guestlistEntries)
      .set({ status: 'cancelled' })
      .where(eq(guestlistEntries.id, entry.id));
    await t.app.wallet.runOnce();
    const sends = await t.database.db
      .select()
      .from(walletDevSends)
      .where(eq(walletDevSends.serial, row!.serial));
    expect(sends.map((send) => send.provider)).toEqual(['google']);
    expect(sends[0]!.body).toMatchObject({ id: object.id, state: 'INACTIVE' });
    // …and shows it to developers, as /dev/sms shows the texts.
    const dev = await t.app.inject({ url: '/api/dev/wallet' });
    expect(dev.json().sends[0]).toMatchObject({ provider: 'google', serial: row!.serial, target: object.id });
    expect(decodeJwt(jwt).iat).toBe(Math.floor(NOW.getTime() / 1000));
  });
});
