import { nightEndInstant } from '../../shared/closing-time.ts';
import { nightLabel } from '../../shared/dates.ts';
import { formatClubTime } from '../../shared/time-zone.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import type { NewNotification, NotificationKind } from '../notifications/notifications-repository.ts';
import { arriveBefore, describeParty, earliestClosing, type Party } from './entry-terms.ts';
import type { EntryRow } from './guestlist-repository.ts';

type Kind = Extract<
  NotificationKind,
  'guestlist-joined' | 'guestlist-waitlisted' | 'guestlist-promoted' | 'guestlist-cancelled'
>;

/** A night's party, as the texts describe it. */
export interface NightParty extends Party {
  date: string;
}

/**
 * "You're #… on the waitlist at …" around the place in line: a join fills the place in inside the
 * database, under the night's lock (see joinNight), so the text is built once, here.
 */
export function waitlistedTitle(clubName: string): { before: string; after: string } {
  return { before: "You're #", after: ` on the waitlist at ${clubName}` };
}

/**
 * What a guest a promoter put on the list is told (by SMS and email as every join): who added them,
 * and that signing in with this number shows the pass. The door finds them by name before that.
 */
export function addedGuestTexts(promoterName: string, party: NightParty, club: ClubRow) {
  const { body } = guestlistTexts('guestlist-joined', party, club);
  return {
    title: `${promoterName} put you on the list at ${club.name}`,
    body: `${body} Sign in to Nightlist with this number to see your pass, or give your name at the door.`,
  };
}

/** The title and body of a guestlist event; email and SMS send the same. */
export function guestlistTexts(
  kind: Kind,
  party: NightParty,
  club: ClubRow,
  waitlistPosition?: number,
): { title: string; body: string } {
  const night = nightLabel(party.date);
  const arrive = arriveBefore(
    earliestClosing(club.guestlistOptions, party, party.date, club.timeZone).closesAt,
  );
  const described = describeParty(party);
  switch (kind) {
    case 'guestlist-joined':
      return {
        title: `You're on the list at ${club.name}`,
        body: `${night} · ${arrive}. Party: ${described}. Show your pass at the door.`,
      };
    case 'guestlist-waitlisted': {
      const { before, after } = waitlistedTitle(club.name);
      return {
        title: `${before}${waitlistPosition ?? '?'}${after}`,
        body: `${night} · The list is full. We will tell you as soon as a spot opens for your party (${described}).`,
      };
    }
    case 'guestlist-promoted':
      return {
        title: `A spot opened: you're on the list at ${club.name}`,
        body: `${night} · ${arrive}. Party: ${described}. Show your pass at the door.`,
      };
    case 'guestlist-cancelled':
      return {
        title: `Your guestlist entry at ${club.name} is cancelled`,
        body: `${night} · You can join again while the list is open.`,
      };
  }
}

/** The in-app notification for a guestlist event. */
export function guestlistNotification(
  kind: Kind,
  entry: EntryRow,
  club: ClubRow,
  now: Date,
  waitlistPosition?: number,
): NewNotification {
  return {
    userId: entry.userId,
    kind,
    ...guestlistTexts(kind, entry, club, waitlistPosition),
    link: `/passes/${entry.id}`,
    createdAt: now,
    expiresAt: nightEndInstant(entry.date, club.timeZone),
  };
}

/**
 * "A spot opened at …, claim by 22:45": the offer of a freed spot, urgent by text (text-priority.ts).
 * Useless once its deadline passes, so it expires then: a text held that long is never sent.
 */
export function offeredNotification(
  entry: EntryRow,
  club: ClubRow,
  deadline: Date,
  now: Date,
): NewNotification {
  const by = formatClubTime(deadline, club.timeZone);
  return {
    userId: entry.userId,
    kind: 'guestlist-offered',
    title: `A spot opened at ${club.name}: claim by ${by}`,
    body: `${nightLabel(entry.date)} · Party: ${describeParty(entry)}. Claim it in the app by ${by} (club time) or it goes to the next party.`,
    link: `/passes/${entry.id}`,
    createdAt: now,
    expiresAt: deadline,
  };
}

/** The offer's deadline passed unclaimed: the spot went to the next party, the entry left the list. */
export function offerLapsedNotification(entry: EntryRow, club: ClubRow, now: Date): NewNotification {
  return {
    userId: entry.userId,
    kind: 'guestlist-offer-lapsed',
    title: `Your spot at ${club.name} went to the next party`,
    body: `${nightLabel(entry.date)} · The offer was not claimed in time. ${
      now < earliestClosing(club.guestlistOptions, entry, entry.date, club.timeZone).instant
        ? 'Join the list again if you are still coming.'
        : 'The list has closed for the night.'
    }`,
    link: `/passes/${entry.id}`,
    createdAt: now,
    expiresAt: nightEndInstant(entry.date, club.timeZone),
  };
}
