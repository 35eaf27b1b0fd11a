import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recordAudit } from '../audit/audit-repository.ts';
import {
  adminPhoneNumbers,
  auditLog,
  guestlistDates,
  paymentEvents,
  payments,
  standinCheckouts,
  users,
} from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { recordingSms } from '../testing/recording-sms.ts';
import { atTime, BOOTH, reservationApi } from '../testing/reservations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Thursday afternoon in New York: Friday's table is a day away (a hold), one in two weeks is paid.
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';
const IN_TWO_WEEKS = '2026-12-11';
const MONDAY = '2026-11-23';
const SUNDAY = new Date('2026-11-22T15:00:00Z');

let t: TestApp;
const sms = recordingSms();
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, sms: sms.sender });
  admin = await createAdmin(t.database.db);
});
afterAll(() => t?.close());

const call = (member: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload ? { payload } : {}) });

async function payAtCheckout(checkoutUrl: string) {
  const paid = await t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'card=works',
  });
  expect(paid.statusCode).toBe(303);
}

/** A member with a full history: a past table completed (cashback), two coming tables, a place. */
async function memberWithHistory() {
  // A club of its own: its one place on Friday is this member's.
  const club = await insertClub(t.database.db, {
    name: 'Neon Room',
    reservationsEnabled: true,
    reservationCashback: 10,
    tableTypes: [BOOTH],
    depositPercent: 25,
    cancellationCutoffHours: 24,
  });
  const clubId = club.id;
  await t.database.db.insert(guestlistDates).values({ clubId, date: FRIDAY, capacityFemale: 1 });
  const member = await createMember(t.database.db);
  await t.database.db
    .update(users)
    .set({
      firstName: 'Zelda',
      lastName: `Quartermaine${member.id.slice(0, 6)}`,
      email: `zelda.${member.id.slice(0, 8)}@example.com`,
      instagram: `zq_${member.id.slice(0, 8)}`,
    })
    .where(eq(users.id, member.id));
  const [user] = await t.database.db.select().from(users).where(eq(users.id, member.id));

  // Monday's table, booked on Sunday without a deposit, completed with $700 spent: $70 cashback.
  const past = await atTime(t, SUNDAY, NOW, async () => {
    const api = reservationApi(t, { clubId, date: MONDAY });
    const created = (
      await api.create(member, {
        tableTypeId: null,
        notes: 'Zelda Quartermaine birthday'.replace('Quartermaine', `Quartermaine${member.id.slice(0, 6)}`),
      })
    ).json();
    expect((await api.setStatus(admin, created.id, { status: 'confirmed' })).statusCode).toBe(200);
    return created;
  });
  const completed = await atTime(t, new Date('2026-11-24T05:00:00Z'), NOW, () =>
    reservationApi(t, {}).setStatus(admin, past.id, { status: 'completed', amountSpent: 700 }),
  );
  expect(completed.statusCode, completed.body).toBe(200);

  const held = (await reservationApi(t, { clubId, date: FRIDAY }).create(member)).json();
  await payAtCheckout(held.deposit.checkoutUrl);
  const paid = (await reservationApi(t, { clubId, date: IN_TWO_WEEKS }).create(member)).json();
  await payAtCheckout(paid.deposit.checkoutUrl);

  const entry = await call(member, 'POST', '/api/guestlist-entries', {
    clubId,
    date: FRIDAY,
    ladies: 1,
    men: 0,
    guestNames: [],
  });
  expect(entry.statusCode, entry.body).toBe(201);
  return { clubId, member, user: user!, held, paid, entry: entry.json() };
}

