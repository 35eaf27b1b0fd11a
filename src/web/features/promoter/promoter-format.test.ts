import { describe, expect, it, test } from 'vitest';
import {
  arrivedLine,
  guestTextLine,
  lowerRateNote,
  partyMix,
  percent,
  ratesLine,
  selfCheckInLine,
  selfCheckInsNote,
} from './promoter-format.ts';

describe('promoter figures in words', () => {
  it('describes a party and how much of it is in', () => {
    expect(partyMix({ ladies: 2, men: 1 })).toBe('2 ladies + 1 man');
    expect(partyMix({ ladies: 0, men: 3 })).toBe('3 men');
    expect(arrivedLine({ ladies: 2, men: 1, arrived: 2 })).toBe('2 of 3 in');
  });

  it('rounds the conversion and says the rates', () => {
    expect(percent(2 / 3)).toBe('67%');
    expect(percent(null)).toBe('–');
    expect(ratesLine({ ladyCents: 1_000, manCents: 500, bonusAfter: null, bonusCents: 0 })).toBe(
      '$10 a lady · $5 a man',
    );
    expect(ratesLine({ ladyCents: 1_000, manCents: 750, bonusAfter: 20, bonusCents: 200 })).toBe(
      '$10 a lady · $7.50 a man · +$2 each after 20 in a night',
    );
    expect(ratesLine({ ladyCents: 0, manCents: 0, bonusAfter: null, bonusCents: 0 })).toMatch(/not set/);
  });

  it('says which arrivals the promoter checked in themselves, and why they do not pay', () => {
    expect(selfCheckInLine({ arrived: 3, selfCheckedIn: 3 })).toBe('Checked in by you: not paid');
    expect(selfCheckInLine({ arrived: 3, selfCheckedIn: 2 })).toBe('2 checked in by you: not paid');
    expect(selfCheckInsNote(1)).toMatch(/^You checked in 1 guest at the door yourself\./);
    expect(selfCheckInsNote(3)).toContain('3 guests');
  });
});

describe('guestTextLine', () => {
  const now = Date.parse('2026-11-27T02:00:00Z');
  test('a text going now, one waiting for the next hour, one that will not go', () => {
    expect(guestTextLine({ status: 'queued', sendsAt: '2026-11-27T02:00:00.000Z' }, now)).toEqual({
      tone: 'ok',
      text: 'Pass texted now.',
    });
    expect(
      guestTextLine(
        { status: 'queued', sendsAt: '2026-11-27T02:40:00.000Z' },
        now,
        'en-US',
        'America/New_York',
      ),
    ).toEqual({ tone: 'later', text: 'Pass texted at 9:40 PM: you have used this hour’s texts.' });
    expect(guestTextLine({ status: 'not-texted', message: 'This number can’t be texted.' }, now)).toEqual({
      tone: 'not',
      text: 'This number can’t be texted.',
    });
  });
});

describe('lowerRateNote', () => {
  test('nothing when every arrival is proven; otherwise how many, the rate and why', () => {
    expect(lowerRateNote(0)).toBeNull();
    const rates = { ladyCents: 1000, manCents: 500, bonusAfter: null, bonusCents: 0 };
    const note = lowerRateNote(1, rates);
    expect(note).toMatch(/^1 guest earned the lower rate \(\$5 each\)/);
    expect(note).toContain('the door counts people, not ladies and men');
    expect(lowerRateNote(2)).toMatch(/^2 guests earned the lower rate:/);
  });
});
