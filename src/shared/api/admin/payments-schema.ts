/**
 * The venue's money: every deposit payment in a period, with the provider's ids for reconciling
 * with the provider's own records, and the totals that reporting shows.
 */
import { z } from 'zod';
import { PAYMENT_EVENT_KINDS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../../deposits.ts';
import { isoDateSchema } from '../common-schema.ts';

export const PAYMENTS_PAGE_MAX = 200;

/** `GET /api/admin/payments?from=&to=&clubId=&cursor=`: the deposits of tables for the nights from `from` to `to`. */
export const paymentsQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  clubId: z.uuid().optional(),
  /** From the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
});

export const adminPaymentSchema = z.object({
  id: z.uuid(),
  reservationId: z.uuid(),
  club: z.object({ id: z.uuid(), name: z.string() }),
  /** The night of the table. */
  date: z.string(),
  member: z.object({ name: z.string(), phoneNumber: z.string() }),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  /** Why it failed (a declined card, the checkout lapsed, the provider down), in the guest's words. */
  failure: z.string().nullable(),
  /** Card money asked. */
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Cashback put towards the same deposit. */
  cashbackCents: z.number().int(),
  /** The provider's checkout and payment ids (Stripe: cs_…, pi_…), to find it in their dashboard. */
  checkoutId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  events: z.array(
    z.object({
      kind: z.enum(PAYMENT_EVENT_KINDS),
      amountCents: z.number().int(),
      cashbackCents: z.number().int(),
      providerRef: z.string().nullable(),
      at: z.iso.datetime(),
    }),
  ),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const paymentTotalsSchema = z.object({
  /** Card money taken (captured), before refunds. */
  takenCents: z.number().int(),
  /** Card money given back. */
  refundedCents: z.number().int(),
  /** Card money on hold now (authorised, not taken). */
  heldCents: z.number().int(),
  /** Deposits the club kept on no-shows (card and cashback). */
  forfeitedCents: z.number().int(),
  /** Cashback members spent on deposits, and what came back to them. */
  cashbackUsedCents: z.number().int(),
  cashbackReturnedCents: z.number().int(),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

export const paymentsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  clubId: z.uuid().nullable(),
  totals: paymentTotalsSchema,
  payments: z.array(adminPaymentSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type PaymentsReport = z.infer<typeof paymentsResponseSchema>;
