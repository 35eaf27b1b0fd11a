import { describe, expect, it } from 'vitest';
import type { CheckInResult, DoorPass } from '../../../shared/api/door-schema.ts';
import { clubClock, partySummary, verdictTone } from './verdict.ts';

const pass: DoorPass = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'guestlist',
  clubId: '00000000-0000-4000-8000-000000000002',
  clubName: 'Neon Room',
  date: '2026-11-26',
  holderName: 'Ada Lovelace',
  phoneLast4: '0199',
  ladies: 2,
  men: 1,
  partySize: 3,
  guestNames: [],
  status: 'confirmed',
  table: null,
  arrivalTime: null,
  arrived: 3,
  remaining: 0,
  terms: [],
  cameWith: null,
};
const result = (verdict: CheckInResult['verdict'], remaining = 0): CheckInResult => ({
  verdict,
  title: verdict.toUpperCase(),
  detail: '',
  pass: { ...pass, remaining },
  admitted: null,
  checkIns: [],
});

describe('verdictTone', () => {
  it('is green only for a valid pass with nobody left to come', () => {
    expect(verdictTone(result('valid'))).toBe('go');
    expect(verdictTone(result('valid', 2))).toBe('caution');
  });
  it('is amber for the waitlist and red for everything else', () => {
    expect(verdictTone(result('waitlisted'))).toBe('caution');
    for (const verdict of [
      'already_checked_in',
      'wrong_date',
      'wrong_club',
      'cancelled',
      'not_confirmed',
      'unknown',
    ] as const)
      expect(verdictTone(result(verdict))).toBe('stop');
  });
});

describe('partySummary', () => {
  it('counts ladies and men with the right plurals', () => {
    expect(partySummary(pass)).toBe('2 ladies + 1 man');
    expect(partySummary({ ...pass, ladies: 1, men: 0, partySize: 1 })).toBe('1 lady');
  });
  it('describes a table by its size, table and arrival time', () => {
    expect(
      partySummary({
        ...pass,
        kind: 'reservation',
        ladies: 0,
        men: 0,
        partySize: 6,
        table: 'VIP booth',
        arrivalTime: '23:00',
      }),
    ).toBe('Party of 6 · VIP booth · arriving 23:00');
  });
});

describe('clubClock', () => {
  it("shows the club's own time, 24-hour", () => {
    expect(clubClock('2026-11-27T04:14:00Z', 'America/New_York')).toBe('23:14');
  });
});
