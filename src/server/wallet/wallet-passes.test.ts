import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guestlistEntries, walletDevSends, walletPasses } from '../db/schema.ts';
import { insertReservationRow, passToken } from '../testing/door.ts';
import { createMember } from '../testing/members.ts';
import { FRIDAY, field, NOW, type PassJson, PUBLIC_URL, WalletScene } from '../testing/wallet-scene.ts';
import { DEV_GOOGLE_SAVE_PATH } from './dev-google-save-page.ts';
import { STANDIN_PASS_TYPE_ID } from './wallet-keys.ts';

const WEB_SERVICE = `${PUBLIC_URL}/api/wallet/apple`;

const s = new WalletScene();
beforeAll(s.start);
afterAll(s.close);
const { newEntry, download, addToAppleWallet } = s;

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
      relevantDates: [{ startDate: '2026-11-28T03:00:00.000Z', endDate: '2026-11-28T11:00:00.000Z' }],
      barcodes: [
        { format: 'PKBarcodeFormatQR', message: await passToken(s.t, s.member, 'guestlist', entry.id) },
      ],
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
    const reservation = await insertReservationRow(s.t.database.db, {
      userId: s.member.id,
      clubId: s.clubId,
      date: FRIDAY,
      partySize: 6,
    });
    const response = await download(`/api/reservations/${reservation.id}/wallet/apple`);
    expect(response.statusCode, response.body).toBe(200);
    const pass = s.verify(response.rawPayload);
    expect(pass.barcodes[0].message).toBe(await passToken(s.t, s.member, 'reservation', reservation.id));
    expect(field(pass, 'party')).toBe('Booth for 6 people');
    expect(field(pass, 'status')).toBe('Confirmed');
    expect(pass.relevantDate).toBe('2026-11-28T04:00:00.000Z');
  });

  test('only the member’s own pass: another s.member and a signed-out visitor are refused', async () => {
    const entry = await newEntry();
    const other = await createMember(s.t.database.db);
    expect((await download(`/api/passes/${entry.id}/wallet/apple`, other)).statusCode).toBe(404);
    expect((await download(`/api/passes/${entry.id}/wallet/google`, other)).statusCode).toBe(404);
    expect((await s.t.app.inject({ url: `/api/passes/${entry.id}/wallet/apple` })).statusCode).toBe(401);
    expect((await download('/api/passes/not-a-uuid/wallet/apple')).statusCode).toBe(404);
    expect((await download(`/api/reservations/${entry.id}/wallet/apple`)).statusCode).toBe(404);
  });
});

describe('Add to Google Wallet', () => {
  test('a save link with a JWT signed by the service account, and the object patched on change', async () => {
    const entry = await newEntry();
    const response = await download(`/api/passes/${entry.id}/wallet/google`);
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().url;
    // The stand-in's link opens its own save page, not Google's (which would refuse its key).
    const saveUrl = `${PUBLIC_URL}${DEV_GOOGLE_SAVE_PATH}`;
    expect(url.startsWith(saveUrl)).toBe(true);
    const jwt = url.slice(saveUrl.length);
    const page = await s.t.app.inject({ url: `${DEV_GOOGLE_SAVE_PATH}${jwt}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Google Wallet stand-in');
    expect(page.body).toContain('Neon Room');
    const forged = await s.t.app.inject({ url: `${DEV_GOOGLE_SAVE_PATH}${jwt.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(400);
    const publicKey = crypto
      .createPublicKey(s.keys.googleKey)
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
      barcode: { type: 'QR_CODE', value: await passToken(s.t, s.member, 'guestlist', entry.id) },
    });
    const [row] = await s.t.database.db.select().from(walletPasses).where(eq(walletPasses.passId, entry.id));
    expect(object.id).toBe(`3388000000000000000.${row!.serial}`);

    // The stand-in records the patch Google's API would get.
    await s.t.database.db
      .update(guestlistEntries)
      .set({ status: 'cancelled' })
      .where(eq(guestlistEntries.id, entry.id));
    await s.t.app.wallet.runOnce();
    const sends = await s.t.database.db
      .select()
      .from(walletDevSends)
      .where(eq(walletDevSends.serial, row!.serial));
    expect(sends.map((send) => send.provider)).toEqual(['google']);
    expect(sends[0]!.body).toMatchObject({ id: object.id, state: 'INACTIVE' });
    // …and shows it to developers, as /dev/sms shows the texts.
    const dev = await s.t.app.inject({ url: '/api/dev/wallet' });
    expect(dev.json().sends[0]).toMatchObject({ provider: 'google', serial: row!.serial, target: object.id });
    expect(decodeJwt(jwt).iat).toBe(Math.floor(NOW.getTime() / 1000));
  });
});
