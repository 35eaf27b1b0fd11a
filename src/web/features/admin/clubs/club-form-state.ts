import type { AdminClub, ClubInput } from '../../../../shared/api/admin/clubs-schema.ts';
import { isClockTime } from '../../../../shared/closing-time.ts';
import { type EventType, type Gender, OFFER_MINUTES, type WaitlistMode } from '../../../../shared/clubs.ts';
import type { Weekday } from '../../../../shared/dates.ts';
import { isTimeZone } from '../../../../shared/time-zone.ts';
import { type PricingDraft, validatePricing } from './club-pricing-state.ts';

/** Numbers stay text while typed, so a half-typed "1." or an empty box is never lost. */
export interface TableTypeDraft {
  /** Only for React's list keys: rows can be added, removed and renamed. */
  key: string;
  id: string;
  name: string;
  /** Whole dollars as typed; sent as cents (the box is named after the body field it fills). */
  minimumSpendCents: string;
  maxGuests: string;
  description: string;
}

export interface GuestlistOptionDraft {
  enabled: boolean;
  details: string;
  closesAt: string;
}

export interface ClubDraft extends PricingDraft {
  name: string;
  visible: boolean;
  eventType: EventType;
  activeDays: Weekday[];
  sortOrder: string;
  address: string;
  mapsUrl: string;
  timeZone: string;
  guestlistOptions: Record<Gender, GuestlistOptionDraft>;
  maxPartySize: string;
  reservationsEnabled: boolean;
  reservationCashback: string;
  cancellationCutoffHours: string;
  cancellationTerms: string;
  conciergeCallNumber: string;
  conciergeTextNumber: string;
  tableTypes: TableTypeDraft[];
  waitlistMode: WaitlistMode;
  offerMinutes: string;
}

/** Field path (as the server names it, e.g. `guestlistOptions.female.closesAt`) → message. */
export type FieldErrors = Record<string, string>;

let rowCounter = 0;
export function newRowKey(): string {
  rowCounter += 1;
  return `row-${rowCounter}`;
}

export function emptyTableType(): TableTypeDraft {
  return { key: newRowKey(), id: '', name: '', minimumSpendCents: '0', maxGuests: '6', description: '' };
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
  } catch {
    return 'America/New_York';
  }
}

export function newClubDraft(): ClubDraft {
  const option = { enabled: true, details: '', closesAt: '23:30' };
  return {
    name: '',
    visible: false,
    eventType: 'nightclub',
    activeDays: ['thursday', 'friday', 'saturday'],
    sortOrder: '',
    address: '',
    mapsUrl: '',
    timeZone: browserTimeZone(),
    guestlistOptions: { female: { ...option }, male: { ...option } },
    maxPartySize: '6',
    reservationsEnabled: false,
    reservationCashback: '0',
    cancellationCutoffHours: '24',
    cancellationTerms: '',
    taxRate: '0',
    serviceCharge: '0',
    depositPercent: '0',
    conciergeCallNumber: '',
    conciergeTextNumber: '',
    tableTypes: [],
    waitlistMode: 'offer',
    offerMinutes: String(OFFER_MINUTES.default),
  };
}

export function draftFromClub(club: AdminClub): ClubDraft {
  return {
    name: club.name,
    visible: club.visible,
    eventType: club.eventType,
    activeDays: [...club.activeDays],
    sortOrder: club.sortOrder === null ? '' : String(club.sortOrder),
    address: club.address,
    mapsUrl: club.mapsUrl,
    timeZone: club.timeZone,
    guestlistOptions: {
      female: { ...club.guestlistOptions.female },
      male: { ...club.guestlistOptions.male },
    },
    maxPartySize: String(club.maxPartySize),
    reservationsEnabled: club.reservationsEnabled,
    reservationCashback: String(club.reservationCashback),
    cancellationCutoffHours: String(club.cancellationCutoffHours),
    cancellationTerms: club.cancellationTerms ?? '',
    taxRate: String(club.taxRate),
    serviceCharge: String(club.serviceCharge),
    depositPercent: String(club.depositPercent),
    conciergeCallNumber: club.conciergeCallNumber ?? '',
    conciergeTextNumber: club.conciergeTextNumber ?? '',
    waitlistMode: club.waitlistMode,
    offerMinutes: String(club.offerMinutes),
    tableTypes: club.tableTypes.map((type) => ({
      key: newRowKey(),
      id: type.id,
      name: type.name,
      minimumSpendCents: String(type.minimumSpendCents / 100),
      maxGuests: String(type.maxGuests),
      description: type.description,
    })),
  };
}

