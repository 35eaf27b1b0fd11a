import { z } from 'zod';
import { DEPOSIT_STATES, PAYMENT_STATUSES } from '../deposits.ts';
import { isoDateSchema, passClubSchema } from './common-schema.ts';
import {
  amountSpentCentsSchema,
  amountSpentDollarsSchema,
  deprecatedDollars,
  deprecatedDollarsOrNull,
  deprecatedWholeDollars,
  deprecatedWholeDollarsOrNull,
  oneSpendField,
} from './money-schema.ts';

/**
 * A reservation's lifecycle: requested → confirmed | declined; confirmed → completed | no_show;
 * cancelled by the member. Listed in lifecycle order: the status history sorts by it.
 */
export const RESERVATION_STATUSES = [
  'requested',
  'confirmed',
  'declined',
  'completed',
  'no_show',
  'cancelled',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const tableTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Minimum spend for the table, in cents (whole dollars: a multiple of 100). */
  minimumSpendCents: z.number().int(),
  minimumSpend: deprecatedWholeDollars('minimumSpendCents'),
  maxGuests: z.number().int(),
  description: z.string(),
});
/** A table type as the API answers it (with the deprecated dollar minimum). */
export type TableType = z.infer<typeof tableTypeSchema>;
/** A table type as the club stores it (and a reservation's snapshot): cents only. */
export type StoredTableType = Omit<TableType, 'minimumSpend'>;

/** The answer for a stored table type: its deprecated dollar minimum computed from the cents. */
export function tableTypeView(table: StoredTableType): TableType {
  return {
    id: table.id,
    name: table.name,
    minimumSpendCents: table.minimumSpendCents,
    minimumSpend: table.minimumSpendCents / 100,
    maxGuests: table.maxGuests,
    description: table.description,
  };
}

/** `GET /api/clubs/{clubId}/reservation-options?date=`: what the booking screen offers for a night. */
export const reservationOptionsResponseSchema = z.object({
  clubId: z.uuid(),
  clubName: z.string(),
  date: z.string(),
  reservationsEnabled: z.boolean(),
  /** Percent of the amount spent credited back after the night; fixed when booking. */
  cashbackPercent: z.number(),
  tableTypes: z.array(tableTypeSchema),
  /** Arrival times offered, `HH:MM` club time (times before 06:00 are after midnight). */
  arrivalTimes: z.array(z.string()),
  maxPartySize: z.number().int(),
  /** The club's cancellation terms in plain words, shown before confirming. */
  cancellationTerms: z.string(),
  /** The member may cancel in the app until this many hours before the arrival time. */
  cancellationCutoffHours: z.number().int(),
  /**
   * How the card pays a deposit for each offered arrival time, decided as the server will when the
   * request is sent: `manual` held until the club confirms (a night within 6 days), `automatic` charged.
   */
  depositCapture: z.record(z.string(), z.enum(['manual', 'automatic'])),
  /** What the club adds to a table's minimum, and the deposit it asks: money.ts allInPrice prices a table. */
  pricing: z.object({
    serviceCharge: z.number(),
    taxRate: z.number(),
    depositPercent: z.number().int(),
  }),
});
export type ReservationOptions = z.infer<typeof reservationOptionsResponseSchema>;

export const createReservationBodySchema = z.object({
  clubId: z.uuid({ error: 'must be a club id' }),
  date: isoDateSchema,
  partySize: z
    .number()
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(50),
  arrivalTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time written as HH:MM' }),
  tableTypeId: z.string().max(64).nullable().default(null),
  notes: z.string().trim().max(500, { error: 'must be at most 500 characters' }).default(''),
  /** Cashback to put towards the deposit, in cents: at most the balance and the deposit. */
  cashbackCents: z
    .number()
    .int({ error: 'must be whole cents' })
    .min(0, { error: 'must be 0 or more' })
    .max(100_000_000)
    .default(0),
});
export type CreateReservationBody = z.infer<typeof createReservationBodySchema>;

