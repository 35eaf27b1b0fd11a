import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReleaseResult, releaseBodySchema } from '../../shared/api/door-release-schema.ts';
import { nightLabel } from '../../shared/dates.ts';
import { mayAt } from '../../shared/roles.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { requireClub, type StaffMember } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { guestlistEntries } from '../db/schema.ts';
import { fillFreedSpots } from '../guestlist/freed-spots.ts';
import { lockNight } from '../guestlist/guestlist-repository.ts';
import { AppError } from '../http/errors.ts';
import type { NotificationRow } from '../notifications/notifications-repository.ts';
import { arrivedIn, partySizeOf, toDoorCheckIn, toDoorPass } from './door-pass.ts';
import { findCheckIns } from './door-repository.ts';
import { lockPass } from './door-scan.ts';

export type ReleaseBodyParsed = z.output<typeof releaseBodySchema>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const RELEASE_MESSAGES = {
  notFound: 'This guestlist pass does not exist, or is not for a club whose door you work.',
  wrongNight: (club: string, date: string) =>
    `This pass is for ${club} on ${nightLabel(date)}: not the night this door is working.`,
  notConfirmed: (status: string) => `Only a confirmed party frees places at the door: this one is ${status}.`,
  notArrived:
    'Nobody of this party is in yet: admit who came first, then free the places of the rest. ' +
    'A party that has not come at all keeps its places until the member cancels.',
  tooManyLadies: (ladies: number) =>
    ladies === 0 ? 'This party has no ladies.' : `This party has only ${plural(ladies, 'lady', 'ladies')}.`,
  tooManyMen: (men: number) =>
    men === 0 ? 'This party has no men.' : `This party has only ${plural(men, 'man', 'men')}.`,
  tooMany: (remaining: number) =>
    remaining === 0
      ? 'The whole party is in: there are no places left to free.'
      : `Only ${remaining} of this party ${remaining === 1 ? 'is' : 'are'} still to come.`,
};

function handedOnDetail(freed: number, mode: 'offer' | 'immediate', handedOn: number): string {
  const head = `${plural(freed, 'place', 'places')} freed`;
  if (handedOn === 0) return `${head} · no party waiting fits`;
  return mode === 'offer'
    ? `${head} · offered to the waitlist`
    : `${head} · ${plural(handedOn, 'party', 'parties')} confirmed from the waitlist`;
}

/**
 * The door frees the places of a guestlist party's guests who are not coming (a party that arrived
 * smaller, issue 33): the entry's ladies/men go down (the night's counters follow through its
 * triggers), and in the same transaction, under the night's lock, the freed places go to the
 * waitlist (fillFreedSpots: offers or immediate promotion, decision 037). The night's lock comes
 * first, then the pass's row, as every freeing path takes them; a check-in takes only the pass's
 * row, so a check-in and a release of the same pass queue up and the second sees the first.
 */
export async function releasePlaces(
  deps: StaffDeps,
  staff: StaffMember,
  body: ReleaseBodyParsed,
): Promise<ReleaseResult> {
  requireClub(staff, 'door', body.clubId);
  const now = deps.clock();
  const written: NotificationRow[] = [];
  const result = await deps.db.transaction(async (tx) => {
    await lockNight(tx, body.clubId, body.date);
    const pass = await lockPass(tx, { kind: 'guestlist', id: body.passId });
    if (!pass?.entry || !mayAt(staff.roles, 'door', pass.club.id))
      throw new AppError(404, 'pass_not_found', RELEASE_MESSAGES.notFound);
    const { entry, club } = pass;
    if (club.id !== body.clubId || entry.date !== body.date)
      throw new AppError(409, 'release_wrong_night', RELEASE_MESSAGES.wrongNight(club.name, entry.date));
    if (entry.status !== 'confirmed')
      throw new AppError(409, 'release_not_confirmed', RELEASE_MESSAGES.notConfirmed(entry.status));
    const history = await findCheckIns(tx, 'guestlist', entry.id);
    const arrived = arrivedIn(history);
    if (arrived === 0) throw new AppError(409, 'release_not_arrived', RELEASE_MESSAGES.notArrived);
    if (body.ladies > entry.ladies)
      throw new AppError(409, 'release_too_many', RELEASE_MESSAGES.tooManyLadies(entry.ladies));
    if (body.men > entry.men)
      throw new AppError(409, 'release_too_many', RELEASE_MESSAGES.tooManyMen(entry.men));
    const remaining = partySizeOf(pass) - arrived;
    if (body.ladies + body.men > remaining)
      throw new AppError(409, 'release_too_many', RELEASE_MESSAGES.tooMany(remaining));

    const [smaller] = await tx
      .update(guestlistEntries)
      .set({ ladies: entry.ladies - body.ladies, men: entry.men - body.men, updatedAt: now })
      .where(eq(guestlistEntries.id, entry.id))
      .returning();
    const handedOn = await fillFreedSpots(tx, club, entry.date, now);
    written.push(...handedOn);
    const freed = body.ladies + body.men;
    await recordAudit(
      tx,
      staff.user,
      {
        action: 'guestlist-entry.release',
        targetType: 'guestlist-entry',
        targetId: entry.id,
        clubId: club.id,
        summary: `Freed ${plural(freed, 'place', 'places')} of a party that arrived smaller at ${club.name} (${nightLabel(entry.date)})`,
        details: {
          club: club.name,
          date: entry.date,
          before: { ladies: entry.ladies, men: entry.men },
          released: { ladies: body.ladies, men: body.men },
          arrived,
          waitlistMode: club.waitlistMode,
          handedOn: handedOn.length,
        },
      },
      now,
    );
    // The pass as the door sees it now: nobody (or fewer) still to come.
    return {
      verdict: 'valid' as const,
      title: 'VALID',
      detail: handedOnDetail(freed, club.waitlistMode, handedOn.length),
      pass: toDoorPass({ ...pass, entry: smaller! }, arrived),
      admitted: null,
      checkIns: history.map(toDoorCheckIn),
      released: {
        ladies: body.ladies,
        men: body.men,
        waitlistMode: club.waitlistMode,
        handedOn: handedOn.length,
      },
    };
  });
  deps.deliver(written);
  return result;
}
