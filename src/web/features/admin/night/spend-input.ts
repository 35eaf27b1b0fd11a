const MAX_SPEND = 1_000_000;

/** `null` until something is typed; then dollars with at most two decimals, 0 to 1,000,000, or why not. */
export function parseSpend(text: string): { amount: number } | { error: string } | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'Type the amount in dollars, e.g. 850 or 850.50.' };
  const amount = Number(trimmed);
  if (amount > MAX_SPEND) return { error: 'Must be at most $1,000,000.' };
  return { amount };
}
