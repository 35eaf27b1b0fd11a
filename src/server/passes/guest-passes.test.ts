import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guestPasses, walletPasses } from '../db/schema.ts';
import { insertEntryRow, nameMember } from '../testing/door.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { verifyPkpass } from '../testing/pkpass.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { GUEST_PASSES_PER_HOUR, hashClaimToken } from './guest-passes-service.ts';

// 23:14 on Friday in New York: the night goes on until 06:00 (11:00Z).
const NOW = new Date('2026-11-28T04:14:00Z');
const FRIDAY = '2026-11-27';

let t: TestApp;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 1e9 });
  clubId = (await insertClub(t.database.db, { name: 'Claim Club' })).id;
});
afterAll(() => t?.close());

const as = (who: Member | null) => (who ? { cookie: who.cookie } : {});

async function party(ladies = 2, men = 1) {
  const leader = await createMember(t.database.db);
  await nameMember(t.database.db, leader, 'Jess', 'Leader');
  const entry = await insertEntryRow(t.database.db, { userId: leader.id, clubId, date: FRIDAY, ladies, men });
  return { leader, entry };
}

function send(who: Member | null, entryId: string, place: 'lady' | 'man' = 'lady') {
  return t.app.inject({
    method: 'POST',
    url: `/api/passes/${entryId}/guest-passes`,
    headers: as(who),
    payload: { place },
  });
}

async function sent(who: Member, entryId: string, place: 'lady' | 'man' = 'lady') {
  const response = await send(who, entryId, place);
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { invitation: { id: string }; path: string };
  return { id: body.invitation.id, token: body.path.replace('/claim/', ''), path: body.path };
}

const claim = (who: Member | null, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/guest-pass-claims/${token}`, headers: as(who) });
const preview = (who: Member | null, token: string) =>
  t.app.inject({ url: `/api/guest-pass-claims/${token}`, headers: as(who) });
const places = (who: Member, entryId: string) =>
  t.app.inject({ url: `/api/passes/${entryId}/guest-passes`, headers: as(who) });

describe('sending places of a party', () => {
  test('the leader sends a lady’s place: a claim link whose token is stored only as a hash', async () => {
    const { leader, entry } = await party(2, 1);
    const link = await sent(leader, entry.id);
    expect(link.path).toMatch(/^\/claim\/[A-Za-z0-9_-]{32}$/);
    const [row] = await t.database.db.select().from(guestPasses).where(eq(guestPasses.id, link.id));
    expect(row!.tokenHash).toBe(hashClaimToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
    // The night's end, 06:00 in New York.
    expect(row!.expiresAt.toISOString()).toBe('2026-11-28T11:00:00.000Z');
    const listed = (await places(leader, entry.id)).json();
    expect(listed.invitations).toEqual([
      expect.objectContaining({ id: link.id, place: 'lady', state: 'sent', guestFirstName: null }),
    ]);
    expect(listed.unsent).toEqual({ ladies: 1, men: 1, total: 1 });
  });

  test('never more places than the party has beside the leader’s own, nor more of a kind', async () => {
    const { leader, entry } = await party(2, 1);
    await sent(leader, entry.id, 'lady');
    await sent(leader, entry.id, 'man');
    const third = await send(leader, entry.id, 'lady');
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('no_place_left');
    const { leader: other, entry: ladiesOnly } = await party(2, 0);
    expect((await send(other, ladiesOnly.id, 'man')).json().code).toBe('no_place_left');
  });

  test('a revoked place can be sent again; a revoked link no longer claims', async () => {
    const { leader, entry } = await party(2, 0);
    const first = await sent(leader, entry.id);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/passes/${entry.id}/guest-passes/${first.id}/revoke`,
      headers: as(leader),
    });
    expect(revoke.statusCode).toBe(204);
    expect((await preview(null, first.token)).json().state).toBe('revoked');
    const friend = await createMember(t.database.db);
    expect((await claim(friend, first.token)).json().code).toBe('claim_revoked');
    await sent(leader, entry.id);
  });

  test(`at most ${GUEST_PASSES_PER_HOUR} sent an hour by one leader (revoked ones count)`, async () => {
    const leader = await createMember(t.database.db);
    const entry = await insertEntryRow(t.database.db, {
      userId: leader.id,
      clubId,
      date: FRIDAY,
      ladies: 30,
    });
    for (let i = 0; i < GUEST_PASSES_PER_HOUR; i += 1) await sent(leader, entry.id);
    const over = await send(leader, entry.id);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('too_many_guest_passes');
  });

  test('only the leader sees, sends or takes back the party’s places; bad input is a 400 or 404', async () => {
    const { leader, entry } = await party();
    const link = await sent(leader, entry.id);
    const stranger = await createMember(t.database.db);
    expect((await send(null, entry.id)).statusCode).toBe(401);
    expect((await send(stranger, entry.id)).statusCode).toBe(404);
    expect((await places(stranger, entry.id)).statusCode).toBe(404);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/passes/${entry.id}/guest-passes/${link.id}/revoke`,
      headers: as(stranger),
    });
    expect(revoke.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/passes/${entry.id}/guest-passes`,
      headers: as(leader),
      payload: { place: 'child' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await send(leader, 'not-a-uuid')).statusCode).toBe(404);
    expect((await preview(null, 'x'.repeat(500))).statusCode).toBe(404);
  });
});

