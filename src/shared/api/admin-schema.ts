/**
 * The admin panel's API: clubs, guestlist dates, a night's lists, staff, the audit log,
 * the site notice, reports and export. Every `/api/admin/*` route answers 401 when signed out and
 * 403 for anyone who is not an admin.
 */
import { z } from 'zod';
import { isClockTime } from '../closing-time.ts';
import { EVENT_TYPES } from '../clubs.ts';
import { addDays, type IsoDate, WEEKDAYS, type Weekday, weekdayOf } from '../dates.ts';
import { normalizePhoneNumber } from '../phone.ts';
import { isTimeZone } from '../time-zone.ts';
import { isoDateSchema, isoInstantSchema } from './common-schema.ts';
import { GUESTLIST_ENTRY_STATUSES } from './guestlist-schema.ts';
import { RESERVATION_STATUSES, tableTypeSchema } from './reservation-schema.ts';

// ---------------------------------------------------------------------------------------------
// Clubs

const phoneOrNull = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return null;
    const normalized = normalizePhoneNumber(value);
    if (!normalized.ok) {
      ctx.addIssue({ code: 'custom', message: normalized.error });
      return z.NEVER;
    }
    return normalized.phoneNumber;
  })
  .nullable()
  .default(null);

const clockTime = z.string().refine(isClockTime, { error: 'must be a time written as HH:MM, e.g. 23:30' });

export const guestlistOptionInputSchema = z.object({
  enabled: z.boolean(),
  details: z.string().trim().max(500, { error: 'must be at most 500 characters' }),
  closesAt: clockTime,
});

export const tableTypeInputSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, {
      error: 'must be 1-40 lowercase letters, digits or dashes, e.g. vip-booth',
    }),
  name: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(60, { error: 'must be at most 60 characters' }),
  minimumSpend: z
    .number()
    .int({ error: 'must be whole dollars' })
    .min(0, { error: 'must be 0 or more' })
    .max(1_000_000),
  maxGuests: z
    .number()
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(100),
  description: z.string().trim().max(300, { error: 'must be at most 300 characters' }),
});

/** Every field of a club (SPEC §3) as the admin edits it; each message says what to fix. */
export const clubInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(80, { error: 'must be at most 80 characters' }),
    visible: z.boolean(),
    activeDays: z
      .array(z.enum(WEEKDAYS, { error: `must be days of the week: ${WEEKDAYS.join(', ')}` }))
      .max(7)
      .refine((days) => new Set(days).size === days.length, { error: 'must not repeat a day' }),
    eventType: z.enum(EVENT_TYPES, { error: `must be one of: ${EVENT_TYPES.join(', ')}` }),
    sortOrder: z.number().int({ error: 'must be a whole number' }).min(0).max(100_000).nullable(),
    address: z.string().trim().max(200, { error: 'must be at most 200 characters' }),
    mapsUrl: z
      .string()
      .trim()
      .max(2000)
      .refine((url) => url === '' || /^https:\/\/[^\s]+$/.test(url), {
        error: 'must be an https:// link (or empty)',
      }),
    reservationsEnabled: z.boolean(),
    reservationCashback: z
      .number({ error: 'must be a number' })
      .min(0, { error: 'must be between 0 and 100' })
      .max(100, { error: 'must be between 0 and 100' })
      .refine((n) => Math.round(n * 100) === n * 100, { error: 'must have at most 2 decimals' }),
    conciergeCallNumber: phoneOrNull,
    conciergeTextNumber: phoneOrNull,
    timeZone: z.string().refine(isTimeZone, { error: 'must be an IANA time zone, e.g. America/New_York' }),
    guestlistOptions: z.object({ female: guestlistOptionInputSchema, male: guestlistOptionInputSchema }),
    maxPartySize: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(50),
    tableTypes: z
      .array(tableTypeInputSchema)
      .max(20)
      .refine((types) => new Set(types.map((t) => t.id)).size === types.length, {
        error: 'table ids must be unique',
      }),
    cancellationTerms: z
      .string()
      .trim()
      .max(1000, { error: 'must be at most 1000 characters' })
      .nullable()
      .transform((terms) => (terms === '' ? null : terms)),
    cancellationCutoffHours: z
      .number()
      .int({ error: 'must be whole hours' })
      .min(0, { error: 'must be 0 or more' })
      .max(168, { error: 'must be at most 168 (a week)' }),
  })
  .strict();
