import type { GuestlistEntry } from '../../../shared/api/guestlist-schema.ts';

/** The chip text: what the door would say about this pass. */
export function statusLabel(entry: Pick<GuestlistEntry, 'status' | 'waitlistPosition' | 'offer'>): string {
  if (entry.status === 'confirmed') return 'CONFIRMED';
  if (entry.status === 'cancelled') return 'CANCELLED';
  if (entry.offer?.state === 'open') return 'SPOT OFFERED';
  return entry.waitlistPosition ? `WAITLISTED #${entry.waitlistPosition}` : 'WAITLISTED';
}

export function partyLine({ ladies, men }: Pick<GuestlistEntry, 'ladies' | 'men'>): string {
  const parts = [];
  if (ladies > 0) parts.push(`${ladies} ${ladies === 1 ? 'lady' : 'ladies'}`);
  if (men > 0) parts.push(`${men} ${men === 1 ? 'man' : 'men'}`);
  const size = ladies + men;
  return `Party of ${size}: ${parts.join(' + ')}`;
}

/** Whether the entry holds a spot offer it can still claim at `now` (the deadline is exclusive). */
export function isOfferOpen(entry: Pick<GuestlistEntry, 'status' | 'offer'>, now: Date): boolean {
  return (
    entry.status === 'waitlisted' &&
    entry.offer?.state === 'open' &&
    now.getTime() < new Date(entry.offer.expiresAt).getTime()
  );
}

/**
 * After a partial arrival, what the door counted, as the scanner says it: "2 in · 2 to come". Null
 * before anyone arrived and on a pass that admits nobody.
 */
export function arrivalLine({
  status,
  ladies,
  men,
  arrived,
}: Pick<GuestlistEntry, 'status' | 'ladies' | 'men' | 'arrived'>): string | null {
  if (status !== 'confirmed' || arrived <= 0) return null;
  const toCome = Math.max(0, ladies + men - arrived);
  if (toCome > 0) return `${arrived} in · ${toCome} to come`;
  return arrived === 1 ? 'Checked in' : `All ${arrived} in`;
}
