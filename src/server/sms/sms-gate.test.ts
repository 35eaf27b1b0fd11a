import { and, eq, gte } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOTIFICATION_KINDS } from '../../shared/api/guestlist-schema.ts';
import { SEND_CODE_ERRORS } from '../../shared/auth-messages.ts';
import { notificationDeliveries, notifications, rateLimitHits, users } from '../db/schema.ts';
import { insertNotification, type NotificationKind } from '../notifications/notifications-repository.ts';
import { TEXT_PRIORITY } from '../notifications/text-priority.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { captureLogs } from '../testing/log-capture.ts';
import { recordingSms } from '../testing/recording-sms.ts';
import { injectCaller, requestCode } from '../testing/sign-in.ts';
import { callAs } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { uniqueIp, uniquePhone } from '../testing/unique.ts';
import { createTeamMember, insertVenue } from '../testing/venues.ts';
import { BUDGET_SHARE, SmsGate } from './sms-gate.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const HOUR = 3_600_000;
const NIGHT = '2026-11-27';
let premium = 100;
/** A US +1-900 premium-rate number: SMS pumping's favourite destination. */
const premiumPhone = () => `+1900555${String(++premium).padStart(4, '0')}`;

async function member(t: TestApp, phoneNumber: string): Promise<string> {
  const [row] = await t.database.db
    .insert(users)
    .values({ phoneNumber, firstName: 'Test', lastName: 'Member', email: null })
    .returning({ id: users.id });
  return row!.id;
}

async function budgetSpent(t: TestApp, since = new Date(NOW.getTime() - HOUR)): Promise<number> {
  const rows = await t.database.db
    .select({ id: rateLimitHits.id })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, 'sms:all'), gte(rateLimitHits.at, since)));
  return rows.length;
}

