import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notificationDeliveries, notifications, users } from '../db/schema.ts';
import type { EmailMessage, EmailSender } from '../email/email-sender.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { BOOTH, reservationApi } from '../testing/reservations.ts';
import { testSmsGate } from '../testing/sms-gate.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DeliveryWorker, FIRST_RETRY_MS, MAX_ATTEMPTS } from './delivery-worker.ts';
import { insertNotifications } from './notifications-repository.ts';

const NOW = new Date('2026-11-26T15:00:00Z');

const emails: EmailMessage[] = [];
const texts: { to: string; body: string }[] = [];
/** Recipients whose provider refuses every message, until removed. */
const failing = new Set<string>();

const email: EmailSender = {
  provider: 'smtp',
  async send(message) {
    if (failing.has(message.to)) throw new Error('451 try again later');
    emails.push(message);
  },
};
const sms: SmsSender = {
  provider: 'twilio',
  async send(to, body) {
    if (failing.has(to)) throw new Error('provider unreachable');
    texts.push({ to, body });
  },
};

let t: TestApp;
let api: ReturnType<typeof reservationApi>;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, email, sms });
  const club = await insertClub(t.database.db, {
    name: 'Neon Room',
    reservationsEnabled: true,
    tableTypes: [BOOTH],
  });
  api = reservationApi(t, { clubId: club.id, date: '2026-11-27' });
});
afterAll(() => t?.close());

async function profile(member: Member) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, member.id));
  return user!;
}

async function deliveriesOf(member: Member) {
  return t.database.db
    .select({
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.userId, member.id))
    .orderBy(notificationDeliveries.channel);
}

