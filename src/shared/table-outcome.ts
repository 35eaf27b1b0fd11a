/** What staff record about a confirmed table once its night has come. */
export type TableOutcome = 'completed' | 'no_show';

/**
 * Whether staff may record `outcome` at `now` for a table due at `arrival` (the reservation's arrival
 * instant): completed from that instant on, since the spend it records credits cashback and nothing
 * has been spent before the party is due; a no-show only once it has passed, since it keeps the
 * deposit and the party is not late until then.
 */
export function isOutcomeOpen(outcome: TableOutcome, arrival: Date, now: Date): boolean {
  return outcome === 'completed' ? now.getTime() >= arrival.getTime() : now.getTime() > arrival.getTime();
}
