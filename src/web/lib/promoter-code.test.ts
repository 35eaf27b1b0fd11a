import { beforeEach, describe, expect, it, vi } from 'vitest';

// A Map stands in for the browser's storage.
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
  removeItem: (key: string) => storage.delete(key),
});
const { PROMOTER_CODE_DAYS, promoterLinkFor, rememberPromoterCode } = await import('./promoter-code.ts');

const CLUB = '00000000-0000-4000-8000-000000000001';
const OTHER_CLUB = '00000000-0000-4000-8000-000000000002';
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 20, 18);
const visit = (code: string, date: string | null = null, clubId = CLUB) => ({
  code,
  clubId,
  date,
  invitedBy: 'Pia',
});

describe('promoter codes on the device', () => {
  beforeEach(() => storage.clear());

  it('keeps the first club-wide link: a later one for the same club never replaces it', () => {
    expect(rememberPromoterCode(visit('firstcode'), T0)).toBe(true);
    expect(rememberPromoterCode(visit('secondcode'), T0 + 1000)).toBe(false);
    expect(promoterLinkFor(CLUB, '2026-11-26', T0 + 2000)).toEqual(visit('firstcode'));
  });

  it('keeps one link per club and night, apart from the club-wide one', () => {
    expect(rememberPromoterCode(visit('nightone', '2026-11-26'), T0)).toBe(true);
    expect(rememberPromoterCode(visit('nighttwo', '2026-11-26'), T0 + 1)).toBe(false);
    expect(rememberPromoterCode(visit('nightthree', '2026-11-27'), T0 + 2)).toBe(true);
    expect(rememberPromoterCode(visit('clubwide'), T0 + 3)).toBe(true);
    expect(promoterLinkFor(CLUB, '2026-11-26', T0 + 4)?.code).toBe('nightone');
    expect(promoterLinkFor(CLUB, '2026-11-27', T0 + 4)?.code).toBe('nightthree');
    // Another night: only the club-wide link applies.
    expect(promoterLinkFor(CLUB, '2026-11-28', T0 + 4)?.code).toBe('clubwide');
    expect(promoterLinkFor(OTHER_CLUB, '2026-11-26', T0 + 4)).toBeNull();
  });

  it('of a club-wide and a night link, the join sends the one opened first', () => {
    rememberPromoterCode(visit('clubwide'), T0);
    rememberPromoterCode(visit('nightlink', '2026-11-26'), T0 + 1000);
    expect(promoterLinkFor(CLUB, '2026-11-26', T0 + 2000)?.code).toBe('clubwide');
  });

  it(`forgets links after ${PROMOTER_CODE_DAYS} days and prunes them from storage`, () => {
    rememberPromoterCode(visit('oldcode'), T0);
    rememberPromoterCode(visit('othercode', null, OTHER_CLUB), T0 + 20 * DAY);
    const later = T0 + (PROMOTER_CODE_DAYS + 1) * DAY;
    expect(promoterLinkFor(CLUB, '2026-12-30', later)).toBeNull();
    // An expired link no longer blocks a new one for the club, and the stored list sheds it.
    expect(rememberPromoterCode(visit('newcode'), later)).toBe(true);
    const stored = JSON.parse(storage.get('promoterCodes') ?? '[]') as { code: string }[];
    expect(stored.map((item) => item.code)).toEqual(['othercode', 'newcode']);
  });

  it('ignores malformed codes and broken storage', () => {
    expect(rememberPromoterCode(visit('BAD CODE'), T0)).toBe(false);
    expect(promoterLinkFor(CLUB, '2026-11-26', T0)).toBeNull();
    storage.set('promoterCodes', '{not json');
    expect(promoterLinkFor(CLUB, '2026-11-26', T0)).toBeNull();
    storage.set('promoterCodes', JSON.stringify([{ code: 'x', clubId: CLUB }]));
    expect(promoterLinkFor(CLUB, '2026-11-26', T0)).toBeNull();
    expect(rememberPromoterCode(visit('goodcode'), T0)).toBe(true);
  });
});
