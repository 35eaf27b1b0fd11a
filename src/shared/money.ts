import { onFirstUse } from './on-first-use.ts';
/**
 * Money as integer cents (US dollars' minor unit): every sum, rate and rounding here is integer
 * arithmetic, so a price is the same on the server, on the web and in the receipt.
 *
 * Rates are percents written with at most three decimals (8.875), held as integer thousandths of a
 * percent (8875) while computing: `cents × thousandths / 100000`, rounded half up.
 */
export type Cents = number;

/** A percent (8.875) as whole thousandths of a percent (8875), exactly. */
export function rateUnits(percent: number): number {
  return Math.round(percent * 1000);
}

/** `percent`% of `cents`, rounded half up to the cent, in integers (no binary fractions). */
export function percentOf(cents: Cents, percent: number): Cents {
  const units = rateUnits(percent);
  const numerator = cents * units;
  if (!Number.isSafeInteger(numerator)) throw new RangeError('amount too large to price exactly');
  return Math.floor((numerator + 50_000) / 100_000);
}

/** Whole or two-decimal dollars (a minimum spend, a bill) as cents. */
export function centsFromDollars(dollars: number): Cents {
  return Math.round(dollars * 100);
}

export function dollarsFromCents(cents: Cents): number {
  return cents / 100;
}

/** What a club charges on a table, fixed on the reservation when booking. */
export interface TablePricing {
  /** The table's minimum spend in cents. */
  minimumCents: Cents;
  /** Service charge, percent of the minimum (20 = 20%). */
  serviceCharge: number;
  /** Sales tax, percent of the minimum and the service charge together (8.875). */
  taxRate: number;
  /** The deposit asked when requesting, percent of the all-in total; 0 = none. */
  depositPercent: number;
}

export interface AllInPrice {
  minimumCents: Cents;
  serviceCents: Cents;
  taxCents: Cents;
  /** minimum + service + tax: the least the night costs, said before anything is asked. */
  totalCents: Cents;
  /** Due now, when requesting. */
  depositCents: Cents;
  /** Paid at the club on the night (total − deposit), at least. */
  restCents: Cents;
}

/**
 * The all-in price of a table: its minimum, the service charge on it, tax on both, the deposit
 * due now and the rest paid on the night. Tax is charged on the service charge too, as most US
 * states tax a mandatory service charge.
 */
export function allInPrice(pricing: TablePricing): AllInPrice {
  const minimumCents = pricing.minimumCents;
  const serviceCents = percentOf(minimumCents, pricing.serviceCharge);
  const taxCents = percentOf(minimumCents + serviceCents, pricing.taxRate);
  const totalCents = minimumCents + serviceCents + taxCents;
  const depositCents = percentOf(totalCents, pricing.depositPercent);
  return {
    minimumCents,
    serviceCents,
    taxCents,
    totalCents,
    depositCents,
    restCents: totalCents - depositCents,
  };
}

const USD = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
);
const USD_WHOLE = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
);

/** `$1,234.50`; whole dollars drop the cents (`$1,200`) when `short`. */
export function formatMoney(cents: Cents, options: { short?: boolean } = {}): string {
  if (options.short && cents % 100 === 0) return USD_WHOLE().format(cents / 100);
  return USD().format(cents / 100);
}
