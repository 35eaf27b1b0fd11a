import type { GuestTag } from '../../../shared/api/guest-care-schema.ts';

/** "1st", "2nd", "3rd", "4th", "11th", "101st"; 101 and up read "100th+" (the count stops there). */
export function ordinal(n: number): string {
  if (n > 100) return '100TH+';
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'TH' : n % 10 === 1 ? 'ST' : n % 10 === 2 ? 'ND' : n % 10 === 3 ? 'RD' : 'TH';
  return `${n}${suffix}`;
}

export const doorTagLabel = (tag: GuestTag): string =>
  tag.kind === 'vip' ? 'VIP' : tag.kind === 'industry' ? 'INDUSTRY' : tag.label.toUpperCase();
