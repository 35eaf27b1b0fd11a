import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ClubsCatalog } from '../clubs/clubs-catalog.ts';
import { guestlistEntries, notificationDeliveries, notifications, reservations } from '../db/schema.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { BOOTH, reservationApi } from '../testing/reservations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { REMINDER_QUIET_MS, ScheduledNotifications, sendDueReminders } from './scheduled-notifications.ts';

// Friday 27 November 2026, 07:00 in New York: the reminder is due at 15:00 there (20:00 UTC).
const MORNING = new Date('2026-11-27T12:00:00Z');
const FRIDAY = '2026-11-27';
const REMINDER_AT = new Date('2026-11-27T20:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let clubId: string;
beforeAll(async () => {
  t = await createTestApp({ now: MORNING });
  const club = await insertClub(t.database.db, {
    name: 'Velvet',
    reservationsEnabled: true,
    tableTypes: [BOOTH],
  });
  clubId = club.id;
  await openGuestlistDates(t.database.db, clubId, [FRIDAY]);
});
afterAll(() => t?.close());

async function join(member: Member, body: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guestlist-entries',
    headers: { cookie: member.cookie },
    payload: { clubId, date: FRIDAY, ladies: 3, men: 0, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; status: string };
}

async function kindsOf(member: Member) {
  const rows = await t.database.db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.userId, member.id))
    .orderBy(notifications.createdAt);
  return rows;
}

const reminders = async (member: Member) =>
  (await kindsOf(member)).filter((n) => n.kind === 'guestlist-reminder' || n.kind === 'reservation-reminder');

/** Runs the job at `now` as one process would. */
async function runAt(now: Date) {
  t.setNow(now);
  try {
    return await sendDueReminders(t.database.db, now);
  } finally {
    t.setNow(MORNING);
  }
}

describe('the reminder on the day', () => {
  test('a confirmed party hears at 15:00 club time on the night, once, by every channel it chose', async () => {
    const member = await createMember(t.database.db);
    const entry = await join(member);

    await runAt(new Date(REMINDER_AT.getTime() - 1));
    expect(await reminders(member)).toEqual([]);

    await runAt(REMINDER_AT);
    expect(await reminders(member)).toEqual([
      {
        kind: 'guestlist-reminder',
        title: "Tonight: you're on the list at Velvet",
        body: 'Fri, Nov 27 · Arrive before 23:00 (club time). Party: 3 ladies. Your pass is in the app.',
        link: `/passes/${entry.id}`,
      },
    ]);
    const [reminder] = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'guestlist-reminder')));
    const deliveries = await t.database.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, reminder!.id));
    expect(deliveries.map((d) => d.channel).sort()).toEqual(['email', 'sms']);

    // Later runs (and a restart) do not send it again.
    await runAt(at('2026-11-27T22:00:00Z'));
    expect(await reminders(member)).toHaveLength(1);
  });

  test('processes running the job at the same moment write each reminder once', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(t.database.db)));
    for (const member of members) await join(member);
    const catalog = new ClubsCatalog(t.database.db, () => REMINDER_AT);
    const processes = Array.from(
      { length: 3 },
      () =>
        new ScheduledNotifications({
          db: t.database.db,
          catalog,
          clock: () => REMINDER_AT,
          deliver: () => {},
          logger: pino({ level: 'silent' }),
        }),
    );
    await Promise.all(processes.map((p) => p.runOnce()));
    for (const member of members) expect(await reminders(member)).toHaveLength(1);
  });

  test('no reminder for a place confirmed just before it, a waitlisted or cancelled party, or after the list closed', async () => {
    const late = await createMember(t.database.db);
    t.setNow(new Date(REMINDER_AT.getTime() - REMINDER_QUIET_MS + 60_000));
    await join(late);
    t.setNow(MORNING);

    const cancelled = await createMember(t.database.db);
    const cancelledEntry = await join(cancelled);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/guestlist-entries/${cancelledEntry.id}/cancel`,
          headers: { cookie: cancelled.cookie },
        })
      ).statusCode,
    ).toBe(200);

    const waitlisted = await createMember(t.database.db);
    const waiting = await join(waitlisted);
    await t.database.db
      .update(guestlistEntries)
      .set({ status: 'waitlisted', waitlistedAt: MORNING })
      .where(eq(guestlistEntries.id, waiting.id));

    // The server was down all afternoon and evening: after 23:00 the reminder is pointless.
    const sleeper = await createMember(t.database.db);
    await join(sleeper);

    await runAt(REMINDER_AT);
    for (const member of [late, cancelled, waitlisted]) expect(await reminders(member)).toEqual([]);
    await t.database.db
      .delete(notifications)
      .where(and(eq(notifications.userId, sleeper.id), eq(notifications.kind, 'guestlist-reminder')));
    await runAt(at('2026-11-28T04:00:00Z'));
    expect(await reminders(sleeper)).toEqual([]);
  });

  test('follows each club’s clock', async () => {
    const london = await insertClub(t.database.db, { name: 'Fabric Hall', timeZone: 'Europe/London' });
    await openGuestlistDates(t.database.db, london.id, ['2026-11-28']);
    const member = await createMember(t.database.db);
    t.setNow(at('2026-11-27T20:00:00Z'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guestlist-entries',
      headers: { cookie: member.cookie },
      payload: { clubId: london.id, date: '2026-11-28', ladies: 0, men: 2 },
    });
    t.setNow(MORNING);
    expect(response.statusCode, response.body).toBe(201);
    // 15:00 in London on Saturday is 15:00 UTC (GMT in November).
    await runAt(at('2026-11-28T14:59:00Z'));
    expect(await reminders(member)).toEqual([]);
    await runAt(at('2026-11-28T15:00:00Z'));
    expect((await reminders(member)).map((n) => n.body)).toEqual([
      'Sat, Nov 28 · Arrive before 23:00 (club time). Party: 2 men. Your pass is in the app.',
    ]);
  });

  test('a confirmed table hears on the day; a request the club has not confirmed does not', async () => {
    const api = reservationApi(t, { clubId, date: FRIDAY });
    const admin = await createAdmin(t.database.db);
    const confirmed = await createMember(t.database.db);
    const pending = await createMember(t.database.db);
    const booked = (await api.create(confirmed)).json() as { id: string };
    expect((await api.create(pending)).statusCode).toBe(201);
    expect((await api.setStatus(admin, booked.id, { status: 'confirmed' })).statusCode).toBe(200);

    await runAt(REMINDER_AT);
    expect(await reminders(confirmed)).toEqual([
      {
        kind: 'reservation-reminder',
        title: 'Tonight: your table at Velvet',
        body: 'Fri, Nov 27 · arrive at 23:00 (club time). Booth, party of 4. Your pass is in the app.',
        link: `/my-reservations/${booked.id}`,
      },
    ]);
    expect(await reminders(pending)).toEqual([]);
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(row!.status).toBe('confirmed');
  });
});
