import { describe, expect, test } from 'vitest';
import { nightToShow } from './use-admin-selection.ts';

const CLUB = '6f1c2a52-8a49-4d8e-9a57-1f3b0c2d4e5f';
const TODAY = '2026-11-25';

describe('nightToShow', () => {
  test('the night in the address wins, asked or not', () => {
    const answer = { clubId: CLUB, tonight: TODAY, date: '2026-11-26' };
    expect(nightToShow('2026-12-31', { waiting: false, answer }, TODAY)).toBe('2026-12-31');
    expect(nightToShow('2026-12-31', { waiting: true, answer: undefined }, TODAY)).toBe('2026-12-31');
  });

  test('without one, the next open night (tonight when open); nothing while the answer is on its way', () => {
    expect(nightToShow(null, { waiting: true, answer: undefined }, TODAY)).toBeNull();
    expect(
      nightToShow(
        null,
        { waiting: false, answer: { clubId: CLUB, tonight: TODAY, date: '2026-11-26' } },
        TODAY,
      ),
    ).toBe('2026-11-26');
    expect(
      nightToShow(null, { waiting: false, answer: { clubId: CLUB, tonight: TODAY, date: TODAY } }, TODAY),
    ).toBe(TODAY);
  });

  test('nothing open ahead: the club’s tonight; no answer (an error, or no club): today here', () => {
    // 01:00 on Thursday: the club's night is still Wednesday's.
    expect(
      nightToShow(
        null,
        { waiting: false, answer: { clubId: CLUB, tonight: '2026-11-25', date: null } },
        '2026-11-26',
      ),
    ).toBe('2026-11-25');
    expect(nightToShow(null, { waiting: false, answer: undefined }, TODAY)).toBe(TODAY);
  });

  test('a malformed night in the address is ignored', () => {
    const answer = { clubId: CLUB, tonight: TODAY, date: '2026-11-27' };
    expect(nightToShow('2026-02-30', { waiting: false, answer }, TODAY)).toBe('2026-11-27');
    expect(nightToShow('tonight', { waiting: false, answer }, TODAY)).toBe('2026-11-27');
  });
});
