import { hasGuestlistClosed } from './closing-time.ts';
import { type IsoDate, type Weekday, weekdayOf } from './dates.ts';
import { onFirstUse } from './on-first-use.ts';

export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];
export const DEFAULT_GENDER: Gender = 'female';

export const EVENT_TYPES = ['nightclub', 'dinner_party'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_FILTERS = ['all', ...EVENT_TYPES] as const;
/**
 * Clubs per page of the home listing: a city's 1,000 clubs would be half a megabyte in one answer.
 * 48 fills whole rows of one to four cards.
 */
export const CLUBS_PAGE_SIZE = 48;
export type EventTypeFilter = (typeof EVENT_TYPE_FILTERS)[number];

export interface GuestlistOption {
  enabled: boolean;
  details: string;
  /** `HH:MM` on the club's wall clock; 00:00–05:59 means the early hours after the event date. */
  closesAt: string;
}

/** The fields of a club that the listing rules read (SPEC §3). */
export interface ClubRules {
  name: string;
  visible: boolean;
  activeDays: readonly Weekday[];
  eventType: EventType;
  sortOrder: number | null;
  timeZone: string;
  guestlistOptions: Record<Gender, GuestlistOption>;
}

export interface ListingFilter {
  date: IsoDate;
  gender: Gender;
  type: EventTypeFilter;
}

/**
 * SPEC §5: a club is listed only when it is visible, active on the date's weekday, of the chosen
 * event type, has the chosen gender's guestlist enabled, and has its guestlist open for the date.
 */
/**
 * The address of one listing, `/api/clubs?date=&gender=&type=`, always written the same way: the
 * home page's preload hint (src/server/clubs/home-page-preload.ts) only helps if the page asks for this
 * exact address.
 */
/** The listing's address; the first page has no offset, so it is the address the home page preloads. */
export function clubsListingPath(filter: ListingFilter, offset = 0): string {
  const params = new URLSearchParams({ date: filter.date, gender: filter.gender, type: filter.type });
  if (offset > 0) params.set('offset', String(offset));
  return `/api/clubs?${params}`;
}

export function isClubListed(club: ClubRules, guestlistOpenOnDate: boolean, filter: ListingFilter): boolean {
  return (
    club.visible &&
    club.activeDays.includes(weekdayOf(filter.date)) &&
    (filter.type === 'all' || club.eventType === filter.type) &&
    club.guestlistOptions[filter.gender].enabled &&
    guestlistOpenOnDate
  );
}

const byName = onFirstUse(() => new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

/** SPEC §5: sortOrder ascending with missing values last, then name. */
export function compareClubs(
  a: Pick<ClubRules, 'sortOrder' | 'name'>,
  b: Pick<ClubRules, 'sortOrder' | 'name'>,
) {
  if (a.sortOrder !== b.sortOrder) {
    if (a.sortOrder === null) return 1;
    if (b.sortOrder === null) return -1;
    return a.sortOrder - b.sortOrder;
  }
  return byName().compare(a.name, b.name);
}

export const GUESTLIST_STATES = ['open', 'closed_for_night', 'no_guestlist'] as const;
/** What the join button of one gender shows for a date (SPEC §4). */
export type GuestlistState = (typeof GUESTLIST_STATES)[number];

export function guestlistState(
  option: GuestlistOption,
  eventDate: IsoDate,
  timeZone: string,
  now: Date,
): GuestlistState {
  if (!option.enabled) return 'no_guestlist';
  if (hasGuestlistClosed(eventDate, option.closesAt, timeZone, now)) return 'closed_for_night';
  return 'open';
}

/** What a freed guestlist spot does at a club (docs/decisions/037-waitlist-offers.md). */
export const WAITLIST_MODES = ['offer', 'immediate'] as const;
export type WaitlistMode = (typeof WAITLIST_MODES)[number];
/** Minutes a waitlisted party has to claim an offered spot: the club's choice within these bounds. */
export const OFFER_MINUTES = { min: 5, max: 60, default: 15 } as const;
