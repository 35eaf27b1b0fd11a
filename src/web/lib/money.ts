const WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** `$1,500` for amounts the club sets in whole dollars (minimum spends, examples). */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? WHOLE.format(amount) : CENTS.format(amount);
}

/** `$50.00`: money actually spent or credited, always to the cent. */
export function formatCents(amount: number): string {
  return CENTS.format(amount);
}
