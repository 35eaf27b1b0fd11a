import { sql } from 'drizzle-orm';
import type { PromoterGuestText } from '../../shared/api/promoter-schema.ts';
import type { Gender } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { adminPhoneVariants } from '../../shared/phone.ts';
import { ROLE_MESSAGES, requireClub, type StaffMember } from '../auth/require-role.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import { findClubById } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { banKeyOf, NOT_ACCEPTED } from '../guest-care/ban-key.ts';
import { checkJoinable, closedGender, type GuestlistDeps } from '../guestlist/guestlist-service.ts';
import { joinNight } from '../guestlist/join-night.ts';
import { AppError } from '../http/errors.ts';
import type { NotificationRow } from '../notifications/notifications-repository.ts';
import type { SmsGate } from '../sms/sms-gate.ts';
import { promoterDisplayName } from './promoter-display-name.ts';
import { planGuestTexts } from './promoter-guest-texts.ts';

export interface NewGuest {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  gender: Gender;
}

export type GuestOutcome =
  | { phoneNumber: string; outcome: 'added' | 'waitlisted'; entryId: string; text?: PromoterGuestText }
  | { phoneNumber: string; outcome: 'already-on'; entryId: string | null }
  | { phoneNumber: string; outcome: 'refused'; message: string };

export const PROMOTER_GUEST_MESSAGES = {
  overAllowance: (left: number, allowance: number) =>
    left <= 0
      ? `You have added your ${allowance} guests for this night. Ask the venue’s manager for a bigger allowance.`
      : `You can add ${left} more ${left === 1 ? 'guest' : 'guests'} this night (your allowance is ${allowance}). Remove some from the list, or ask the venue’s manager for more.`,
  duplicate: (phone: string) => `${phone} is in the list twice: add each guest once.`,
};

/**
 * The most guests (people) the promoter may add per night at the club: the largest allowance of
 * their promoter roles there (a role at the club or at its venue). Read under the same lock as the
 * count, in the caller's transaction.
 */
async function allowanceOf(tx: Database, phoneNumber: string, clubId: string): Promise<number> {
  const [row] = rowsOf<{ allowance: number | null }>(
    await tx.execute(sql`
      select max(r.guest_allowance)::int as allowance from club_roles r
      where r.role = 'promoter' and r.phone_number = any(${sql.param(adminPhoneVariants(phoneNumber))}::text[])
        and (r.club_id = ${clubId}::uuid or r.venue_id = (select venue_id from clubs where id = ${clubId}::uuid))`),
  );
  return row?.allowance ?? 0;
}

async function addedSoFar(tx: Database, promoterId: string, clubId: string, date: IsoDate): Promise<number> {
  const [row] = rowsOf<{ people: number }>(
    await tx.execute(sql`
      select coalesce(sum(ladies + men), 0)::int as people from guestlist_entries
      where promoter_user_id = ${promoterId}::uuid and club_id = ${clubId}::uuid and date = ${date}::date
        and added_by_user_id = ${promoterId}::uuid and status <> 'cancelled'`),
  );
  return row?.people ?? 0;
}

