import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { cameWithName } from '../../shared/came-with.ts';
import { formatClubTime } from '../../shared/time-zone.ts';
import { toPassClub } from '../clubs/pass-club.ts';
import { earliestClosing, entryTerms } from './entry-terms.ts';
import type { EntryWithClub } from './guestlist-repository.ts';
import { offerState } from './offer-rules.ts';

/**
 * The entry's offer as read at `now`: an open one past its deadline reads lapsed before the job
 * writes it. Without an instant (a Wallet pass's content, which shows no offer) it reads as stored.
 */
function offerView(entry: EntryWithClub['entry'], now: Date | undefined): GuestlistEntry['offer'] {
  const state = offerState(entry, now ?? new Date(0));
  if (state === 'none' || !entry.offerExpiresAt) return null;
  return { state, expiresAt: entry.offerExpiresAt.toISOString() };
}

export function toGuestlistEntry(
  { entry, club, waitlistPosition, promoter, turnedAwayAt, arrived }: EntryWithClub,
  now?: Date,
): GuestlistEntry {
  const closes = earliestClosing(
    club.guestlistOptions,
    entry,
    entry.date,
    club.timeZone,
  ).instant.toISOString();
  const position = entry.status === 'waitlisted' ? waitlistPosition : null;
  const offer = offerView(entry, now);
  return {
    id: entry.id,
    club: toPassClub(club),
    date: entry.date,
    ladies: entry.ladies,
    men: entry.men,
    guestNames: entry.guestNames,
    status: entry.status,
    waitlistPosition: position,
    entryTerms: entryTerms({
      ...entry,
      offeredUntil: offer?.state === 'open' ? formatClubTime(offer.expiresAt, club.timeZone) : null,
      waitlistPosition: position,
      timeZone: club.timeZone,
      options: club.guestlistOptions,
    }),
    closesAtInstant: closes,
    cameWith: cameWithName(promoter),
    turnedAwayAt: turnedAwayAt ? new Date(turnedAwayAt).toISOString() : null,
    // Cancelling frees the spot for the waitlist; after the list closes nobody could take it.
    cancellableUntil: closes,
    offer,
    arrived: arrived ?? 0,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
    cancelledAt: entry.cancelledAt?.toISOString() ?? null,
  };
}
