/**
 * A promoter's own API (`/api/promoter/*`: their links, their guests and what they earned) and the
 * venue's view of its promoters (`/api/admin/promoters`, `/api/admin/clubs/{id}/promoter-rates`).
 */
import { z } from 'zod';
import { centsFromDollars } from '../money.ts';
import type { PromoterRates } from '../promoter-earnings.ts';
import { phoneNumberInputSchema } from './admin/staff-schema.ts';
import { checkName, isoDateSchema } from './common-schema.ts';
import { deprecatedDollars, sameAmount } from './money-schema.ts';

/** The most a venue pays per guest: $10,000. */
export const MAX_PROMOTER_RATE_CENTS = 1_000_000;

const centsRate = z
  .number({ error: 'must be an amount in cents' })
  .int({ error: 'must be whole cents' })
  .min(0, { error: 'cannot be negative' })
  .max(MAX_PROMOTER_RATE_CENTS, { error: `must be at most $10,000 (${MAX_PROMOTER_RATE_CENTS} cents)` });

const dollarsRate = (twin: string) =>
  z
    .number()
    .min(0, { error: 'cannot be negative' })
    .max(10_000, { error: 'must be at most 10000 dollars' })
    .meta({ deprecated: true, description: `Deprecated: US dollars; send \`${twin}\` (cents).` });

const bonusAfterSchema = z
  .number()
  .int({ error: 'must be a whole number of arrivals' })
  .min(0, { error: 'cannot be negative' })
  .max(100_000, { error: 'must be at most 100000 arrivals' })
  .nullable();

const RATE_PAIRS = [
  ['ladyCents', 'lady'],
  ['manCents', 'man'],
  ['bonusCents', 'bonus'],
] as const;

/**
 * `PUT /api/admin/clubs/{id}/promoter-rates`: each rate in cents (`ladyCents`, `manCents`,
 * `bonusCents`) or, deprecated, in dollars (`lady`, `man`, `bonus`): one of each pair.
 */
export const promoterRatesBodySchema = z
  .object({
    ladyCents: centsRate.optional(),
    manCents: centsRate.optional(),
    bonusAfter: bonusAfterSchema,
    bonusCents: centsRate.optional(),
    lady: dollarsRate('ladyCents').optional(),
    man: dollarsRate('manCents').optional(),
    bonus: dollarsRate('bonusCents').optional(),
  })
  .superRefine((body, ctx) => {
    for (const [cents, dollars] of RATE_PAIRS) {
      // Rates read from the API and sent back carry both: they must agree.
      sameAmount(ctx, {
        cents: body[cents],
        dollars: body[dollars],
        centsField: cents,
        dollarsField: dollars,
      });
      if (body[cents] === undefined && body[dollars] === undefined)
        ctx.addIssue({ code: 'custom', path: [cents], message: 'give the rate in cents: 0 for none' });
    }
  })
  .transform(
    (body): PromoterRates => ({
      ladyCents: body.ladyCents ?? centsFromDollars(body.lady ?? 0),
      manCents: body.manCents ?? centsFromDollars(body.man ?? 0),
      bonusAfter: body.bonusAfter,
      bonusCents: body.bonusCents ?? centsFromDollars(body.bonus ?? 0),
    }),
  );

/** A club's promoter pay as answered: cents, with the deprecated dollars beside them. */
export const promoterRatesSchema = z.object({
  ladyCents: z.number().int(),
  manCents: z.number().int(),
  bonusAfter: z.number().int().nullable(),
  bonusCents: z.number().int(),
  lady: deprecatedDollars('ladyCents'),
  man: deprecatedDollars('manCents'),
  bonus: deprecatedDollars('bonusCents'),
});
export type PromoterRatesView = z.infer<typeof promoterRatesSchema>;

export function promoterRatesView(rates: PromoterRates): PromoterRatesView {
  return {
    ...rates,
    lady: rates.ladyCents / 100,
    man: rates.manCents / 100,
    bonus: rates.bonusCents / 100,
  };
}

export const promoterLinkSchema = z.object({
  code: z.string(),
  clubId: z.uuid(),
  /** Null: every night of the club. */
  date: z.string().nullable(),
  /** The path to share: `/p/<code>`. */
  path: z.string(),
});
export type PromoterLink = z.infer<typeof promoterLinkSchema>;

/** `POST /api/promoter/links`: the caller's link for a club they promote (and a night); made once. */
export const promoterLinkBodySchema = z.object({
  clubId: z.uuid({ error: 'must be a club id' }),
  date: isoDateSchema.optional(),
});

export const promoterClubSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timeZone: z.string(),
  rates: promoterRatesSchema,
  links: z.array(promoterLinkSchema),
  /** Guests (people) the caller may add by name per night here; 0 until the venue's manager sets it. */
  guestAllowance: z.number().int(),
});
/** `GET /api/promoter/clubs`: the clubs the caller promotes, each with their links and rates. */
export const promoterClubsResponseSchema = z.object({ clubs: z.array(promoterClubSchema) });

/**
 * What the door made of a promoter's guests, and what it earned. Arrivals here are those that count
 * for pay: people someone other than the promoter checked in. Those the promoter checked in
 * themselves (a promoter who also works the door) are `selfCheckedIn`, apart and never paid.
 */
