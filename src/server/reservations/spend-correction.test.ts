import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, cashbackLedger, notifications } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { arrivalOf, atTime, BOOTH, reservationApi } from '../testing/reservations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember } from '../testing/venues.ts';

// Thursday afternoon in New York: Friday's tables (23:00) are booked now and completed on the night.
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';
const ARRIVAL = arrivalOf(FRIDAY);
// The next morning, when the manager goes over the night's bills.
const MORNING = new Date(ARRIVAL.getTime() + 10 * 3_600_000);
const HOUR = 3_600_000;

let t: TestApp;
let manager: Member;
let api: ReturnType<typeof reservationApi>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  // 10% cashback; a $500 booth asks a 25% deposit ($125), which cashback may pay.
  const club = await insertClub(t.database.db, {
    name: 'Neon Room',
    reservationsEnabled: true,
    reservationCashback: 10,
    tableTypes: [BOOTH],
    depositPercent: 25,
  });
  manager = await createTeamMember(t.database.db, 'manager', { clubId: club.id });
  api = reservationApi(t, { clubId: club.id, date: FRIDAY, tableTypeId: null, partySize: 2 });
});
afterAll(() => t?.close());
afterEach(() => t.setNow(NOW));

/**
 * A table booked, confirmed and completed on its night with `spend` dollars (10% credited); the
 * clock is left at the next morning.
 */
async function completed(spend: number) {
  const member = await createMember(t.database.db);
  const { id } = (await api.create(member)).json();
  await api.setStatus(manager, id, { status: 'confirmed' });
  t.setNow(ARRIVAL);
  const done = await api.setStatus(manager, id, { status: 'completed', amountSpent: spend });
  expect(done.statusCode, done.body).toBe(200);
  t.setNow(MORNING);
  return { owner: member, id: id as string };
}

const balance = async (member: Member) =>
  (await api.get(member, '/api/cashback')).json().balanceCents as number;

const ledgerOf = async (id: string) =>
  (
    await t.database.db
      .select({
        kind: cashbackLedger.kind,
        cents: cashbackLedger.amountCents,
        spent: cashbackLedger.spendCents,
      })
      .from(cashbackLedger)
      .where(eq(cashbackLedger.reservationId, id))
      .orderBy(asc(cashbackLedger.createdAt), asc(cashbackLedger.id))
  ).map((row) => `${row.kind} ${row.cents / 100} on ${row.spent! / 100}`);

const auditOf = (id: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.createdAt));

const toldOf = (member: Member) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'cashback-corrected')))
    .orderBy(asc(notifications.createdAt));

