import type { ReservationOptions } from '../../../shared/api/reservation-schema.ts';
import { formatMoney } from '../../../shared/money.ts';
import { quotePrice } from '../../lib/price-lines.ts';

type Pricing = ReservationOptions['pricing'];

/** How the all-in figure is made, said once above the tables. */
export function allInNote({ serviceCharge, taxRate, depositPercent }: Pricing): string {
  let allIn = 'All-in: the minimum spend, no service charge or tax on top.';
  if (serviceCharge > 0 && taxRate > 0) {
    allIn = `All-in: the minimum spend, ${serviceCharge}% service and ${taxRate}% tax on both.`;
  } else if (serviceCharge > 0) {
    allIn = `All-in: the minimum spend and ${serviceCharge}% service.`;
  } else if (taxRate > 0) {
    allIn = `All-in: the minimum spend and ${taxRate}% tax.`;
  }
  const deposit =
    depositPercent > 0
      ? ` A ${depositPercent}% deposit is paid when you request, and counted against your bill.`
      : ' Nothing to pay when you request.';
  return allIn + deposit;
}

/** A table's price on its card: the minimum the club sets (cents) and, beside it, what the night costs all in. */
export function tablePriceLine(minimumCents: number, pricing: Pricing): string {
  const price = quotePrice(minimumCents, pricing);
  const minimum = `Minimum spend ${formatMoney(price.minimumCents)}`;
  return price.totalCents === price.minimumCents
    ? `${minimum} (all-in)`
    : `${minimum} · ${formatMoney(price.totalCents)} all-in`;
}
