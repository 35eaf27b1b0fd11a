import type { Gender } from '../../shared/clubs.ts';

const WHO: Record<Gender, string> = { female: 'ladies', male: 'men' };

/** Every refusal of a join or a cancellation, worded for the member (one place, one wording). */
export const GUESTLIST_MESSAGES = {
  emptyParty: 'Add at least one person to your party.',
  clubNotFound: 'This club is not on Nightlist.',
  partyTooLarge: (club: string, max: number) =>
    `Your party is larger than ${club} allows on its guestlist (${max} people). Contact the concierge for bigger groups.`,
  noGuestlistFor: (club: string, gender: Gender) =>
    `${club} has no guestlist for ${WHO[gender]} on this night.`,
  dateNotOpen: (club: string) => `${club} has not opened its guestlist for this date.`,
  datePassed: 'This night has already passed. Pick an upcoming date.',
  closedForNight: (club: string, gender: Gender) =>
    `The guestlist for ${WHO[gender]} at ${club} has closed for the night.`,
  entryNotFound: 'No such guestlist entry.',
  passNotFound: 'No such pass.',
  offerLapsed:
    'The time to claim this spot has passed: it went to the next party. Join again if you are still coming.',
  offerWithdrawn: 'This offer was withdrawn: your entry is no longer on the list.',
  offerDeclined: 'You said no to this spot: it went to the next party.',
  offerClaimed: 'You claimed this spot already: you are on the list.',
  noOffer: 'There is no spot on offer for this entry right now.',
  cancelTooLate: 'This entry can no longer be cancelled: the guestlist has closed for the night.',
};