export const promoterFiguresSchema = z.object({
  parties: z.number().int(),
  /** People on the list (cancelled parties excluded). */
  people: z.number().int(),
  /** People in who count for pay (and for the bonus threshold). */
  arrived: z.number().int(),
  /** Arrivals the door count proves were ladies / men; the rest are `unknown` (a mixed party in part). */
  ladiesArrived: z.number().int(),
  menArrived: z.number().int(),
  unknownArrived: z.number().int(),
  /** People the promoter checked in at the door themselves: not in `arrived`, not paid. */
  selfCheckedIn: z.number().int(),
  /** arrived / people, 0 to 1; null without people. */
  conversion: z.number().nullable(),
  /** What the arrivals earned, in cents. */
  earningsCents: z.number().int(),
  earnings: deprecatedDollars('earningsCents'),
});
export type PromoterFigures = z.infer<typeof promoterFiguresSchema>;

export const promotedPartySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ladies: z.number().int(),
  men: z.number().int(),
  status: z.string(),
  /** People the door let in, whoever checked them in. */
  arrived: z.number().int(),
  /** Of `arrived`, the people the promoter checked in themselves: not counted for pay. */
  selfCheckedIn: z.number().int(),
  joinedAt: z.iso.datetime(),
  /** Added by name: whether the guest has opened their pass, signed in (null: they joined themselves). */
  claimed: z.boolean().nullable(),
});

export const PROMOTER_NIGHT_PAGE = 100;
/** `GET /api/promoter/nights/{clubId}/{date}?offset=`: the caller's guests that night, live. */
export const promoterNightResponseSchema = z.object({
  clubId: z.uuid(),
  date: z.string(),
  figures: promoterFiguresSchema,
  parties: z.array(promotedPartySchema).max(PROMOTER_NIGHT_PAGE),
  nextOffset: z.number().int().nullable(),
});
export const promoterNightQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const promoterRangeQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export const promoterNightRowSchema = z.object({
  clubId: z.uuid(),
  clubName: z.string(),
  date: z.string(),
  figures: promoterFiguresSchema,
});
/** `GET /api/promoter/summary?from=&to=`: the caller's nights and their totals (at most 366 days). */
export const promoterSummaryResponseSchema = z.object({
  nights: z.array(promoterNightRowSchema),
  totals: promoterFiguresSchema,
});

/** `GET /api/admin/promoters?from=&to=&clubId=`: the venue's promoters ranked by arrivals. */
export const promotersReportQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  clubId: z.uuid().optional(),
});
export const promoterRankSchema = z.object({
  promoter: z.object({ id: z.uuid(), name: z.string(), phoneNumber: z.string() }),
  figures: promoterFiguresSchema,
});
export const promotersReportResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  promoters: z.array(promoterRankSchema),
  totals: promoterFiguresSchema,
});

const personName = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `The guest needs a ${what}` })
    .max(60, { error: `A ${what} has at most 60 characters` })
    .superRefine(checkName);

export const PROMOTER_GUESTS_MAX = 50;
/**
 * `POST /api/promoter/guests`: the caller puts guests on a night's list by name and phone (one, or
 * a pasted list), within their allowance for the night; all or none (409 `over_allowance` says how
 * many are left). Each guest is told by SMS who added them.
 */
export const addPromoterGuestsBodySchema = z.object({
  clubId: z.uuid({ error: 'must be a club id' }),
  date: isoDateSchema,
  guests: z
    .array(
      z.object({
        firstName: personName('first name'),
        lastName: personName('last name'),
        phoneNumber: phoneNumberInputSchema,
        gender: z.enum(['female', 'male'], { error: 'must be female or male' }),
      }),
    )
    .min(1, { error: 'Add at least one guest' })
    .max(PROMOTER_GUESTS_MAX, { error: `Add at most ${PROMOTER_GUESTS_MAX} guests at once` }),
});
export const promoterGuestTextSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('queued'), sendsAt: z.iso.datetime() }),
  z.object({ status: z.literal('not-texted'), message: z.string() }),
]);
export type PromoterGuestText = z.infer<typeof promoterGuestTextSchema>;
export const addPromoterGuestsResponseSchema = z.object({
  results: z.array(
    z.object({
      phoneNumber: z.string(),
      outcome: z.enum(['added', 'waitlisted', 'already-on', 'refused']),
      entryId: z.uuid().nullable().optional(),
      message: z.string().optional(),
      /**
       * The guest's invitation text, for those added or waitlisted: when it goes (`sendsAt`, now or
       * later when the caller's texts this hour are spent), or why it won't (the guest is on the list
       * all the same, and the door finds them by name).
       */
      text: promoterGuestTextSchema.optional(),
    }),
  ),
  /** People the caller may add per night here, and how many they have added. */
  allowance: z.number().int(),
  used: z.number().int(),
});

/** `GET /api/promoter-links/{code}` (public): where a promoter's link leads, for the `/p/{code}` page. */
export const promoterLinkVisitorEntrySchema = z.object({
  entryId: z.uuid(),
  date: z.string(),
  status: z.enum(['confirmed', 'waitlisted']),
  ladies: z.number().int(),
  men: z.number().int(),
  /** The promoter the entry is credited to ("Pia P."); null: joined without one. */
  promoter: z.string().nullable(),
  /** The entry is already credited to this link's promoter. */
  sameLink: z.boolean(),
});
export type PromoterLinkVisitorEntry = z.infer<typeof promoterLinkVisitorEntrySchema>;

export const promoterLinkTargetSchema = z.object({
  clubId: z.uuid(),
  /** Null: every night of the club. */
  date: z.string().nullable(),
  /** The night to open: the link's own, or for an every-night link the club's next open night (null: none open). */
  openDate: z.string().nullable(),
  /** The promoter's first name, to say who invited the visitor. */
  invitedBy: z.string(),
  /** The signed-in visitor's live entry on `openDate` at the club, if any: joining again changes nothing. */
  yourEntry: promoterLinkVisitorEntrySchema.nullable(),
});
