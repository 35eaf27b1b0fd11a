import { MAX_SPEND_CENTS } from '../../../../shared/api/money-schema.ts';

/**
 * `null` until something is typed; then the dollars typed (at most two decimals, 0 to 1,000,000)
 * as integer cents, read from the digits (never through a binary fraction), or why not.
 */
export function parseSpend(text: string): { cents: number } | { error: string } | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return { error: 'Type the amount in dollars, e.g. 850 or 850.50.' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_SPEND_CENTS) return { error: 'Must be at most $1,000,000.' };
  return { cents };
}