async function report(clubId: string) {
  const response = await call(
    admin,
    'GET',
    `/api/admin/reports?from=${MONDAY}&to=${MONDAY}&clubId=${clubId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().totals;
}

describe('the archive', () => {
  test('holds what the API shows the member, only for them, one a day', async () => {
    const { member } = await memberWithHistory();
    const other = await createMember(t.database.db);
    expect((await call(member, 'GET', '/api/me/data/archive')).json().status).toBe('none');
    const asked = await call(member, 'POST', '/api/me/data/archive');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().status).toBe('preparing');
    expect((await call(member, 'POST', '/api/me/data/archive')).statusCode).toBe(429);
    expect((await call(member, 'GET', '/api/me/data/archive/download')).statusCode).toBe(404);

    expect(await t.app.dataArchives.runOnce()).toBe(1);
    const ready = (await call(member, 'GET', '/api/me/data/archive')).json();
    expect(ready.status).toBe('ready');
    expect(new Date(ready.expiresAt).getTime() - NOW.getTime()).toBe(7 * 24 * 3_600_000);

    const download = await call(member, 'GET', '/api/me/data/archive/download');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    const archive = download.json();
    const shown = async (url: string) => (await call(member, 'GET', url)).json();
    const session = await shown('/api/auth/session');
    expect(archive.profile.phoneNumber).toBe(session.user.phoneNumber);
    expect(archive.profile.instagram).toBe(session.profile?.instagram ?? archive.profile.instagram);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
    expect(ids(archive.guestlistEntries)).toEqual(ids((await shown('/api/guestlist-entries')).entries));
    expect(ids(archive.reservations)).toEqual(ids((await shown('/api/reservations')).reservations));
    const cashback = await shown('/api/cashback');
    const ledger = archive.cashbackLedger as { amountCents: number }[];
    expect(ledger.reduce((sum, row) => sum + row.amountCents, 0)).toBe(cashback.balanceCents);
    // The "ready" notice is written after the archive: everything before it is in there.
    const notes = (await shown('/api/notifications')).notifications.filter(
      (n: { kind: string }) => n.kind !== 'data-archive-ready',
    );
    expect(ids(archive.notifications)).toEqual(ids(notes));
    expect(archive.payments).toHaveLength(2);
    expect(download.body).not.toMatch(/token_?hash|p256dh/i);

    // Another member reaches only their own (none): the same 404 as no archive at all.
    expect((await call(other, 'GET', '/api/me/data/archive/download')).statusCode).toBe(404);
  });
});

/** Every text, jsonb and array column of every table, searched for each value (information_schema). */
async function findAnywhere(values: string[]) {
  const columns = (
    (await t.database.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and (data_type in ('text', 'jsonb', 'json', 'ARRAY', 'character varying'))`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    }
  ).rows;
  const found: string[] = [];
  const patterns = sql`${sql.param(values.map((value) => `%${value}%`))}::text[]`;
  // One statement per column, every value at once: the whole database is read once.
  for (const { table_name: table, column_name: column } of columns) {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike any(${patterns})`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('deleting an account', () => {
  test('tells the figures, needs a fresh code, erases the person and keeps the venue’s accounts', async () => {
    const { clubId, member, user, held, paid } = await memberWithHistory();
    const waiting = await createMember(t.database.db);
    const queued = await call(waiting, 'POST', '/api/guestlist-entries', {
      clubId,
      date: FRIDAY,
      ladies: 1,
      men: 0,
      guestNames: [],
    });
    expect(queued.json().status).toBe('waitlisted');
    const before = await report(clubId);
    expect(before).toMatchObject({ reservations: 1, completed: 1, spendCents: 70_000, cashbackCents: 7_000 });

    const figures = (await call(member, 'GET', '/api/me/data/deletion')).json();
    expect(figures).toMatchObject({
      cashbackForfeitedCents: 7_000,
      heldReleased: { count: 1 },
      paidRefunded: { count: 1 },
      keptByTerms: { count: 0, cents: 0 },
      placesFreed: { nights: 1, people: 1 },
    });

    const wrong = await call(member, 'POST', '/api/me/data/deletion', {
      verificationId: 'nope',
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const sent = await call(member, 'POST', '/api/me/data/deletion/code');
    expect(sent.statusCode, sent.body).toBe(200);
    const text = sms.to(user.phoneNumber).at(-1)!;
    expect(text.body).toContain('DELETE');
    const code = /\b(\d{6})\b/.exec(text.body)![1]!;
    const deleted = await call(member, 'POST', '/api/me/data/deletion', {
      verificationId: sent.json().verificationId,
      code,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Sessions are dead.
    expect((await call(member, 'GET', '/api/me/data/archive')).statusCode).toBe(401);
    // Nothing anywhere holds their name, number, email or Instagram handle.
    expect(await findAnywhere([user.phoneNumber, user.lastName, user.email!, user.instagram!])).toEqual([]);
    // The venue's figures for Monday are as they were.
    expect(await report(clubId)).toEqual(before);
    // Their place went to the waitlist (an offer, the club's mode).
    const next = (await call(waiting, 'GET', `/api/guestlist-entries/${queued.json().id}`)).json();
    expect(next.offer?.state).toBe('open');
    // The held deposit released, the paid one refunded, through the stand-in.
    const rows = await t.database.db
      .select({ id: payments.id, reservationId: payments.reservationId, status: payments.status })
      .from(payments)
      .where(eq(payments.userId, member.id));
    expect(rows.find((row) => row.reservationId === held.id)?.status).toBe('released');
    expect(rows.find((row) => row.reservationId === paid.id)?.status).toBe('refunded');
    const refunded = await t.database.db
      .select({ kind: paymentEvents.kind })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, rows.find((row) => row.reservationId === paid.id)!.id));
    expect(refunded.map((e) => e.kind)).toContain('refunded');
    const intents = await t.database.db.select().from(standinCheckouts);
    expect(intents.some((i) => i.intentStatus === 'canceled')).toBe(true);
    // A tombstone keeps the id; the number is free for a new account.
    const [tombstone] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(tombstone!.deletedAt).not.toBeNull();
    expect(tombstone!.phoneNumber).toBe(`deleted:${member.id}`);
  });
});

describe('a staff member deleting their account', () => {
  test('loses their roles; the audit log keeps what they did, by "a deleted user"', async () => {
    const staff = await createAdmin(t.database.db);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, staff.id));
    await recordAudit(
      t.database.db,
      user!,
      { action: 'club.update', targetType: 'club', targetId: null, clubId: null, summary: 'Renamed a club' },
      NOW,
    );
    const sent = await call(staff, 'POST', '/api/me/data/deletion/code');
    const code = /\b(\d{6})\b/.exec(sms.to(user!.phoneNumber).at(-1)!.body)![1]!;
    const deleted = await call(staff, 'POST', '/api/me/data/deletion', {
      verificationId: sent.json().verificationId,
      code,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const roles = await t.database.db
      .select()
      .from(adminPhoneNumbers)
      .where(eq(adminPhoneNumbers.phoneNumber, user!.phoneNumber));
    expect(roles).toEqual([]);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, staff.id));
    expect(rows.map((row) => [row.actorName, row.actorPhone, row.summary])).toEqual([
      ['a deleted user', '', 'Renamed a club'],
    ]);
  });
});
