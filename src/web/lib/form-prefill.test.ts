import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { readJoinPrefill, readReservePrefill } from './form-prefill.ts';

const query = (href: string) => new URL(href, 'http://app').searchParams;

describe('join links', () => {
  it('carry the night, the list and the party, and read back the same', () => {
    const href = paths.joinGuestlist.getHref('c1', '2026-11-28', 'male', { ladies: 2, men: 1 });
    expect(href).toBe('/join-guestlist/c1?date=2026-11-28&gender=male&ladies=2&men=1');
    expect(readJoinPrefill(query(href))).toEqual({ ladies: 2, men: 1 });
  });

  it('stay as they were without a party', () => {
    expect(paths.joinGuestlist.getHref('c1', '2026-11-28')).toBe('/join-guestlist/c1?date=2026-11-28');
    expect(readJoinPrefill(query('/join-guestlist/c1?date=2026-11-28'))).toBeNull();
  });

  it('keep the one count given, and ignore what is not a count', () => {
    expect(readJoinPrefill(new URLSearchParams('ladies=3'))).toEqual({ ladies: 3 });
    expect(readJoinPrefill(new URLSearchParams('ladies=two&men=1'))).toEqual({ men: 1 });
    for (const bad of ['-1', '1.5', '', ' ', '1e2', '0x2', '9999', 'NaN']) {
      expect(readJoinPrefill(new URLSearchParams({ ladies: bad }))).toBeNull();
    }
    expect(readJoinPrefill(new URLSearchParams('ladies=0&men=0'))).toEqual({ ladies: 0, men: 0 });
  });
});

describe('booking links', () => {
  it('carry the party size and the table, and read back the same', () => {
    const href = paths.reserve.getHref('c1', '2026-11-27', { partySize: 6, tableTypeId: 'vip' });
    expect(href).toBe('/reserve/c1?date=2026-11-27&party=6&table=vip');
    expect(readReservePrefill(query(href))).toEqual({ partySize: 6, tableTypeId: 'vip' });
  });

  it('stay as they were without a prefill, and leave out a table that is not one', () => {
    expect(paths.reserve.getHref('c1', '2026-11-27')).toBe('/reserve/c1?date=2026-11-27');
    expect(paths.reserve.getHref('c1', '2026-11-27', { partySize: 4, tableTypeId: null })).toBe(
      '/reserve/c1?date=2026-11-27&party=4',
    );
    expect(readReservePrefill(query('/reserve/c1?date=2026-11-27'))).toBeNull();
    expect(readReservePrefill(new URLSearchParams('party=lots&table='))).toBeNull();
    expect(readReservePrefill(new URLSearchParams('table=booth'))).toEqual({ tableTypeId: 'booth' });
  });

  it('escape a table id that would break the address', () => {
    const href = paths.reserve.getHref('c1', '2026-11-27', { tableTypeId: 'a&b=c' });
    expect(readReservePrefill(query(href))).toEqual({ tableTypeId: 'a&b=c' });
  });
});
