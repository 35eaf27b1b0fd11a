import { nightEndInstant } from '../../shared/closing-time.ts';
import { nightLabel } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import type { EntryRow } from '../guestlist/guestlist-repository.ts';
import type { NewNotification } from '../notifications/notifications-repository.ts';

/** The member's entry was cancelled by the club (not by them): they are told, and that they may rejoin. */
export function clubCancelledNotification(entry: EntryRow, club: ClubRow, now: Date): NewNotification {
  return {
    userId: entry.userId,
    kind: 'guestlist-cancelled',
    title: `${club.name} cancelled your guestlist entry`,
    body: `${nightLabel(entry.date)} · Your party is no longer on the list. Contact the club if you think this is a mistake.`,
    link: `/passes/${entry.id}`,
    createdAt: now,
    expiresAt: nightEndInstant(entry.date, club.timeZone),
  };
}