async function smsStatusOf(t: TestApp, userId: string) {
  return t.database.db
    .select({
      status: notificationDeliveries.status,
      lastError: notificationDeliveries.lastError,
      holdReason: notificationDeliveries.holdReason,
      attempts: notificationDeliveries.attempts,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(and(eq(notifications.userId, userId), eq(notificationDeliveries.channel, 'sms')));
}

function notify(t: TestApp, userId: string, kind: NotificationKind, expiresAt: Date | null = null) {
  return insertNotification(t.database.db, {
    userId,
    kind,
    title: `A ${kind} text`,
    body: 'Body',
    link: null,
    // Due at once whatever the test's clock says later.
    createdAt: NOW,
    expiresAt,
  });
}

describe('every kind of text goes through the one gate', () => {
  let t: TestApp;
  let sms: ReturnType<typeof recordingSms>;
  let club: string;
  let promoter: Awaited<ReturnType<typeof createTeamMember>>;
  beforeAll(async () => {
    sms = recordingSms();
    t = await createTestApp({ now: NOW, sms: sms.sender, env: { ALTCHA_MAX_NUMBER: '100' } });
    const db = t.database.db;
    club = (await insertClub(db, { name: 'Velvet' })).id;
    const venue = await insertVenue(db, 'Velvet Group', [club]);
    await openGuestlistDates(db, club, [NIGHT]);
    promoter = await createTeamMember(db, 'promoter', { clubId: club });
    const manager = await createTeamMember(db, 'manager', { venueId: venue.id });
    const team = (await callAs(t, manager)('GET', '/api/admin/team')).json();
    const role = team.members.find((m: { phoneNumber: string }) => m.phoneNumber === promoter.phoneNumber);
    await callAs(t, manager)('PUT', `/api/admin/team/${role.id}`, { guestAllowance: 100 });
  });
  afterAll(() => t?.close());

  /** Makes the service text `phone` a message of `kind`, as it would in use. */
  async function sendKind(kind: string, phone: string): Promise<void> {
    if (kind === 'sign-in code') {
      const response = await requestCode(injectCaller(t.app, { remoteAddress: uniqueIp() }), phone);
      if (phone.startsWith('+1900')) expect(response.json()).toMatchObject({ code: 'unsupported-number' });
      else expect(response.status).toBe(200);
      return;
    }
    if (kind === 'promoter invitation') {
      const response = await callAs(t, promoter)('POST', '/api/promoter/guests', {
        clubId: club,
        date: NIGHT,
        guests: [{ firstName: 'Gina', lastName: 'Guest', phoneNumber: phone, gender: 'female' }],
      });
      expect(response.statusCode, response.body).toBe(200);
    } else await notify(t, await member(t, phone), kind as NotificationKind);
    await t.app.deliveryWorker.runOnce();
  }

  test.each(['sign-in code', 'promoter invitation', ...NOTIFICATION_KINDS])(
    '%s: refused for a premium-rate number, counted in the hourly budget for a mobile',
    async (kind) => {
      const before = await budgetSpent(t);
      const refused = premiumPhone();
      await sendKind(kind, refused);
      expect(sms.to(refused)).toEqual([]);
      expect(await budgetSpent(t)).toBe(before);

      const mobile = uniquePhone();
      await sendKind(kind, mobile);
      expect(sms.to(mobile)).toHaveLength(1);
      expect(await budgetSpent(t)).toBe(before + 1);
    },
  );

  test('a refused notification text is recorded with its reason, never tried again', async () => {
    const userId = await member(t, premiumPhone());
    await notify(t, userId, 'reservation-confirmed');
    await t.app.deliveryWorker.runOnce();
    expect(await smsStatusOf(t, userId)).toEqual([
      {
        status: 'refused',
        lastError: expect.stringContaining('premium-rate'),
        holdReason: null,
        attempts: 1,
      },
    ]);
  });
});

describe('the hourly budget by priority (SMS_PER_HOUR=10)', () => {
  let t: TestApp;
  let sms: ReturnType<typeof recordingSms>;
  let logs: ReturnType<typeof captureLogs>;
  beforeAll(async () => {
    sms = recordingSms();
    logs = captureLogs();
    t = await createTestApp({
      now: NOW,
      sms: sms.sender,
      logger: logs.logger,
      env: { ALTCHA_MAX_NUMBER: '100', SMS_PER_HOUR: '10' },
    });
  });
  afterAll(() => t?.close());

  test("a Friday's reminders fill half of it, invitations and receipts 80%; sign-in codes still go", async () => {
    expect(BUDGET_SHARE).toEqual({ urgent: 1, standard: 0.8, bulk: 0.5 });
    // Twelve reminders at 15:00, to twelve members; the night ends later.
    const until = new Date(NOW.getTime() + 8 * HOUR);
    const reminded = await Promise.all(Array.from({ length: 12 }, () => member(t, uniquePhone())));
    for (const userId of reminded) await notify(t, userId, 'guestlist-reminder', until);
    await t.app.deliveryWorker.runOnce();
    expect(sms.texts).toHaveLength(5);
    const held = (await Promise.all(reminded.map((id) => smsStatusOf(t, id)))).flat();
    expect(held.filter((d) => d.status === 'sent')).toHaveLength(5);
    // Held, not failed: no try is spent, and the reason is kept for the operator.
    expect(held.filter((d) => d.status === 'pending')).toEqual(
      Array(7).fill({
        status: 'pending',
        lastError: null,
        holdReason: expect.stringContaining('SMS_PER_HOUR'),
        attempts: 0,
      }),
    );

    // Receipts go on to 8 of the 10.
    const receipts = await Promise.all(Array.from({ length: 4 }, () => member(t, uniquePhone())));
    for (const userId of receipts) await notify(t, userId, 'deposit-paid');
    await t.app.deliveryWorker.runOnce();
    expect(sms.texts).toHaveLength(8);

    // Sign-in codes take the last fifth, then are refused, and the operator hears of it once.
    const code = () => requestCode(injectCaller(t.app, { remoteAddress: uniqueIp() }), uniquePhone());
    expect((await code()).status).toBe(200);
    expect((await code()).status).toBe(200);
    const refused = await code();
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'quota-exceeded',
      message: SEND_CODE_ERRORS['quota-exceeded'],
    });
    const errors = logs.entries().filter((entry) => entry.level >= 50);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors[0]!.msg).toContain('SMS_PER_HOUR');
    expect(sms.texts).toHaveLength(10);
  });

  test('held texts go when the hour has room; a reminder whose night has passed never goes', async () => {
    // An hour after the first sends, the window is empty again: the held reminders go, up to half.
    t.setNow(new Date(NOW.getTime() + HOUR + 1000));
    const before = sms.texts.length;
    await t.app.deliveryWorker.runOnce();
    expect(sms.texts.length - before).toBe(5);

    // One reminder is still held; its night ends before the next hour has room.
    const late = await member(t, uniquePhone());
    await notify(t, late, 'reservation-reminder', new Date(NOW.getTime() + HOUR + 60_000));
    await t.app.deliveryWorker.runOnce();
    expect((await smsStatusOf(t, late))[0]).toMatchObject({ status: 'pending' });
    t.setNow(new Date(NOW.getTime() + 3 * HOUR));
    await t.app.deliveryWorker.runOnce();
    expect((await smsStatusOf(t, late))[0]).toMatchObject({ status: 'expired' });
    expect(sms.to((await phoneOf(t, late))!)).toEqual([]);
  });
});