describe('POST /api/admin/reservations/:id/spend-correction', () => {
  test('changes the credited cashback both ways, in its own ledger rows and audit entries, and tells the member', async () => {
    const { owner, id } = await completed(1000);
    expect(await balance(owner)).toBe(10_000);

    // The next morning the manager finds the bill was $500, not $1,000.
    const down = await api.correctSpend(manager, id, {
      amountSpentCents: 50_000,
      reason: '  Bill 2231 was keyed twice.  ',
    });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().correction).toEqual({
      spendBeforeCents: 100_000,
      spendAfterCents: 50_000,
      spendBefore: 1000,
      spendAfter: 500,
      cashbackBeforeCents: 10_000,
      cashbackAfterCents: 5_000,
      keptCents: 0,
    });
    expect(down.json().reservation).toMatchObject({
      status: 'completed',
      amountSpentCents: 50_000,
      amountSpent: 500,
      cashbackEarnedCents: 5_000,
      cashbackEarned: 50,
    });
    expect(await balance(owner)).toBe(5_000);

    t.setNow(new Date(MORNING.getTime() + HOUR));
    const up = await api.correctSpend(manager, id, { amountSpent: 1200.5, reason: 'Late bar tab added.' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().correction).toMatchObject({ cashbackBeforeCents: 5_000, cashbackAfterCents: 12_005 });
    expect(await balance(owner)).toBe(12_005);
    expect(await ledgerOf(id)).toEqual([
      'earned 100 on 1000',
      'corrected -50 on 500',
      'corrected 70.05 on 1200.5',
    ]);
    const ledger = (await api.get(owner, '/api/cashback')).json().credits;
    expect(ledger[0]).toMatchObject({ kind: 'corrected', amountSpent: 1200.5, percent: 10, amount: 70.05 });

    expect(ledger[0]).toMatchObject({ amountSpentCents: 120_050, amountCents: 7_005 });

    // Each correction is its own audited action, with both figures and the reason; the completion
    // stays as it was written.
    const corrections = await auditOf(id, 'reservation.spend-correction');
    expect(corrections.map((entry) => entry.summary.replace(/Member \d+/, 'Member'))).toEqual([
      "Corrected the spend of Test Member's table at Neon Room for Fri, Nov 27: $1,000 → $500 (cashback $100.00 → $50.00). Reason: Bill 2231 was keyed twice.",
      "Corrected the spend of Test Member's table at Neon Room for Fri, Nov 27: $500 → $1,200.50 (cashback $50.00 → $120.05). Reason: Late bar tab added.",
    ]);
    expect(corrections[0]!.details).toMatchObject({
      spendBeforeCents: 100_000,
      spendAfterCents: 50_000,
      spendBefore: 1000,
      spendAfter: 500,
      cashbackBeforeCents: 10_000,
      cashbackAfterCents: 5_000,
      keptCents: 0,
      reason: 'Bill 2231 was keyed twice.',
    });
    expect(corrections[0]!.createdAt).toEqual(MORNING);
    const statuses = await auditOf(id, 'reservation.status');
    expect(statuses.map((entry) => entry.details.to)).toEqual(['confirmed', 'completed']);

    const told = await toldOf(owner);
    expect(told.map((n) => [n.title, n.body])).toEqual([
      [
        'Your cashback from Neon Room was corrected',
        'Fri, Nov 27: the club corrected what your party spent from $1,000.00 to $500.00, so $50.00 of its cashback is taken back from your balance.',
      ],
      [
        'Your cashback from Neon Room was corrected',
        'Fri, Nov 27: the club corrected what your party spent from $500.00 to $1,200.50, so $70.05 more cashback is on your balance.',
      ],
    ]);
  });

  test('cashback the member already spent stays spent: only the balance is taken back', async () => {
    const { owner, id } = await completed(1000);
    // $100 earned; $80 of it put towards the deposit of another table: $20 left.
    const other = await atTime(t, NOW, MORNING, () =>
      api.create(owner, { tableTypeId: 'booth', partySize: 4, cashbackCents: 8_000, date: '2026-12-04' }),
    );
    expect(other.statusCode, other.body).toBe(201);
    expect(await balance(owner)).toBe(2_000);

    const zero = await api.correctSpend(manager, id, { amountSpent: 0, reason: 'Comped by the owner.' });
    expect(zero.statusCode, zero.body).toBe(200);
    expect(zero.json().correction).toEqual({
      spendBeforeCents: 100_000,
      spendAfterCents: 0,
      spendBefore: 1000,
      spendAfter: 0,
      cashbackBeforeCents: 10_000,
      cashbackAfterCents: 8_000,
      keptCents: 8_000,
    });
    expect(await balance(owner)).toBe(0);
    expect(await ledgerOf(id)).toEqual(['earned 100 on 1000', 'corrected -20 on 0']);
    const [audit] = await auditOf(id, 'reservation.spend-correction');
    expect(audit!.summary).toMatch(
      /\(cashback \$100\.00 → \$80\.00; \$80\.00 already spent, kept\)\. Reason: Comped by the owner\.$/,
    );
    const [told] = await toldOf(owner);
    expect(told!.body).toBe(
      'Fri, Nov 27: the club corrected what your party spent from $1,000.00 to $0.00, so $20.00 of its cashback is taken back from your balance. You keep $80.00 you had already spent.',
    );

    // Nothing left to take: the spend is still corrected and audited; the member's cashback does not
    // move, so they are not told again.
    t.setNow(new Date(MORNING.getTime() + HOUR));
    const again = await api.correctSpend(manager, id, { amountSpent: 10, reason: 'One drink after all.' });
    expect(again.json().correction).toMatchObject({ cashbackAfterCents: 8_000, keptCents: 7_900 });
    expect(await toldOf(owner)).toHaveLength(1);
    expect(await auditOf(id, 'reservation.spend-correction')).toHaveLength(2);

    // Back up to the full bill: the table's credit returns to 10% of it, counting what was kept.
    t.setNow(new Date(MORNING.getTime() + 2 * HOUR));
    const back = await api.correctSpend(manager, id, { amountSpent: 1000, reason: 'Found the real bill.' });
    expect(back.json().correction).toMatchObject({ cashbackBeforeCents: 8_000, cashbackAfterCents: 10_000 });
    expect(await balance(owner)).toBe(2_000);
  });

  test('corrections at once queue on the table: its credit always matches its last spend', async () => {
    const { owner, id } = await completed(1000);
    const answers = await Promise.all(
      [400, 700, 250].map((amountSpent) =>
        api.correctSpend(manager, id, { amountSpent, reason: 'Checking the till.' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const read = (await api.get(owner, `/api/reservations/${id}`)).json();
    expect(read.cashbackEarned).toBe(read.amountSpent / 10);
    expect(await balance(owner)).toBe(read.amountSpent * 10);
  });

  test('only a completed table, with a new figure and a reason; completing again points here', async () => {
    const member = await createMember(t.database.db);
    const { id: confirmedId } = (await api.create(member)).json();
    await api.setStatus(manager, confirmedId, { status: 'confirmed' });
    const { id } = await completed(300);

    const notDone = await api.correctSpend(manager, confirmedId, { amountSpent: 100, reason: 'Typo.' });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json()).toMatchObject({
      code: 'reservation_not_completed',
      message: "This reservation is confirmed: only a completed table's spend can be corrected.",
    });
    const same = await api.correctSpend(manager, id, { amountSpent: 300.0, reason: 'Checking.' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({
      code: 'spend_unchanged',
      message: "The table's spend is already $300.00: there is nothing to correct.",
    });
    for (const [body, path] of [
      [{ amountSpent: 200 }, 'reason'],
      [{ amountSpent: 200, reason: '   ' }, 'reason'],
      [{ amountSpent: 200, reason: 'x'.repeat(301) }, 'reason'],
      [{ amountSpent: -1, reason: 'Refund.' }, 'amountSpent'],
      [{ reason: 'No figure.' }, 'amountSpentCents'],
      [{ amountSpentCents: 20_000, amountSpent: 201, reason: 'Twins that disagree.' }, 'amountSpent'],
      [{ amountSpentCents: 200.5, reason: 'Half a cent.' }, 'amountSpentCents'],
      [{ amountSpentCents: 100_000_001, reason: 'Too much.' }, 'amountSpentCents'],
    ] as const) {
      const refused = await api.correctSpend(manager, id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().fields.map((field: { path: string }) => field.path)).toContain(path);
    }

    const twice = await api.setStatus(manager, id, { status: 'completed', amountSpent: 900 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_completed');
    expect(await ledgerOf(id)).toEqual(['earned 30 on 300']);
    expect(await auditOf(id, 'reservation.spend-correction')).toEqual([]);
  });

  test('the member cannot correct their own spend; signed out is 401; unknown ids 404', async () => {
    const { owner, id } = await completed(1000);
    const body = { amountSpent: 100_000, reason: 'I spent more, honest.' };
    expect((await api.correctSpend(owner, id, body)).statusCode).toBe(403);
    expect((await api.correctSpend(null, id, body)).statusCode).toBe(401);
    expect((await api.correctSpend(manager, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(
      404,
    );
    expect((await api.correctSpend(manager, 'nope', body)).statusCode).toBe(404);
    expect(await balance(owner)).toBe(10_000);
    expect(await ledgerOf(id)).toEqual(['earned 100 on 1000']);
  });
});