/** The guest's account, made with the name the promoter gave when the number has none yet. */
async function guestUserId(tx: Database, guest: NewGuest, now: Date): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into users (phone_number, first_name, last_name, created_at, updated_at)
      values (${guest.phoneNumber}, ${guest.firstName}, ${guest.lastName}, ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz)
      on conflict (phone_number) do update set phone_number = excluded.phone_number
      returning id`),
  );
  return row!.id;
}

/**
 * A promoter puts guests on a night's list by name and phone: all of them or none, within the
 * allowance the venue set (people per night, counted under a lock per promoter and night, so two
 * requests at once cannot pass it). Each guest joins as one person, credited to the promoter, and is
 * told by SMS (and email, if they have one) who added them; the pass works at the door by name
 * before they ever sign in. A number already on the list keeps its entry and its credit. Each text
 * goes through the SMS gate: the answer says per guest when it goes, or why it won't.
 */
export async function addPromoterGuests(
  deps: GuestlistDeps & { sms: SmsGate },
  staff: StaffMember,
  input: { clubId: string; date: IsoDate; guests: NewGuest[] },
): Promise<{ results: GuestOutcome[]; allowance: number; used: number }> {
  requireClub(staff, 'promote', input.clubId);
  const club = await findClubById(deps.db, input.clubId);
  if (!club) throw new AppError(404, 'club_not_found', ROLE_MESSAGES.clubNotYours);
  const phones = new Set<string>();
  for (const guest of input.guests) {
    if (phones.has(guest.phoneNumber))
      throw new AppError(400, 'duplicate_guest', PROMOTER_GUEST_MESSAGES.duplicate(guest.phoneNumber));
    phones.add(guest.phoneNumber);
  }
  const now = deps.clock();
  const promoter = staff.user;
  const name = promoterDisplayName(promoter.firstName, promoter.lastName);
  const written: NotificationRow[] = [];
  const invitations = new Map<GuestOutcome, NotificationRow>();
  const outcome = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`promoter-guests:${promoter.id}:${club.id}:${input.date}`}, 0))`,
    );
    const allowance = await allowanceOf(tx, promoter.phoneNumber, club.id);
    const used = await addedSoFar(tx, promoter.id, club.id, input.date);
    if (used + input.guests.length > allowance)
      throw new AppError(
        409,
        'over_allowance',
        PROMOTER_GUEST_MESSAGES.overAllowance(allowance - used, allowance),
      );
    const results: GuestOutcome[] = [];
    for (const guest of input.guests) results.push(await addOne(tx, club, input.date, guest, now));
    await planTexts(tx, results);
    return { results, allowance, used: await addedSoFar(tx, promoter.id, club.id, input.date) };

    /** Each invitation written, through the SMS gate: its send time, or why it won't be texted. */
    async function planTexts(db: Database, outcomes: GuestOutcome[]) {
      const invited = outcomes.flatMap((outcome) => {
        const notification = invitations.get(outcome);
        return notification && (outcome.outcome === 'added' || outcome.outcome === 'waitlisted')
          ? [{ outcome, notification }]
          : [];
      });
      const texts = await planGuestTexts(
        db,
        deps.sms,
        promoter.id,
        invited.map(({ outcome, notification }) => ({
          phoneNumber: outcome.phoneNumber,
          notificationId: notification.id,
          expiresAt: notification.expiresAt ?? now,
        })),
      );
      invited.forEach(({ outcome }, i) => {
        outcome.text = texts[i];
      });
    }

    async function addOne(db: Database, at: ClubRow, date: IsoDate, guest: NewGuest, when: Date) {
      const party = {
        clubId: at.id,
        date,
        ladies: guest.gender === 'female' ? 1 : 0,
        men: guest.gender === 'male' ? 1 : 0,
      };
      try {
        checkJoinable(at, { ...party, guestNames: [] }, when);
        const closed = closedGender(at, [guest.gender], date, when);
        if (closed)
          throw new AppError(
            409,
            'guestlist_closed',
            `The ${closed === 'female' ? 'ladies’' : 'men’s'} list for this night has closed.`,
          );
      } catch (error) {
        if (error instanceof AppError)
          return { phoneNumber: guest.phoneNumber, outcome: 'refused' as const, message: error.message };
        throw error;
      }
      const userId = await guestUserId(db, guest, when);
      const join = await joinNight(db, {
        ...party,
        userId,
        club: at,
        guestNames: [],
        promoter: { userId: promoter.id, linkId: null },
        addedBy: { userId: promoter.id, name },
        ban: banKeyOf(deps.guestKey, at.venueId, guest.phoneNumber),
        now: when,
      });
      // The same words as any request the venue does not take online: a ban is not revealed.
      if (join.kind === 'barred')
        return {
          phoneNumber: guest.phoneNumber,
          outcome: 'refused' as const,
          message: NOT_ACCEPTED.message(at.name),
        };
      if (join.kind === 'no-night')
        return {
          phoneNumber: guest.phoneNumber,
          outcome: 'refused' as const,
          message: 'The list is not open for this night.',
        };
      if (join.kind === 'already-on')
        return { phoneNumber: guest.phoneNumber, outcome: 'already-on' as const, entryId: null };
      written.push(join.notification);
      const kind = join.entry.status === 'confirmed' ? ('added' as const) : ('waitlisted' as const);
      const added: GuestOutcome = { phoneNumber: guest.phoneNumber, outcome: kind, entryId: join.entry.id };
      invitations.set(added, join.notification);
      return added;
    }
  });
  deps.deliver(written);
  return outcome;
}