/** A typed number, or NaN when the box holds something else (the server then names the field). */
function toNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The request body for POST/PUT; what cannot be a number is sent as typed and refused by name. */
export function inputFromDraft(draft: ClubDraft): ClubInput {
  return {
    name: draft.name,
    visible: draft.visible,
    eventType: draft.eventType,
    activeDays: draft.activeDays,
    sortOrder: draft.sortOrder.trim() === '' ? null : toNumber(draft.sortOrder),
    address: draft.address,
    mapsUrl: draft.mapsUrl,
    timeZone: draft.timeZone,
    guestlistOptions: {
      female: { ...draft.guestlistOptions.female },
      male: { ...draft.guestlistOptions.male },
    },
    maxPartySize: toNumber(draft.maxPartySize),
    reservationsEnabled: draft.reservationsEnabled,
    reservationCashback: toNumber(draft.reservationCashback),
    cancellationCutoffHours: toNumber(draft.cancellationCutoffHours),
    cancellationTerms: draft.cancellationTerms,
    taxRate: toNumber(draft.taxRate),
    serviceCharge: toNumber(draft.serviceCharge),
    depositPercent: toNumber(draft.depositPercent),
    conciergeCallNumber: draft.conciergeCallNumber,
    conciergeTextNumber: draft.conciergeTextNumber,
    waitlistMode: draft.waitlistMode,
    offerMinutes: toNumber(draft.offerMinutes),
    tableTypes: draft.tableTypes.map((type) => ({
      id: type.id.trim(),
      name: type.name,
      minimumSpendCents: toNumber(type.minimumSpendCents) * 100,
      maxGuests: toNumber(type.maxGuests),
      description: type.description,
    })),
  };
}

function wholeNumber(text: string, min: number, max: number): string | null {
  const value = toNumber(text);
  if (!Number.isInteger(value)) return 'Enter a whole number.';
  if (value < min || value > max) return `Enter a number from ${min} to ${max}.`;
  return null;
}

/**
 * The obvious mistakes, caught before sending; the server checks everything again and its
 * messages (by the same paths) replace these.
 */
export function validateDraft(draft: ClubDraft): FieldErrors {
  const errors: FieldErrors = {};
  const put = (path: string, message: string | null) => {
    if (message) errors[path] = message;
  };
  if (draft.name.trim() === '') put('name', 'Give the club a name.');
  if (draft.sortOrder.trim() !== '') put('sortOrder', wholeNumber(draft.sortOrder, 0, 100_000));
  const maps = draft.mapsUrl.trim();
  if (maps !== '' && !/^https:\/\/\S+$/.test(maps))
    put('mapsUrl', 'Paste an https:// link, or leave it empty.');
  if (!isTimeZone(draft.timeZone)) put('timeZone', 'Pick a time zone from the list.');
  for (const gender of ['female', 'male'] as const) {
    if (!isClockTime(draft.guestlistOptions[gender].closesAt))
      put(`guestlistOptions.${gender}.closesAt`, 'Write the time as HH:MM, e.g. 23:30 or 01:00.');
  }
  put('maxPartySize', wholeNumber(draft.maxPartySize, 1, 50));
  put('offerMinutes', wholeNumber(draft.offerMinutes, OFFER_MINUTES.min, OFFER_MINUTES.max));
  const cashback = toNumber(draft.reservationCashback);
  if (Number.isNaN(cashback) || cashback < 0 || cashback > 100)
    put('reservationCashback', 'Enter a percentage from 0 to 100.');
  put('cancellationCutoffHours', wholeNumber(draft.cancellationCutoffHours, 0, 168));
  Object.assign(errors, validatePricing(draft));
  const ids = new Set<string>();
  draft.tableTypes.forEach((type, index) => {
    const id = type.id.trim();
    if (!/^[a-z0-9-]{1,40}$/.test(id))
      put(`tableTypes.${index}.id`, 'Use lowercase letters, digits and dashes, e.g. vip-booth.');
    else if (ids.has(id)) put(`tableTypes.${index}.id`, 'Another table type has this id.');
    ids.add(id);
    if (type.name.trim() === '') put(`tableTypes.${index}.name`, 'Name the table type.');
    put(`tableTypes.${index}.minimumSpendCents`, wholeNumber(type.minimumSpendCents, 0, 1_000_000));
    put(`tableTypes.${index}.maxGuests`, wholeNumber(type.maxGuests, 1, 100));
  });
  return errors;
}
