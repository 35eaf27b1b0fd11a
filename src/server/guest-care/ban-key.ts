import crypto from 'node:crypto';
import { and, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import { guestBans } from '../db/schema.ts';

/**
 * A ban holds on the phone number, kept as an HMAC under a key derived from the auth secret
 * (AuthKeys.guestBan): a new account with the same number is still banned, and a copy of the
 * table names nobody's number.
 */
export function phoneHash(key: Buffer, phoneNumber: string): string {
  return crypto.createHmac('sha256', key).update(phoneNumber).digest('base64url');
}

/** The venue's standing ban of this number for the night `date`, as a condition on guest_bans. */
export function standingBanOn(venueId: string, hash: string, date: string): SQL {
  return and(
    eq(guestBans.venueId, venueId),
    eq(guestBans.phoneHash, hash),
    isNull(guestBans.liftedAt),
    or(isNull(guestBans.lastNight), gte(guestBans.lastNight, date)),
  )!;
}

/**
 * The same as raw SQL for a statement that builds its own query (the join's one statement): one
 * lookup on guest_bans_standing_idx. Null venue (a club no venue runs): never banned.
 */
export function banExistsSql(ban: { venueId: string; hash: string } | null, date: string): SQL {
  if (!ban) return sql`false`;
  return sql`exists (select 1 from ${guestBans} b where b.venue_id = ${ban.venueId}::uuid
    and b.phone_hash = ${ban.hash} and b.lifted_at is null
    and (b.last_night is null or b.last_night >= ${date}::date))`;
}

/** The ban lookup of a number at a club's venue; null for a club no venue runs (nobody bans there). */
export function banKeyOf(key: Buffer, venueId: string | null, phoneNumber: string) {
  return venueId ? { venueId, hash: phoneHash(key, phoneNumber) } : null;
}

/**
 * What a banned guest (and a promoter adding them) is told: the same words as any request the venue
 * does not take online, so the answer does not reveal a ban (decision 041).
 */
export const NOT_ACCEPTED = {
  code: 'request_not_accepted',
  message: (club: string) => `${club} can’t take this request online: please contact the venue.`,
};