export type ClubInput = z.input<typeof clubInputSchema>;
export type ClubInputParsed = z.output<typeof clubInputSchema>;

export const adminClubSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  visible: z.boolean(),
  activeDays: z.array(z.enum(WEEKDAYS)),
  eventType: z.enum(EVENT_TYPES),
  sortOrder: z.number().int().nullable(),
  address: z.string(),
  mapsUrl: z.string(),
  reservationsEnabled: z.boolean(),
  reservationCashback: z.number(),
  conciergeCallNumber: z.string().nullable(),
  conciergeTextNumber: z.string().nullable(),
  timeZone: z.string(),
  guestlistOptions: z.object({
    female: z.object({ enabled: z.boolean(), details: z.string(), closesAt: z.string() }),
    male: z.object({ enabled: z.boolean(), details: z.string(), closesAt: z.string() }),
  }),
  maxPartySize: z.number().int(),
  tableTypes: z.array(tableTypeSchema),
  cancellationTerms: z.string().nullable(),
  cancellationCutoffHours: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminClub = z.infer<typeof adminClubSchema>;

/** `GET /api/admin/clubs`: every club, hidden ones too, in listing order (SPEC §5 sort). */
export const adminClubsResponseSchema = z.object({ clubs: z.array(adminClubSchema) });
/** `POST /api/admin/clubs` (201) and `PUT /api/admin/clubs/{id}` take `clubInputSchema`, answer `adminClubSchema`. */
/** `POST /api/admin/clubs/reorder`: the ids in their new order; sortOrder becomes 10, 20, 30, ... */
export const reorderClubsBodySchema = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
});

// ---------------------------------------------------------------------------------------------
// Guestlist dates (the GUESTLIST DATES section)

const capacity = z
  .number()
  .int({ error: 'must be a whole number of people' })
  .min(0, { error: 'must be 0 or more' })
  .max(100_000)
  .nullable()
  .describe('Spots for this gender; null = unlimited');

export const guestlistDateSchema = z.object({
  date: z.string(),
  capacityFemale: z.number().int().nullable(),
  capacityMale: z.number().int().nullable(),
  /** People on the list (confirmed) and waiting, by gender; parties with both count in both. */
  confirmed: z.object({ ladies: z.number().int(), men: z.number().int() }),
  waitlisted: z.object({ ladies: z.number().int(), men: z.number().int() }),
  /** Active (confirmed or waitlisted) entries: closing the date cancels these. */
  activeEntries: z.number().int(),
});
export type GuestlistDate = z.infer<typeof guestlistDateSchema>;

/** `GET /api/admin/clubs/{clubId}/dates?from=&to=` (at most 400 days apart): the open dates in range. */
export const guestlistDatesQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export const guestlistDatesResponseSchema = z.object({
  clubId: z.uuid(),
  dates: z.array(guestlistDateSchema),
});

/**
 * `POST /api/admin/clubs/{clubId}/dates`: opens the dates (already open ones keep their capacity
 * unless `capacity*` is given). Answers with the dates now open in the range of the request.
 */
export const openDatesBodySchema = z.object({
  dates: z
    .array(isoDateSchema)
    .min(1, { error: 'pick at least one date' })
    .max(400, { error: 'open at most 400 dates at once' }),
  capacityFemale: capacity.optional(),
  capacityMale: capacity.optional(),
});
export const openDatesResponseSchema = z.object({
  opened: z.array(z.string()).describe('Dates that were not open before'),
  dates: z.array(guestlistDateSchema),
});

/**
 * `PUT /api/admin/clubs/{clubId}/dates/{date}`: sets the capacity. Raising it promotes waitlisted
 * parties in queue order (they are told); lowering it below the confirmed count keeps everyone
 * already confirmed and only stops new confirmations.
 */
export const setCapacityBodySchema = z.object({ capacityFemale: capacity, capacityMale: capacity });

/**
 * `DELETE /api/admin/clubs/{clubId}/dates/{date}?confirm=true`: closes the date. Without `confirm`,
 * a date with active entries answers 409 `date_has_entries` (message says how many) and changes
 * nothing; with it, those entries are cancelled and their members told (notification kind
 * `guestlist-night-closed`). Answers `{ closed: true, cancelledEntries }`.
 */
