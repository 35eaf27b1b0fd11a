import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppNotification, GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { guestlistDates } from '../db/schema.ts';
import { insertClub } from './fixtures.ts';
import { createMembers, type Member } from './members.ts';
import type { TestApp } from './test-app.ts';

/** The offers tests' night (docs/decisions/037): a Friday, its clock starting at 15:00 UTC. */
export const NOW = new Date('2026-11-27T15:00:00Z');
export const FRIDAY = '2026-11-27';
export const MINUTE = 60_000;

/** Drives an app through freed spots and offers: lists, joins, cancels, claims, reads. */
export function offerHelpers(t: TestApp) {
  async function night(capacityFemale: number, overrides: Parameters<typeof insertClub>[1] = {}) {
    t.setNow(NOW);
    const club = await insertClub(t.database.db, { name: 'Offer Club', ...overrides });
    await t.database.db.insert(guestlistDates).values({ clubId: club.id, date: FRIDAY, capacityFemale });
    return club;
  }

  async function join(member: Member, clubId: string, ladies = 1): Promise<GuestlistEntry> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guestlist-entries',
      headers: { cookie: member.cookie },
      payload: { clubId, date: FRIDAY, ladies, men: 0 },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const post = (member: Member, id: string, step: 'cancel' | 'claim-offer' | 'decline-offer') =>
    t.app.inject({
      method: 'POST',
      url: `/api/guestlist-entries/${id}/${step}`,
      headers: { cookie: member.cookie },
    });

  const read = async (member: Member, id: string): Promise<GuestlistEntry> =>
    (await t.app.inject({ url: `/api/guestlist-entries/${id}`, headers: { cookie: member.cookie } })).json();

  const notificationsOf = async (member: Member): Promise<AppNotification[]> =>
    (await t.app.inject({ url: '/api/notifications', headers: { cookie: member.cookie } })).json()
      .notifications;

  async function nightRow(clubId: string) {
    const [row] = await t.database.db
      .select()
      .from(guestlistDates)
      .where(and(eq(guestlistDates.clubId, clubId), eq(guestlistDates.date, FRIDAY)));
    return row!;
  }

  /** A full list of `capacity` single ladies and `waiting` behind them. */
  async function fullNight(
    capacity: number,
    waiting: number,
    overrides: Parameters<typeof insertClub>[1] = {},
  ) {
    const club = await night(capacity, overrides);
    const members = await createMembers(t.database.db, capacity + waiting);
    const entries: GuestlistEntry[] = [];
    for (const member of members) entries.push(await join(member, club.id));
    return { club, members, entries };
  }

  return { night, join, post, read, notificationsOf, nightRow, fullNight };
}
