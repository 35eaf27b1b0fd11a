import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rowsOf } from '../db/raw-rows.ts';
import { clubs, guestlistEntries, payments } from '../db/schema.ts';
import { doorApi, insertReservationRow, passToken } from '../testing/door.ts';
import { openGuestlistDates } from '../testing/fixtures.ts';
import { createAdmin } from '../testing/members.ts';
import { DEVICE, FRIDAY, field, NOW, PUSH_TOKEN, V1, WalletScene } from '../testing/wallet-scene.ts';
import { STANDIN_PASS_TYPE_ID } from './wallet-keys.ts';

const s = new WalletScene();
beforeAll(s.start);
afterAll(s.close);
const { newEntry, download, addToAppleWallet, applePass, register, updatedSince } = s;

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
    const noAuth = await s.t.app.inject({
      method: 'POST',
      url: `${V1}/devices/${DEVICE}/registrations/${STANDIN_PASS_TYPE_ID}/${serial}`,
      payload: { pushToken: PUSH_TOKEN },
    });
    expect(noAuth.statusCode).toBe(401);
    const otherType = await s.t.app.inject({
      method: 'POST',
      url: `${V1}/devices/${DEVICE}/registrations/pass.com.other/${serial}`,
      headers: { authorization: `ApplePass ${token}` },
      payload: { pushToken: PUSH_TOKEN },
    });
    expect(otherType.statusCode).toBe(404);
    const badBody = await s.t.app.inject({
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

    // The s.member cancels: the pass changes, the device is pushed, and asks again.
    s.pushes.length = 0;
    const cancel = await s.t.app.inject({
      method: 'POST',
      url: `/api/guestlist-entries/${entry.id}/cancel`,
      headers: { cookie: s.member.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await s.t.app.wallet.runOnce();
    expect(s.pushes).toEqual([{ pushToken: PUSH_TOKEN, serial }]);
    const changed = await updatedSince(tag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().serialNumbers).toEqual([serial]);
    expect(Number(changed.json().lastUpdated)).toBeGreaterThan(Number(tag));
    expect((await updatedSince(changed.json().lastUpdated)).statusCode).toBe(204);
    const updated = await applePass(serial, token, { 'if-modified-since': lastModified });
    expect(updated.statusCode).toBe(200);
    expect(Date.parse(updated.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(lastModified));
    const cancelled = s.verify(updated.rawPayload);
    expect(field(cancelled, 'status')).toBe('Cancelled');
    expect(cancelled.voided).toBe(true);
    // Nothing more to push.
    await s.t.app.wallet.runOnce();
    expect(s.pushes).toHaveLength(1);

    // The pass is removed from the device: unregistered, and no longer listed.
    const unregister = await s.t.app.inject({
      method: 'DELETE',
      url: `${V1}/devices/${DEVICE}/registrations/${STANDIN_PASS_TYPE_ID}/${serial}`,
      headers: { authorization: `ApplePass ${token}` },
    });
    expect(unregister.statusCode).toBe(200);
    expect((await updatedSince()).statusCode).toBe(204);

    const log = await s.t.app.inject({
      method: 'POST',
      url: `${V1}/log`,
      payload: { logs: ['Pass update failed'] },
    });
    expect(log.statusCode).toBe(200);
    expect(
      (await s.t.app.inject({ method: 'POST', url: `${V1}/log`, payload: { logs: 'x' } })).statusCode,
    ).toBe(400);
  });

  test('Apple’s calls need no session and pass the cross-site check (they are not a browser’s)', async () => {
    const entry = await newEntry();
    const pass = await addToAppleWallet(entry.id);
    const response = await s.t.app.inject({
      method: 'POST',
      url: `${V1}/devices/other-device/registrations/${STANDIN_PASS_TYPE_ID}/${pass.serialNumber}`,
      headers: { authorization: `ApplePass ${pass.authenticationToken}`, origin: 'https://evil.example' },
      payload: { pushToken: PUSH_TOKEN },
    });
    // The cross-site guard still refuses a browser's cross-site post; Apple's devices send no Origin.
    expect(response.statusCode).toBe(403);
  });
});

describe('limits', () => {
  test('120 requests a minute per address, then 429 (a phone asks a few times a night)', async () => {
    const send = () =>
      s.t.app.inject({
        method: 'POST',
        url: `${V1}/log`,
        remoteAddress: '10.7.7.7',
        payload: { logs: ['hello'] },
      });
    for (let i = 0; i < 120; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});

describe('a push on every change of what the pass shows', () => {
  async function registered(kind: 'guestlist' | 'reservation', id: string) {
    const url =
      kind === 'guestlist' ? `/api/passes/${id}/wallet/apple` : `/api/reservations/${id}/wallet/apple`;
    const response = await download(url);
    const pass = s.verify(response.rawPayload);
    expect((await register(pass.serialNumber, pass.authenticationToken, `device-${kind}`)).statusCode).toBe(
      201,
    );
    return { serial: pass.serialNumber as string, token: pass.authenticationToken as string };
  }
  async function pushedAfter(change: () => Promise<unknown>, serial: string) {
    await s.t.app.wallet.runOnce();
    s.pushes.length = 0;
    await change();
    await s.t.app.wallet.runOnce();
    return s.pushes.filter((push) => push.serial === serial).length;
  }
  const setEntryStatus = (id: string, status: 'confirmed' | 'waitlisted' | 'cancelled') =>
    s.t.database.db.update(guestlistEntries).set({ status }).where(eq(guestlistEntries.id, id));

  test('waitlisted → confirmed, checked in at the door, cancelled; nothing for an unrelated edit', async () => {
    const entry = await newEntry({ status: 'waitlisted' });
    const { serial, token } = await registered('guestlist', entry.id);
    // Waiting, the Wallet pass has no code for the door, as the web pass shows none.
    const waiting = s.verify((await applePass(serial, token)).rawPayload);
    expect(field(waiting, 'status')).toBe('Waitlisted');
    expect(waiting.barcodes).toBeUndefined();
    expect(await pushedAfter(() => setEntryStatus(entry.id, 'confirmed'), serial)).toBe(1);
    const confirmed = s.verify((await applePass(serial, token)).rawPayload);
    expect(confirmed.barcodes[0].message).toBe(await passToken(s.t, s.member, 'guestlist', entry.id));

    const admin = await createAdmin(s.t.database.db);
    const door = doorApi(s.t, admin, { clubId: s.clubId, date: FRIDAY });
    s.t.setNow(new Date('2026-11-28T04:10:00Z'));
    const qr = await passToken(s.t, s.member, 'guestlist', entry.id);
    expect(
      await pushedAfter(async () => expect((await door.checkIn({ token: qr })).statusCode).toBe(200), serial),
    ).toBe(1);
    const latest = s.verify((await applePass(serial, token)).rawPayload);
    expect(field(latest, 'status')).toBe('Checked in');
    s.t.setNow(NOW);

    // Touching a row without changing what the pass shows s.pushes nothing.
    const touch = () =>
      s.t.database.db
        .update(guestlistEntries)
        .set({ updatedAt: new Date() })
        .where(eq(guestlistEntries.id, entry.id));
    expect(await pushedAfter(touch, serial)).toBe(0);
  });

  test('an offered spot shows its deadline, and claiming it confirms the pass', async () => {
    const entry = await newEntry({ status: 'waitlisted' });
    const { serial, token } = await registered('guestlist', entry.id);
    // An offer as freed-spots writes it (decision 037): the deadline on the waiting entry.
    const offer = () =>
      s.t.database.db
        .update(guestlistEntries)
        .set({ offeredAt: NOW, offerExpiresAt: new Date(NOW.getTime() + 15 * 60_000) })
        .where(eq(guestlistEntries.id, entry.id));
    expect(await pushedAfter(offer, serial)).toBe(1);
    const offered = s.verify((await applePass(serial, token)).rawPayload);
    expect(field(offered, 'status')).toBe('Spot offered · claim by 10:15');
    expect(offered.barcodes).toBeUndefined();
    const claim = () =>
      s.t.app.inject({
        method: 'POST',
        url: `/api/guestlist-entries/${entry.id}/claim-offer`,
        headers: { cookie: s.member.cookie },
      });
    expect(await pushedAfter(async () => expect((await claim()).statusCode).toBe(200), serial)).toBe(1);
    const claimed = s.verify((await applePass(serial, token)).rawPayload);
    expect(field(claimed, 'status')).toBe('Confirmed');
    expect(claimed.barcodes[0].message).toBe(await passToken(s.t, s.member, 'guestlist', entry.id));
  });

  test('a club edit that shows on its passes (its name) pushes them; one that does not, nothing', async () => {
    // The trigger bumps the nights from yesterday on by the database's own date: the entry is tonight's there.
    const [today] = rowsOf<{ today: string }>(
      await s.t.database.db.execute(sql`select current_date::text as today`),
    );
    const entry = await newEntry({ date: today!.today });
    const { serial, token } = await registered('guestlist', entry.id);
    const rename = () =>
      s.t.database.db.update(clubs).set({ name: 'Neon Room NYC' }).where(eq(clubs.id, s.clubId));
    expect(await pushedAfter(rename, serial)).toBe(1);
    expect(field(s.verify((await applePass(serial, token)).rawPayload), 'club')).toBe('Neon Room NYC');
    const reorder = () => s.t.database.db.update(clubs).set({ sortOrder: 7 }).where(eq(clubs.id, s.clubId));
    expect(await pushedAfter(reorder, serial)).toBe(0);
    await s.t.database.db.update(clubs).set({ name: 'Neon Room' }).where(eq(clubs.id, s.clubId));
  });

  test('a closed night cancels the pass, and pushes it', async () => {
    const date = '2026-11-30';
    await openGuestlistDates(s.t.database.db, s.clubId, [date]);
    const entry = await newEntry({ date });
    const { serial } = await registered('guestlist', entry.id);
    const admin = await createAdmin(s.t.database.db);
    const close = () =>
      s.t.app.inject({
        method: 'DELETE',
        url: `/api/admin/clubs/${s.clubId}/dates/${date}?confirm=true`,
        headers: { cookie: admin.cookie },
      });
    expect(await pushedAfter(async () => expect((await close()).statusCode).toBe(200), serial)).toBe(1);
  });

  test('a table confirmed by the club, then its deposit paid', async () => {
    const reservation = await insertReservationRow(s.t.database.db, {
      userId: s.member.id,
      clubId: s.clubId,
      date: FRIDAY,
      status: 'requested',
    });
    const { serial } = await registered('reservation', reservation.id);
    const admin = await createAdmin(s.t.database.db);
    const confirm = () =>
      s.t.app.inject({
        method: 'POST',
        url: `/api/admin/reservations/${reservation.id}/status`,
        headers: { cookie: admin.cookie },
        payload: { status: 'confirmed' },
      });
    expect(await pushedAfter(async () => expect((await confirm()).statusCode).toBe(200), serial)).toBe(1);
    // The deposit's payment: taken, then paid.
    const [payment] = await s.t.database.db
      .insert(payments)
      .values({
        reservationId: reservation.id,
        userId: s.member.id,
        clubId: s.clubId,
        attempt: 1,
        provider: 'standin',
        status: 'held',
        capture: 'manual',
        amountCents: 20_000,
      })
      .returning();
    await s.t.app.wallet.runOnce();
    const paid = () =>
      s.t.database.db.update(payments).set({ status: 'paid' }).where(eq(payments.id, payment!.id));
    expect(await pushedAfter(paid, serial)).toBe(1);
  });
});
