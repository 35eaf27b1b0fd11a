import type { AdminEntry } from '../../../../shared/api/admin/night-schema.ts';

/**
 * Why a party is flagged, under it: a promoter who also works the door is not paid for the guests
 * they let in themselves, so the manager is told who did it and for how many. Null for no flag.
 */
export function selfCheckInText(entry: Pick<AdminEntry, 'promoter' | 'checkIn'>): string | null {
  const self = entry.promoter?.selfCheckedIn ?? 0;
  if (!entry.promoter || self === 0) return null;
  const arrived = entry.checkIn.arrived;
  const who =
    self < arrived
      ? `${self} of the ${arrived} in checked in`
      : arrived === 1
        ? 'Checked in'
        : `All ${arrived} checked in`;
  return `${who} by ${entry.promoter.name}, their own promoter: not counted for the promoter’s pay.`;
}