/** The all-in price quoted when booking, in cents; all zero without a table. */
export const reservationPriceSchema = z.object({
  minimumCents: z.number().int(),
  serviceCharge: z.number(),
  serviceCents: z.number().int(),
  taxRate: z.number(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  restCents: z.number().int(),
});
export type ReservationPrice = z.infer<typeof reservationPriceSchema>;

/** The deposit as the guest and the venue see it. */
export const depositSchema = z.object({
  state: z.enum(DEPOSIT_STATES),
  /** The whole deposit: cashback applied plus card. */
  amountCents: z.number().int(),
  cashbackCents: z.number().int(),
  cardCents: z.number().int(),
  /** Card money given back so far. */
  refundedCents: z.number().int(),
  /** Cashback put back on the balance (the ledger's `returned`), when the request ended. */
  cashbackReturnedCents: z.number().int(),
  /** `manual`: a hold on the card until the club confirms; `automatic`: taken when paid. */
  capture: z.enum(['manual', 'automatic']).nullable(),
  /** The provider's checkout page while a payment is waiting for the guest. */
  checkoutUrl: z.string().nullable(),
  /** Why the last attempt failed, in words for the guest. */
  failure: z.string().nullable(),
  /** Every attempt and what became of it, oldest first. */
  payments: z.array(
    z.object({
      id: z.uuid(),
      provider: z.enum(['stripe', 'standin', 'cashback']),
      status: z.enum(PAYMENT_STATUSES),
      amountCents: z.number().int(),
      refundedCents: z.number().int(),
      providerPaymentId: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type Deposit = z.infer<typeof depositSchema>;

export const reservationSchema = z.object({
  id: z.uuid(),
  club: passClubSchema,
  date: z.string(),
  partySize: z.number().int(),
  arrivalTime: z.string(),
  tableType: tableTypeSchema.nullable(),
  notes: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  statusHistory: z.array(
    z.object({ status: z.enum(RESERVATION_STATUSES), at: z.iso.datetime(), note: z.string().nullable() }),
  ),
  /** Fixed at booking, whatever the club changes later. */
  cashbackPercent: z.number(),
  /** The table's minimum spend when booking, in cents; null without a table. */
  minimumSpendCents: z.number().int().nullable(),
  minimumSpend: deprecatedWholeDollarsOrNull('minimumSpendCents'),
  /** What the party spent, in cents, once the table is completed. */
  amountSpentCents: z.number().int().nullable(),
  amountSpent: deprecatedDollarsOrNull('amountSpentCents'),
  /** What the table has put on the cashback balance in cents: earned, and any corrections since. */
  cashbackEarnedCents: z.number().int().nullable(),
  cashbackEarned: deprecatedDollarsOrNull('cashbackEarnedCents'),
  price: reservationPriceSchema,
  deposit: depositSchema,
  cancellationTerms: z.string(),
  cancellableUntil: z.iso.datetime(),
  /** Signed token for the door's QR scanner. */
  qrToken: z.string(),
  createdAt: z.iso.datetime(),
});
export type Reservation = z.infer<typeof reservationSchema>;
export const reservationsResponseSchema = z.object({ reservations: z.array(reservationSchema) });

/**
 * Staff changes a reservation's status (the admin panel builds on this). Completed and no-show are
 * answers about the night itself: completed from the table's arrival time, a no-show once it passed.
 */
export const setReservationStatusBodySchema = z
  .object({
    status: z.enum(['confirmed', 'declined', 'completed', 'no_show']),
    /** Required with completed (or, deprecated, `amountSpent` in dollars; never both). */
    amountSpentCents: amountSpentCentsSchema.optional(),
    amountSpent: amountSpentDollarsSchema.optional(),
    note: z.string().trim().max(300).optional(),
  })
  .superRefine(oneSpendField);

export const SPEND_CORRECTION_REASON_MAX = 300;

/**
 * `POST /api/admin/reservations/{id}/spend-correction`: a completed table's spend was recorded wrong.
 * The cashback follows the new figure (see cashbackCorrection), and the reason goes to the audit log.
 */
export const spendCorrectionBodySchema = z
  .object({
    /** The corrected spend in cents (or, deprecated, `amountSpent` in dollars): exactly one. */
    amountSpentCents: amountSpentCentsSchema.optional(),
    amountSpent: amountSpentDollarsSchema.optional(),
    reason: z
      .string({ error: 'say why the spend is corrected' })
      .trim()
      .min(1, { error: 'say why the spend is corrected' })
      .max(SPEND_CORRECTION_REASON_MAX, {
        error: `must be at most ${SPEND_CORRECTION_REASON_MAX} characters`,
      }),
  })
  .superRefine((body, ctx) => {
    oneSpendField(body, ctx);
    if (body.amountSpentCents === undefined && body.amountSpent === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['amountSpentCents'],
        message: 'give the corrected spend in cents',
      });
  });
export type SpendCorrectionBody = z.infer<typeof spendCorrectionBodySchema>;

export const spendCorrectionResponseSchema = z.object({
  reservation: reservationSchema,
  correction: z.object({
    /** The spend recorded before and after, in cents. */
    spendBeforeCents: z.number().int(),
    spendAfterCents: z.number().int(),
    spendBefore: deprecatedDollars('spendBeforeCents'),
    spendAfter: deprecatedDollars('spendAfterCents'),
    /** What the table has put on the member's balance, before and after. */
    cashbackBeforeCents: z.number().int(),
    cashbackAfterCents: z.number().int(),
    /** What the new spend would take back that the member had already spent: it stays theirs. */
    keptCents: z.number().int(),
  }),
});
export type SpendCorrection = z.infer<typeof spendCorrectionResponseSchema>['correction'];

/** `corrected`: a completed table's spend was corrected, and its cashback moved with it (signed). */
export const CASHBACK_KINDS = ['earned', 'spent', 'returned', 'corrected'] as const;

export const cashbackResponseSchema = z.object({
  balanceCents: z.number().int(),
  balance: deprecatedDollars('balanceCents'),
  /**
   * The ledger, newest first: earned on a completed table, spent on a deposit, returned with its
   * refund, corrected when the club corrects what was spent at a table.
   */
  credits: z.array(
    z.object({
      id: z.uuid(),
      reservationId: z.uuid(),
      kind: z.enum(CASHBACK_KINDS),
      clubName: z.string(),
      date: z.string(),
      /** Earned and corrected rows: what was spent at the table in cents (corrected: the new figure), and the percent; null otherwise. */
      amountSpentCents: z.number().int().nullable(),
      amountSpent: deprecatedDollarsOrNull('amountSpentCents'),
      percent: z.number().nullable(),
      /** Cents, signed: negative when spent. */
      amountCents: z.number().int(),
      amount: deprecatedDollars('amountCents'),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type Cashback = z.infer<typeof cashbackResponseSchema>;
