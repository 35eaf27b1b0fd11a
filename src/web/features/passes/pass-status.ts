import type { GuestlistEntry } from '../../../shared/api/guestlist-schema.ts';

/** The chip text: what the door would say about this pass. */
export function statusLabel(entry: Pick<GuestlistEntry, 'status' | 'waitlistPosition'>): string {
  if (entry.status === 'confirmed') return 'CONFIRMED';
  if (entry.status === 'cancelled') return 'CANCELLED';
  return entry.waitlistPosition ? `WAITLISTED #${entry.waitlistPosition}` : 'WAITLISTED';
}

export function partyLine({ ladies, men }: Pick<GuestlistEntry, 'ladies' | 'men'>): string {
  const parts = [];
  if (ladies > 0) parts.push(`${ladies} ${ladies === 1 ? 'lady' : 'ladies'}`);
  if (men > 0) parts.push(`${men} ${men === 1 ? 'man' : 'men'}`);
  const size = ladies + men;
  return `Party of ${size}: ${parts.join(' + ')}`;
}