export const closeDateQuerySchema = z.object({
  confirm: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const closeDateResponseSchema = z.object({
  closed: z.literal(true),
  cancelledEntries: z.number().int(),
});

/** "Every Thursday to Saturday for the next 8 weeks": the dates from `from` (inclusive). */
export function expandDatePattern(from: IsoDate, weeks: number, weekdays: readonly Weekday[]): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let day = 0; day < weeks * 7; day += 1) {
    const date = addDays(from, day);
    if (weekdays.includes(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

// ---------------------------------------------------------------------------------------------
// A night's guestlist and reservations (for a club and a date)

export const checkInSummarySchema = z.object({
  /** People admitted so far, and when the last of them came in. */
  arrived: z.number().int(),
  lastAt: z.iso.datetime().nullable(),
});

export const adminMemberSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  instagram: z.string().nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminEntrySchema = z.object({
  id: z.uuid(),
  member: adminMemberSchema,
  ladies: z.number().int(),
  men: z.number().int(),
  guestNames: z.array(z.string()),
  status: z.enum(GUESTLIST_ENTRY_STATUSES),
  /** 1-based place in the queue while waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  checkIn: checkInSummarySchema,
});
export type AdminEntry = z.infer<typeof adminEntrySchema>;

export const adminReservationSchema = z.object({
  id: z.uuid(),
  member: adminMemberSchema,
  partySize: z.number().int(),
  arrivalTime: z.string(),
  tableType: tableTypeSchema.nullable(),
  notes: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  cashbackPercent: z.number(),
  minimumSpend: z.number().int().nullable(),
  amountSpent: z.number().nullable(),
  createdAt: z.iso.datetime(),
  checkIn: checkInSummarySchema,
});
export type AdminReservation = z.infer<typeof adminReservationSchema>;

/**
 * `GET /api/admin/nights/{clubId}/{date}?q=`: everything for one club and night. `q` (optional)
 * keeps entries and reservations whose member name, phone number (digits) or guest names match.
 */
/** Guestlist parties per page of the admin's night view: a night can hold 100,000. */
export const NIGHT_ENTRIES_PAGE_SIZE = 100;

export const adminNightQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  offset: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(10_000_000, { error: 'must be at most 10000000' })
    .optional()
    .describe(
      'Where the page of guestlist parties starts: 0 (the default) or the nextOffset of the page before',
    ),
});
export const adminNightResponseSchema = z.object({
  club: z.object({ id: z.uuid(), name: z.string(), timeZone: z.string() }),
  date: z.string(),
  guestlistOpen: z.boolean(),
  capacity: z.object({ female: z.number().int().nullable(), male: z.number().int().nullable() }),
  /** Counted over the whole night, whatever `q` filters. */
  counts: z.object({
    confirmed: z.object({ ladies: z.number().int(), men: z.number().int() }),
    waitlisted: z.object({ ladies: z.number().int(), men: z.number().int() }),
    arrived: z.number().int(),
    reservations: z.object({
      requested: z.number().int(),
      confirmed: z.number().int(),
      completed: z.number().int(),
    }),
  }),
  entries: z
    .array(adminEntrySchema)
    .describe(
      `A page of at most ${NIGHT_ENTRIES_PAGE_SIZE}: confirmed first, then the waitlist in order, then cancelled`,
    ),
  entriesTotal: z.number().int().describe('Parties on the night that `q` finds (all without one)'),
  nextOffset: z
    .number()
    .int()
    .nullable()
    .describe('The offset of the next page of entries, or null on the last'),
  reservations: z.array(adminReservationSchema),
});
export type AdminNight = z.infer<typeof adminNightResponseSchema>;

/**
 * `POST /api/admin/guestlist-entries/{id}/status`: `confirmed` takes a waitlisted party onto the
 * list even past capacity (the door decided); `cancelled` removes a party (the member is told).
 * Reservations keep their own endpoint: `POST /api/admin/reservations/{id}/status`.
 */
export const setEntryStatusBodySchema = z.object({
  status: z.enum(['confirmed', 'cancelled']),
});

// ---------------------------------------------------------------------------------------------
// Staff and the audit log

export const STAFF_ROLES = ['admin', 'door'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffMemberSchema = z.object({
  phoneNumber: z.string(),
  /** The profile with that number, when someone has signed in with it. */
  name: z.string().nullable(),
  addedAt: z.iso.datetime(),
});
/** `GET /api/admin/staff`. */
export const staffResponseSchema = z.object({
  admins: z.array(staffMemberSchema),
  door: z.array(staffMemberSchema),
});
/**
 * `POST /api/admin/staff` (201; 200 when already listed) adds a number to a list;
 * `DELETE /api/admin/staff/{role}/{phoneNumber}` removes it (204). An admin cannot remove their own
 * number nor the last admin (409, saying so).
 */
export const addStaffBodySchema = z.object({
  role: z.enum(STAFF_ROLES, { error: 'must be admin or door' }),
  phoneNumber: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const normalized = normalizePhoneNumber(value);
      if (!normalized.ok) {
        ctx.addIssue({ code: 'custom', message: normalized.error });
        return z.NEVER;
      }
      return normalized.phoneNumber;
    }),
});
export const staffParamsSchema = z.object({ role: z.enum(STAFF_ROLES), phoneNumber: z.string().max(32) });

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actor: z.object({ name: z.string(), phoneNumber: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
/** `GET /api/admin/audit?before=&limit=`: newest first; pass `nextBefore` as `before` for more. */
export const auditQuerySchema = z.object({
  before: isoInstantSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextBefore: z.iso.datetime().nullable(),
});

// ---------------------------------------------------------------------------------------------
// The site notice (the home page's banner)

export const siteNoticeSchema = z.object({
  enabled: z.boolean(),
  text: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
export type SiteNotice = z.infer<typeof siteNoticeSchema>;
// The default lives apart from this module, so the home page's banner does not pull in zod.
export { DEFAULT_SITE_NOTICE } from '../site-notice.ts';
/** `GET /api/site-notice` (public) answers `siteNoticeSchema`; `PUT /api/admin/site-notice` takes: */
export const setSiteNoticeBodySchema = z.object({
  enabled: z.boolean(),
  text: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty (switch the notice off instead)' })
    .max(280, { error: 'must be at most 280 characters' }),
});

// ---------------------------------------------------------------------------------------------
// Reporting and export

/** `GET /api/admin/reports?from=&to=&clubId=` (range at most 366 days; clubId optional = all clubs). */
export const reportQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  clubId: z.uuid().optional(),
});
export const reportNightSchema = z.object({
  date: z.string(),
  /** People signed up (confirmed) by gender. */
  ladies: z.number().int(),
  men: z.number().int(),
  waitlisted: z.number().int(),
  /** People admitted at the door. */
  arrived: z.number().int(),
  /** arrived / (ladies + men), 0..1; null when nobody signed up. */
  checkInRate: z.number().nullable(),
  /** Confirmed guestlist parties with nobody admitted, plus reservations marked no-show (past nights only). */
  noShows: z.number().int(),
  reservations: z.number().int(),
});
export const reportClubSchema = z.object({
  clubId: z.uuid(),
  name: z.string(),
  signUps: z.number().int(),
  arrived: z.number().int(),
  reservations: z.number().int(),
  completed: z.number().int(),
  noShows: z.number().int(),
  /** Dollars spent on completed reservations, and cashback credited for them. */
  spend: z.number(),
  cashback: z.number(),
});
export const reportResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  clubId: z.uuid().nullable(),
  nights: z.array(reportNightSchema).describe('One row per date in the range, oldest first'),
  clubs: z.array(reportClubSchema),
  totals: reportClubSchema.omit({ clubId: true, name: true }),
});
export type Report = z.infer<typeof reportResponseSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/**
 * `GET /api/admin/export?clubId=&from=&to=&format=csv|xlsx`: the guestlist for the door, streamed
 * (a file download). One row per party, columns EXPORT_COLUMNS, ordered by date, status, surname.
 */
export const exportQuerySchema = z.object({
  clubId: z.uuid({ error: 'must be a club id' }),
  from: isoDateSchema,
  to: isoDateSchema,
  format: z.enum(EXPORT_FORMATS, { error: 'must be csv or xlsx' }).default('csv'),
});
export const EXPORT_COLUMNS = [
  'Date',
  'Status',
  'Waitlist #',
  'Last name',
  'First name',
  'Phone',
  'Ladies',
  'Men',
  'Party size',
  'Guest names',
  'Arrived',
  'Joined at',
] as const;
