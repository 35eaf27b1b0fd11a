import { allInPrice, formatMoney } from '../../../../shared/money.ts';

/** What a club adds to a table's minimum, and the deposit it asks, as typed (percents, text). */
export interface PricingDraft {
  taxRate: string;
  serviceCharge: string;
  depositPercent: string;
}

/** `8.875`, `20`, `.5`: a plain decimal, nothing else (no sign, no exponent, no "%"). */
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

function decimals(text: string): number {
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
}

/**
 * A percent typed in a box, checked like the server checks it (a range, at most `places` decimals),
 * counted on the text: 1.1 has one decimal, whatever binary makes of 1.1 × 100. Null when fine.
 */
function percentProblem(typed: string, max: number, places: number, example: string): string | null {
  const text = typed.trim();
  if (text === '') return `Type a percentage from 0 to ${max}: 0 for none.`;
  if (text.startsWith('-') && DECIMAL.test(text.slice(1))) return `Must be 0% or more, up to ${max}%.`;
  if (!DECIMAL.test(text)) return `Type a number from 0 to ${max}, e.g. ${example}, without the % sign.`;
  if (Number(text) > max) return `Must be ${max}% at most.`;
  if (decimals(text) > places)
    return places === 0
      ? 'Use a whole percentage, e.g. 25.'
      : `Use at most ${places} decimals, e.g. ${example}.`;
  return null;
}

/** Messages by the server's field names; empty when all three can be sent. */
export function validatePricing(draft: PricingDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (path: keyof PricingDraft, message: string | null) => {
    if (message) errors[path] = message;
  };
  put('taxRate', percentProblem(draft.taxRate, 30, 3, '8.875'));
  put('serviceCharge', percentProblem(draft.serviceCharge, 40, 2, '20'));
  put('depositPercent', percentProblem(draft.depositPercent, 100, 0, '25'));
  return errors;
}

/** A round table the example prices when the club has none with a minimum: $1,000, in cents. */
export const EXAMPLE_MINIMUM_CENTS = 100_000;

/**
 * The table the example prices: the cheapest with a minimum spend (typed in whole dollars, given
 * back in cents), or null when none has one.
 */
export function cheapestTable(
  tableTypes: readonly { name: string; minimumSpendCents: string }[],
): { minimumCents: number; name: string } | null {
  let cheapest: { minimumCents: number; name: string } | null = null;
  for (const type of tableTypes) {
    const text = type.minimumSpendCents.trim();
    if (!/^\d+$/.test(text)) continue;
    const minimumCents = Number(text) * 100;
    if (minimumCents <= 0 || minimumCents > 100_000_000) continue;
    if (cheapest === null || minimumCents < cheapest.minimumCents)
      cheapest = { minimumCents, name: type.name.trim() };
  }
  return cheapest;
}

/**
 * One line that shows the admin what members will be quoted, e.g.
 * `A $1,000 table: $1,000 + $200 service + $106.50 tax = $1,306.50 all in; $326.63 deposit now`.
 * Null while a rate cannot be read (its field says why).
 */
export function pricingExample(draft: PricingDraft, minimumCents: number): string | null {
  if (Object.keys(validatePricing(draft)).length > 0) return null;
  const price = allInPrice({
    minimumCents,
    taxRate: Number(draft.taxRate),
    serviceCharge: Number(draft.serviceCharge),
    depositPercent: Number(draft.depositPercent),
  });
  const money = (cents: number) => formatMoney(cents, { short: true });
  const parts = [money(price.minimumCents)];
  if (price.serviceCents > 0) parts.push(`${money(price.serviceCents)} service`);
  if (price.taxCents > 0) parts.push(`${money(price.taxCents)} tax`);
  const total = parts.length > 1 ? `${parts.join(' + ')} = ${money(price.totalCents)}` : parts[0];
  const deposit = price.depositCents > 0 ? `${money(price.depositCents)} deposit now` : 'no deposit';
  return `A ${money(price.minimumCents)} table: ${total} all in; ${deposit}`;
}