async function phoneOf(t: TestApp, userId: string) {
  const [row] = await t.database.db
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  return row?.phoneNumber;
}

describe('at most TEXTS_PER_NUMBER_PER_DAY (5) texts to one number, sign-in codes apart', () => {
  let t: TestApp;
  let sms: ReturnType<typeof recordingSms>;
  beforeAll(async () => {
    sms = recordingSms();
    t = await createTestApp({ now: NOW, sms: sms.sender, env: { ALTCHA_MAX_NUMBER: '100' } });
  });
  afterAll(() => t?.close());

  test('the sixth text of the day is refused; a sign-in code still goes; the next day texts go again', async () => {
    const phone = uniquePhone();
    const userId = await member(t, phone);
    for (let i = 0; i < 6; i++) await notify(t, userId, 'reservation-confirmed');
    await t.app.deliveryWorker.runOnce();
    expect(sms.to(phone)).toHaveLength(5);
    const statuses = await smsStatusOf(t, userId);
    expect(statuses.filter((d) => d.status === 'refused')).toEqual([
      expect.objectContaining({ lastError: expect.stringContaining('its 5 texts from Nightlist') }),
    ]);

    const code = await requestCode(injectCaller(t.app, { remoteAddress: uniqueIp() }), phone);
    expect(code.status).toBe(200);
    expect(sms.to(phone)).toHaveLength(6);

    t.setNow(new Date(NOW.getTime() + 24 * HOUR + 1000));
    await notify(t, userId, 'cashback-credited');
    await t.app.deliveryWorker.runOnce();
    expect(sms.to(phone)).toHaveLength(7);
  });
});

describe('the limits are counted in the database, so they hold across server processes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
  });
  afterAll(() => t?.close());

  test("a second process's gate sees the first one's texts", async () => {
    const gate = () =>
      new SmsGate({
        db: t.database.db,
        sender: recordingSms().sender,
        clock: () => NOW,
        logger: pino({ level: 'silent' }),
        limits: { countries: ['US'], perHour: 4, perNumberPerDay: 5, promoterPerHour: 20 },
      });
    const [one, two] = [gate(), gate()];
    const texts = (n: number) =>
      Array.from({ length: n }, () => ({ to: uniquePhone(), priority: 'urgent' as const, expiresAt: null }));
    const [a, b] = await Promise.all([one.admitQueued(texts(3)), two.admitQueued(texts(3))]);
    const sent = [...a, ...b].filter((verdict) => verdict.kind === 'send');
    expect(sent).toHaveLength(4);
    expect([...a, ...b].filter((verdict) => verdict.kind === 'hold')).toHaveLength(2);
  });

  test('every notification kind is ranked', () => {
    expect(Object.keys(TEXT_PRIORITY).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(TEXT_PRIORITY['guestlist-promoted']).toBe('urgent');
    expect(TEXT_PRIORITY['guestlist-reminder']).toBe('bulk');
  });
});