describe('claiming a link', () => {
  test('a friend signs in and claims it: their own pass, with its own QR; the leader sees their first name', async () => {
    const { leader, entry } = await party();
    const link = await sent(leader, entry.id);
    const friend = await createMember(t.database.db);
    await nameMember(t.database.db, friend, 'Maya', 'Friend');
    const before = (await preview(null, link.token)).json();
    expect(before).toMatchObject({
      state: 'open',
      inviterFirstName: 'Jess',
      clubName: 'Claim Club',
      place: 'lady',
    });
    expect((await claim(null, link.token)).statusCode).toBe(401);
    const claimed = await claim(friend, link.token);
    expect(claimed.statusCode, claimed.body).toBe(201);
    const { guestPassId } = claimed.json();
    // Claiming again is the same pass.
    expect((await claim(friend, link.token)).statusCode).toBe(200);
    expect((await preview(friend, link.token)).json()).toMatchObject({ state: 'yours', guestPassId });
    expect((await preview(null, link.token)).json()).toMatchObject({ state: 'claimed', guestPassId: null });

    const mine = await t.app.inject({ url: `/api/guest-passes/${guestPassId}`, headers: as(friend) });
    expect(mine.json()).toMatchObject({
      kind: 'guest',
      status: 'confirmed',
      inviterFirstName: 'Jess',
      arrived: false,
    });
    expect(mine.json().qrToken).toEqual(expect.any(String));
    const list = (await t.app.inject({ url: '/api/guest-passes', headers: as(friend) })).json();
    expect(list.guestPasses.map((p: { id: string }) => p.id)).toEqual([guestPassId]);
    // Nobody else sees it: not the leader, not a stranger.
    expect(
      (await t.app.inject({ url: `/api/guest-passes/${guestPassId}`, headers: as(leader) })).statusCode,
    ).toBe(404);
    const listed = (await places(leader, entry.id)).json();
    expect(listed.invitations[0]).toMatchObject({ state: 'claimed', guestFirstName: 'Maya' });
  });

  test('a second member cannot claim a claimed link; the leader cannot claim their own', async () => {
    const { leader, entry } = await party();
    const link = await sent(leader, entry.id);
    expect((await claim(leader, link.token)).json().code).toBe('own_party');
    await claim(await createMember(t.database.db), link.token);
    const second = await claim(await createMember(t.database.db), link.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('already_claimed');
  });

  test('someone on that night’s list at the club, or holding a guest pass there already, is refused', async () => {
    const { leader, entry } = await party(3, 0);
    const onList = await createMember(t.database.db);
    await insertEntryRow(t.database.db, { userId: onList.id, clubId, date: FRIDAY, ladies: 1 });
    const link = await sent(leader, entry.id);
    expect((await claim(onList, link.token)).json().code).toBe('already_on_list');
    const friend = await createMember(t.database.db);
    await claim(friend, link.token);
    const another = await sent(leader, entry.id);
    expect((await claim(friend, another.token)).json().code).toBe('already_holds_pass');
  });

  test('after the night’s end the link has expired', async () => {
    const { leader, entry } = await party();
    const link = await sent(leader, entry.id);
    try {
      t.setNow(new Date('2026-11-28T11:00:00Z'));
      expect((await preview(null, link.token)).json().state).toBe('expired');
      const late = await claim(await createMember(t.database.db), link.token);
      expect(late.statusCode).toBe(410);
      expect(late.json().code).toBe('claim_expired');
      expect((await send(leader, entry.id)).json().code).toBe('night_over');
    } finally {
      t.setNow(NOW);
    }
  });

  test('the guest’s pass goes to Apple Wallet with its own QR; nobody else’s download has it', async () => {
    const { leader, entry } = await party();
    const link = await sent(leader, entry.id);
    const friend = await createMember(t.database.db);
    const { guestPassId } = (await claim(friend, link.token)).json();
    const url = `/api/guest-passes/${guestPassId}/wallet/apple`;
    const response = await t.app.inject({ url, headers: as(friend) });
    expect(response.statusCode, response.body).toBe(200);
    const pass = verifyPkpass(response.rawPayload).passJson;
    const mine = (
      await t.app.inject({ url: `/api/guest-passes/${guestPassId}`, headers: as(friend) })
    ).json();
    expect(pass.barcodes[0].message).toBe(mine.qrToken);
    expect(pass.description).toBe('Guest pass: Claim Club, Fri, Nov 27');
    expect((await t.app.inject({ url, headers: as(leader) })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  test('cancelling the party voids its guest passes (and bumps their Wallet copies)', async () => {
    const { leader, entry } = await party();
    const link = await sent(leader, entry.id);
    const friend = await createMember(t.database.db);
    const { guestPassId } = (await claim(friend, link.token)).json();
    await t.database.db
      .insert(walletPasses)
      .values({ passKind: 'guest', passId: guestPassId, userId: friend.id });
    // Cancelled in the afternoon, before the list closes.
    t.setNow(new Date('2026-11-27T20:00:00Z'));
    try {
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/guestlist-entries/${entry.id}/cancel`,
        headers: as(leader),
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
    } finally {
      t.setNow(NOW);
    }
    const mine = (
      await t.app.inject({ url: `/api/guest-passes/${guestPassId}`, headers: as(friend) })
    ).json();
    expect(mine).toMatchObject({ status: 'cancelled', qrToken: null });
    expect((await preview(friend, link.token)).json().state).toBe('cancelled');
    const [wallet] = await t.database.db
      .select()
      .from(walletPasses)
      .where(eq(walletPasses.passId, guestPassId));
    expect(wallet!.version).toBe(2);
    expect((await send(leader, entry.id)).json().code).toBe('entry_cancelled');
  });
});
