import { z } from 'zod';
import { type Cents, centsFromDollars } from '../money.ts';

/*
 * Money in the API (decision 036): every amount is integer cents in a `*Cents` field. The dollar
 * fields answered before stay beside them, computed from the cents and marked deprecated in the
 * OpenAPI document; the web app reads none of them, and a later release removes them.
 */

const deprecation = (twin: string) => ({
  deprecated: true,
  description: `Deprecated: US dollars, \`${twin} / 100\`; read \`${twin}\` (cents).`,
});

/** A deprecated dollar field answered beside its `*Cents` twin: `cents / 100`. */
export const deprecatedDollars = (twin: string) => z.number().meta(deprecation(twin));
export const deprecatedDollarsOrNull = (twin: string) => z.number().nullable().meta(deprecation(twin));

/** A deprecated whole-dollar field (a table's minimum spend) answered beside its `*Cents` twin. */
export const deprecatedWholeDollars = (twin: string) => z.number().int().meta(deprecation(twin));
export const deprecatedWholeDollarsOrNull = (twin: string) =>
  z.number().int().nullable().meta(deprecation(twin));

/** The largest spend staff can record for one table: $1,000,000. */
export const MAX_SPEND_CENTS = 100_000_000;

/** What a party spent at its table, in cents; cashback = spend × the percent booked. */
export const amountSpentCentsSchema = z
  .number({ error: 'must be an amount in cents' })
  .int({ error: 'must be whole cents' })
  .min(0, { error: 'must be 0 or more' })
  .max(MAX_SPEND_CENTS, { error: `must be at most ${MAX_SPEND_CENTS}` });

/** The same in US dollars, as clients sent it before cents (deprecated; rounded to the cent). */
export const amountSpentDollarsSchema = z
  .number({ error: 'must be an amount in dollars' })
  .min(0, { error: 'must be 0 or more' })
  .max(MAX_SPEND_CENTS / 100, { error: `must be at most ${MAX_SPEND_CENTS / 100}` })
  .meta({ deprecated: true, description: 'Deprecated: US dollars; send `amountSpentCents`.' });

/**
 * A deprecated dollar field sent beside its `*Cents` twin must say the same amount (a client that
 * sends back what it read carries both); otherwise it is refused by name.
 */
export function sameAmount(
  ctx: z.RefinementCtx,
  pair: { cents: number | undefined; dollars: number | undefined; centsField: string; dollarsField: string },
): void {
  if (pair.cents === undefined || pair.dollars === undefined) return;
  if (centsFromDollars(pair.dollars) === pair.cents) return;
  ctx.addIssue({
    code: 'custom',
    path: [pair.dollarsField],
    message: `must be the same amount as ${pair.centsField} (${pair.cents} cents), or be left out: send it once, in cents`,
  });
}

/** A body that may name the spend in cents or, deprecated, in dollars; both only if they agree. */
export function oneSpendField(
  body: { amountSpentCents?: number | undefined; amountSpent?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  sameAmount(ctx, {
    cents: body.amountSpentCents,
    dollars: body.amountSpent,
    centsField: 'amountSpentCents',
    dollarsField: 'amountSpent',
  });
}

/** The spend a body gives, in cents, whichever field named it; undefined when neither did. */
export function spendCentsOf(body: {
  amountSpentCents?: number | undefined;
  amountSpent?: number | undefined;
}) {
  if (body.amountSpentCents !== undefined) return body.amountSpentCents;
  return body.amountSpent === undefined ? undefined : centsFromDollars(body.amountSpent);
}

/** Dollars for a deprecated field, from the cents (null stays null). */
export function dollarsOf(cents: Cents): number;
export function dollarsOf(cents: Cents | null): number | null;
export function dollarsOf(cents: Cents | null): number | null {
  return cents === null ? null : cents / 100;
}