describe('email and SMS delivery of notifications', () => {
  test('a notification is sent once by email and SMS, and never again', async () => {
    const member = await createMember(t.database.db);
    const { email: address, phoneNumber } = await profile(member);
    expect((await api.create(member)).statusCode).toBe(201);
    // Queued with the notification, nothing sent during the request.
    expect(await deliveriesOf(member)).toEqual([
      { channel: 'email', status: 'pending', attempts: 0, lastError: null },
      { channel: 'sms', status: 'pending', attempts: 0, lastError: null },
    ]);
    expect(emails.filter((m) => m.to === address)).toEqual([]);

    await t.app.deliveryWorker.runOnce();
    await t.app.deliveryWorker.runOnce();
    expect(emails.filter((m) => m.to === address)).toEqual([
      {
        to: address,
        subject: 'Reservation requested at Neon Room',
        text: expect.stringContaining('We will tell you as soon as the club confirms.'),
      },
    ]);
    expect(texts.filter((m) => m.to === phoneNumber)).toEqual([
      { to: phoneNumber, body: expect.stringMatching(/^Nightlist: Reservation requested at Neon Room\. /) },
    ]);
    expect((await deliveriesOf(member)).map((d) => [d.status, d.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  test('honours the preferences: no SMS when off, no email without an address or when off', async () => {
    const smsOff = await createMember(t.database.db);
    await t.database.db.update(users).set({ notifyBySms: false }).where(eq(users.id, smsOff.id));
    const noAddress = await createMember(t.database.db);
    await t.database.db.update(users).set({ email: null }).where(eq(users.id, noAddress.id));
    const allOff = await createMember(t.database.db);
    await t.database.db
      .update(users)
      .set({ notifyByEmail: false, notifyBySms: false })
      .where(eq(users.id, allOff.id));
    for (const member of [smsOff, noAddress, allOff]) expect((await api.create(member)).statusCode).toBe(201);
    expect((await deliveriesOf(smsOff)).map((d) => d.channel)).toEqual(['email']);
    expect((await deliveriesOf(noAddress)).map((d) => d.channel)).toEqual(['sms']);
    expect(await deliveriesOf(allOff)).toEqual([]);
    // The in-app notification is always there.
    const inApp = await t.database.db.select().from(notifications).where(eq(notifications.userId, allOff.id));
    expect(inApp).toHaveLength(1);
  });

  test('a failure is retried with exponential backoff on the clock, then sent; given up after 5 attempts', async () => {
    const member = await createMember(t.database.db);
    const { email: address, phoneNumber } = await profile(member);
    failing.add(address!);
    failing.add(phoneNumber);
    try {
      expect((await api.create(member)).statusCode).toBe(201);
      await t.app.deliveryWorker.runOnce();
      expect(await deliveriesOf(member)).toEqual([
        { channel: 'email', status: 'pending', attempts: 1, lastError: '451 try again later' },
        { channel: 'sms', status: 'pending', attempts: 1, lastError: 'provider unreachable' },
      ]);
      // Not due yet: one millisecond before the first retry nothing is attempted.
      t.setNow(new Date(NOW.getTime() + FIRST_RETRY_MS - 1));
      await t.app.deliveryWorker.runOnce();
      expect((await deliveriesOf(member)).map((d) => d.attempts)).toEqual([1, 1]);

      // The SMS provider recovers: the SMS goes out at its retry; email keeps failing.
      failing.delete(phoneNumber);
      let at = NOW.getTime();
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
        at += FIRST_RETRY_MS * 2 ** (attempt - 1);
        t.setNow(new Date(at));
        await t.app.deliveryWorker.runOnce();
      }
      expect(await deliveriesOf(member)).toEqual([
        { channel: 'email', status: 'failed', attempts: MAX_ATTEMPTS, lastError: '451 try again later' },
        { channel: 'sms', status: 'sent', attempts: 2, lastError: null },
      ]);
      expect(texts.filter((m) => m.to === phoneNumber)).toHaveLength(1);
      t.setNow(new Date(at + 24 * 3_600_000));
      await t.app.deliveryWorker.runOnce();
      expect((await deliveriesOf(member))[0]!.attempts).toBe(MAX_ATTEMPTS);
    } finally {
      failing.clear();
      t.setNow(NOW);
    }
  });

  test('two workers (two processes) draining at once send each message exactly once', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(t.database.db)));
    for (const member of members) expect((await api.create(member)).statusCode).toBe(201);
    const before = texts.length;
    const other = new DeliveryWorker({
      db: t.database.db,
      clock: () => NOW,
      email,
      sms: testSmsGate(t.database.db, sms, () => NOW),
      logger: pino({ level: 'silent' }),
    });
    await Promise.all([t.app.deliveryWorker.runOnce(), other.runOnce(), other.runOnce()]);
    const phones = await Promise.all(members.map(async (m) => (await profile(m)).phoneNumber));
    const sent = texts.slice(before).map((m) => m.to);
    expect(sent.sort()).toEqual([...phones].sort());
  });

  test("sends to different members at once, and each member's own messages in order", async () => {
    // Whatever earlier tests left queued goes first.
    await t.app.deliveryWorker.runOnce();
    const [ana, ben] = await Promise.all([createMember(t.database.db), createMember(t.database.db)]);
    const anaPhone = (await profile(ana)).phoneNumber;
    const nightly = (member: Member, title: string, at: number) => ({
      userId: member.id,
      kind: 'guestlist-waitlisted',
      title,
      body: 'Body',
      createdAt: new Date(NOW.getTime() - 60_000 + at),
    });
    // Ana's two messages (queued in this order) and one for Ben, SMS only, due now.
    await t.database.db
      .update(users)
      .set({ notifyByEmail: false })
      .where(inArray(users.id, [ana.id, ben.id]));
    const inserted = await insertNotifications(t.database.db, [
      nightly(ana, "You're #3 on the waitlist", 0),
      nightly(ana, 'A spot opened', 1),
      nightly(ben, "You're #4 on the waitlist", 2),
    ]);
    expect(inserted).toHaveLength(3);

    // A provider that takes its time: each send waits until the test lets it go.
    const log: string[] = [];
    const waiting: (() => void)[] = [];
    const slow: SmsSender = {
      provider: 'twilio',
      async send(to, body) {
        log.push(`start ${to === anaPhone ? 'ana' : 'ben'}: ${body}`);
        await new Promise<void>((resolve) => waiting.push(resolve));
        log.push(`end ${to === anaPhone ? 'ana' : 'ben'}`);
      },
    };
    const worker = new DeliveryWorker({
      db: t.database.db,
      clock: () => NOW,
      email,
      sms: testSmsGate(t.database.db, slow, () => NOW),
      logger: pino({ level: 'silent' }),
    });
    const run = worker.runOnce();
    // Both members' first messages are in flight together before either is answered.
    await expect.poll(() => waiting.length).toBe(2);
    expect(log).toEqual([
      "start ana: Nightlist: You're #3 on the waitlist. Body",
      "start ben: Nightlist: You're #4 on the waitlist. Body",
    ]);
    for (let sent = 0; sent < 3; sent += 1) {
      await expect.poll(() => waiting.length).toBeGreaterThan(0);
      waiting.shift()!();
    }
    expect(await run).toBe(3);
    // Ana's second message only started after her first was answered.
    const anas = log.filter((l) => l.includes('ana'));
    expect(anas).toEqual([
      "start ana: Nightlist: You're #3 on the waitlist. Body",
      'end ana',
      'start ana: Nightlist: A spot opened. Body',
      'end ana',
    ]);
    expect(await deliveriesOf(ana)).toEqual([
      { channel: 'sms', status: 'sent', attempts: 1, lastError: null },
      { channel: 'sms', status: 'sent', attempts: 1, lastError: null },
    ]);
  });

  test('a burst of pokes (a list drop) is sent by one run, not a run per join', async () => {
    await t.app.deliveryWorker.runOnce();
    const members = await Promise.all(Array.from({ length: 5 }, () => createMember(t.database.db)));
    await insertNotifications(
      t.database.db,
      members.map((member) => ({
        userId: member.id,
        kind: 'guestlist-joined',
        title: "You're on the list",
        body: 'Body',
        createdAt: new Date(NOW.getTime() - 1_000),
      })),
    );
    const phones = await Promise.all(members.map(async (m) => (await profile(m)).phoneNumber));
    const before = texts.length;
    let runs = 0;
    const worker = new DeliveryWorker({
      db: t.database.db,
      clock: () => NOW,
      email,
      sms: testSmsGate(t.database.db, sms, () => NOW),
      logger: pino({ level: 'silent' }),
      onJobRun: () => {
        runs += 1;
      },
    });
    for (const _ of members) worker.poke([]);
    await expect.poll(() => runs).toBe(1);
    await worker.stop();
    expect(runs).toBe(1);
    expect(
      texts
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual([...phones].sort());
  });
});
