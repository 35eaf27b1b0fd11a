import type { NOTIFICATION_KINDS } from '../../shared/api/guestlist-schema.ts';
import { arriveBefore, describeParty, earliestClosing } from '../guestlist/entry-terms.ts';
import type { ClubRow, EntryRow } from '../guestlist/guestlist-repository.ts';
import type { NewNotification } from './notifications-repository.ts';

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
type Kind = Extract<
  NotificationKind,
  'guestlist-joined' | 'guestlist-waitlisted' | 'guestlist-promoted' | 'guestlist-cancelled'
>;

const nightFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Thu, Nov 26": the night as the member picked it, whatever the server's time zone. */
export function nightLabel(date: string): string {
  return nightFormat.format(new Date(`${date}T12:00:00Z`));
}

/** The in-app notification for a guestlist event; email and SMS would send the same title and body. */
export function guestlistNotification(
  kind: Kind,
  entry: EntryRow,
  club: ClubRow,
  now: Date,
  waitlistPosition?: number,
): NewNotification {
  const night = nightLabel(entry.date);
  const arrive = arriveBefore(
    earliestClosing(club.guestlistOptions, entry, entry.date, club.timeZone).closesAt,
  );
  const party = describeParty(entry);
  const texts: Record<Kind, { title: string; body: string }> = {
    'guestlist-joined': {
      title: `You're on the list at ${club.name}`,
      body: `${night} · ${arrive}. Party: ${party}. Show your pass at the door.`,
    },
    'guestlist-waitlisted': {
      title: `You're #${waitlistPosition ?? '?'} on the waitlist at ${club.name}`,
      body: `${night} · The list is full. We will tell you as soon as a spot opens for your party (${party}).`,
    },
    'guestlist-promoted': {
      title: `A spot opened: you're on the list at ${club.name}`,
      body: `${night} · ${arrive}. Party: ${party}. Show your pass at the door.`,
    },
    'guestlist-cancelled': {
      title: `Your guestlist entry at ${club.name} is cancelled`,
      body: `${night} · You can join again while the list is open.`,
    },
  };
  return { userId: entry.userId, kind, ...texts[kind], link: `/passes/${entry.id}`, createdAt: now };
}
