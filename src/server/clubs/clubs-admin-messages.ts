/** Every refusal of the clubs admin API, worded for the admin (one place, one wording). */
export const CLUBS_ADMIN_MESSAGES = {
  clubNotFound: 'No such club. It may have been removed: reload the list.',
  orderIsPlatforms:
    'Only Nightlist’s admins set where a club stands in the listing: send the order it has (sortOrder) unchanged.',
  unknownIds: (ids: string[]) => `These ids are not clubs: ${ids.join(', ')}. Reload the list and try again.`,
  repeatedIds: (ids: string[]) => `Each club may appear once in the order; repeated: ${ids.join(', ')}.`,
};

/** How the audit log names each field of a club. */
export const CLUB_FIELD_LABELS: Record<string, string> = {
  name: 'name',
  visible: 'visibility',
  activeDays: 'active days',
  eventType: 'event type',
  sortOrder: 'sort order',
  address: 'address',
  mapsUrl: 'maps link',
  reservationsEnabled: 'reservations',
  reservationCashback: 'cashback %',
  conciergeCallNumber: 'concierge call number',
  conciergeTextNumber: 'concierge text number',
  timeZone: 'time zone',
  guestlistOptions: 'guestlist options',
  maxPartySize: 'party limit',
  tableTypes: 'table types',
  cancellationTerms: 'cancellation terms',
  cancellationCutoffHours: 'cancellation cut-off',
  taxRate: 'tax rate',
  serviceCharge: 'service charge',
  depositPercent: 'deposit',
  waitlistMode: 'freed spots',
  offerMinutes: 'minutes to claim',
};
