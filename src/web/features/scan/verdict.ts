import type { CheckInResult, DoorPass } from '../../../shared/api/door-schema.ts';

/** Green: let them in. Amber: part of a party, the waitlist, or a scan saved offline. Red: stop. */
export type VerdictTone = 'go' | 'caution' | 'stop';

export function verdictTone(result: CheckInResult): VerdictTone {
  if (result.verdict === 'valid') return (result.pass?.remaining ?? 0) > 0 ? 'caution' : 'go';
  if (result.verdict === 'waitlisted') return 'caution';
  return 'stop';
}

/** A guestlist party partly in may give back the places of the rest (issue 33): REST NOT COMING. */
export const mayRelease = (result: CheckInResult): boolean =>
  result.verdict === 'valid' &&
  result.pass?.kind === 'guestlist' &&
  result.pass.arrived > 0 &&
  result.pass.remaining > 0;

export const TONE_COLORS: Record<VerdictTone, { bg: string; fg: string }> = {
  go: { bg: '#00a84f', fg: '#ffffff' },
  caution: { bg: '#ffb300', fg: '#111111' },
  stop: { bg: '#d50000', fg: '#ffffff' },
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 ladies + 1 man", or a table: "Party of 6 · VIP booth · arriving 23:00". */
export function partySummary(pass: DoorPass): string {
  if (pass.kind === 'reservation')
    return [
      `Party of ${pass.partySize}`,
      pass.table,
      pass.arrivalTime ? `arriving ${pass.arrivalTime}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const parts = [
    pass.ladies > 0 ? plural(pass.ladies, 'lady', 'ladies') : null,
    pass.men > 0 ? plural(pass.men, 'man', 'men') : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' + ') : `Party of ${pass.partySize}`;
}

/** A time of the night on the club's clock, 24-hour like the rest of the door screen. */
export function clubClock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
