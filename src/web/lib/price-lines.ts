import type { ReservationOptions, ReservationPrice } from '../../shared/api/reservation-schema.ts';
import { allInPrice, formatMoney } from '../../shared/money.ts';

/** What a table will cost (its minimum in cents), priced the way the server prices it when the request is made. */
export function quotePrice(minimumCents: number, pricing: ReservationOptions['pricing']): ReservationPrice {
  return {
    ...allInPrice({ minimumCents, ...pricing }),
    serviceCharge: pricing.serviceCharge,
    taxRate: pricing.taxRate,
  };
}

export interface PriceLine {
  label: string;
  value: string;
  /** The all-in total: the figure the rest adds up to. */
  total?: boolean;
}

/** The lines of an all-in price, top to bottom; a charge the club does not add is left out. */
export function priceLines(price: ReservationPrice, depositLabel: string): PriceLine[] {
  const lines: PriceLine[] = [{ label: 'Minimum spend', value: formatMoney(price.minimumCents) }];
  if (price.serviceCharge > 0) {
    lines.push({ label: `Service charge (${price.serviceCharge}%)`, value: formatMoney(price.serviceCents) });
  }
  if (price.taxRate > 0) lines.push({ label: `Tax (${price.taxRate}%)`, value: formatMoney(price.taxCents) });
  lines.push({ label: 'All-in total', value: formatMoney(price.totalCents), total: true });
  if (price.depositCents > 0) lines.push({ label: depositLabel, value: formatMoney(price.depositCents) });
  lines.push({ label: 'Paid at the club on the night', value: formatMoney(price.restCents) });
  return lines;
}
