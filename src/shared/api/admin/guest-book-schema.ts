/**
 * The guest book (docs/decisions/040): a venue's guests with what they did at its clubs. Managers
 * only; a manager of one club sees that club's history, a venue's manager the venue's.
 */
import { z } from 'zod';

export const GUEST_BOOK_PAGE = 50;
export const GUEST_NIGHTS_PAGE = 20;
export const GUEST_PROMOTERS_MAX = 10;
/** The export's cap: a larger venue narrows it by search or filter. */
export const GUEST_BOOK_EXPORT_MAX = 50_000;
/** Regulars: at least this many visits; lapsed: the last one longer ago than LAPSED_DAYS. */
export const REGULAR_VISITS = 3;
export const LAPSED_DAYS = 60;

export const GUEST_BOOK_FILTERS = ['regulars', 'lapsed', 'top_spenders', 'no_show_prone'] as const;
export type GuestBookFilter = (typeof GUEST_BOOK_FILTERS)[number];
export const GUEST_BOOK_SORTS = ['recent', 'name', 'spend', 'visits'] as const;
export type GuestBookSort = (typeof GUEST_BOOK_SORTS)[number];

/** Whose guest book: one club (`clubId`), a whole venue (`venueId`), or, when neither, the caller's only one. */
export const guestBookScopeSchema = z.object({
  clubId: z.uuid().optional(),
  venueId: z.uuid().optional(),
});

/** `GET /api/admin/guest-book?q=&filter=&sort=&cursor=` */
export const guestBookQuerySchema = guestBookScopeSchema.extend({
  /** A name (first or last name first) or phone digits, matched as a prefix. */
  q: z.string().trim().max(60).optional(),
  filter: z.enum(GUEST_BOOK_FILTERS).optional(),
  sort: z.enum(GUEST_BOOK_SORTS).default('recent'),
  cursor: z.string().max(200).optional(),
});
export type GuestBookQuery = z.infer<typeof guestBookQuerySchema>;

export const guestFiguresSchema = z.object({
  /** Nights the guest arrived (a check-in on their party or table, or a completed table). */
  visits: z.number().int(),
  /** People admitted on the guest's guestlist parties. */
  arrivedPeople: z.number().int(),
  guestlistNoShows: z.number().int(),
  tableNoShows: z.number().int(),
  cancellations: z.number().int(),
  /** Completed tables and what was spent at them, in cents. */
  tables: z.number().int(),
  spendCents: z.number().int(),
  depositsKeptCents: z.number().int(),
  cashbackCents: z.number().int(),
  firstVisit: z.string().nullable(),
  lastVisit: z.string().nullable(),
  /** The last night with a party or table here; null before the first is over. */
  lastSeen: z.string().nullable(),
  /** Mean people per confirmed guestlist party; null with none. */
  typicalPartySize: z.number().nullable(),
  /** Ladies among those parties' people, 0..1; null with none. */
  ladiesShare: z.number().nullable(),
});
export type GuestFigures = z.infer<typeof guestFiguresSchema>;

export const guestBookRowSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  phoneNumber: z.string(),
  figures: guestFiguresSchema,
});
export type GuestBookRow = z.infer<typeof guestBookRowSchema>;

export const guestBookScopeViewSchema = z.object({
  kind: z.enum(['club', 'venue']),
  id: z.uuid(),
  name: z.string(),
});

export const guestBookResponseSchema = z.object({
  scope: guestBookScopeViewSchema,
  /** The last night folded in: the book covers the nights through this one. */
  through: z.string().nullable(),
  /** A finished night is still being added in by the fold job (minutes after 06:00 club time). */
  adding: z.boolean(),
  guests: z.array(guestBookRowSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type GuestBookPage = z.infer<typeof guestBookResponseSchema>;

export const guestProfileParamsSchema = z.object({ userId: z.string() });

export const guestNightSchema = z.object({
  date: z.string(),
  club: z.object({ id: z.uuid(), name: z.string() }),
  kind: z.enum(['guestlist', 'table']),
  status: z.string(),
  ladies: z.number().int(),
  men: z.number().int(),
  arrivedPeople: z.number().int(),
  promoter: z.string().nullable(),
  spendCents: z.number().int().nullable(),
});

export const guestPromoterSchema = z.object({ name: z.string(), nights: z.number().int() });

export const guestProfileResponseSchema = z.object({
  scope: guestBookScopeViewSchema,
  guest: guestBookRowSchema,
  promoters: z.array(guestPromoterSchema),
});
export type GuestProfile = z.infer<typeof guestProfileResponseSchema>;

/** `GET /api/admin/guest-book/:userId/nights?cursor=`: newest first. */
export const guestNightsQuerySchema = guestBookScopeSchema.extend({ cursor: z.string().max(200).optional() });
export const guestNightsResponseSchema = z.object({
  nights: z.array(guestNightSchema),
  nextCursor: z.string().nullable(),
});
export type GuestNights = z.infer<typeof guestNightsResponseSchema>;

/** `GET /api/admin/guest-book/export.csv`: the list's search and filter, every page. */
export const guestBookExportQuerySchema = guestBookQuerySchema.omit({ cursor: true });
