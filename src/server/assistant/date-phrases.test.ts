import { describe, expect, test } from 'vitest';
import { findClubNames } from './club-names.ts';
import { readDates, weekendFrom } from './date-phrases.ts';
import { timesIn, ungrounded } from './grounding.ts';

const MONDAY = '2026-11-23';
const dates = (text: string, tonight = MONDAY, monthFirst = false) =>
  readDates(text, tonight, monthFirst)?.dates;

describe('readDates', () => {
  test('relative words', () => {
    expect(dates('tonight')).toEqual([MONDAY]);
    expect(dates('today?')).toEqual([MONDAY]);
    expect(dates('tomorrow')).toEqual(['2026-11-24']);
    expect(dates('friday')).toEqual(['2026-11-27']);
    expect(dates('on thurs')).toEqual(['2026-11-26']);
    expect(dates('monday')).toEqual([MONDAY]);
    expect(dates('next monday')).toEqual(['2026-11-30']);
    expect(readDates('hello there', MONDAY)).toBeNull();
  });

  test('weekends: Friday to Sunday, whatever is left of it', () => {
    expect(dates('this weekend')).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(weekendFrom('2026-11-28')).toEqual(['2026-11-28', '2026-11-29']);
    expect(weekendFrom('2026-11-29')).toEqual(['2026-11-29']);
    expect(dates('next weekend', '2026-11-29')).toEqual(['2026-12-04', '2026-12-05', '2026-12-06']);
  });

  test('written dates', () => {
    expect(dates('2026-11-28')).toEqual(['2026-11-28']);
    expect(dates('Nov 28')).toEqual(['2026-11-28']);
    expect(dates('november 28th')).toEqual(['2026-11-28']);
    expect(dates('28 nov')).toEqual(['2026-11-28']);
    expect(dates('28/11')).toEqual(['2026-11-28']);
    expect(dates('11/28', MONDAY, true)).toEqual(['2026-11-28']);
    expect(dates('3/12')).toEqual(['2026-12-03']);
    expect(dates('3/12', MONDAY, true)).toEqual(['2027-03-12']);
    expect(dates('the 2nd')).toEqual(['2026-12-02']);
    // A date before tonight means next year's.
    expect(dates('Nov 20')).toEqual(['2027-11-20']);
    expect(dates('Feb 30')).toBeUndefined();
  });

  test('"Saturday the 28th" takes the date and notes a weekday that does not match', () => {
    expect(readDates('Saturday the 28th', MONDAY)).toEqual({ dates: ['2026-11-28'], phrase: '' });
    expect(readDates('sunday the 28th', MONDAY)).toEqual({
      dates: ['2026-11-28'],
      phrase: '',
      weekdayMismatch: 'sunday',
    });
  });
});

describe('findClubNames', () => {
  const clubs = [
    'Neon Room',
    'Velvet Underground',
    'The Glasshouse',
    'Supper Club No. 9',
    'Midnight Table',
  ].map((name) => ({ name }));
  const names = (text: string) => findClubNames(text, clubs).map((club) => club.name);
  test('whole names, typos, spacing and distinctive words', () => {
    expect(names('is neon room open')).toEqual(['Neon Room']);
    expect(names('velvet undergrond')).toEqual(['Velvet Underground']);
    expect(names('glass house on friday')).toEqual(['The Glasshouse']);
    expect(names('velvet tonight')).toEqual(['Velvet Underground']);
    expect(names('the supper club')).toEqual(['Supper Club No. 9']);
  });
  test('everyday words are not club names', () => {
    expect(names('what is open at midnight?')).toEqual([]);
    expect(names('can I book a table at a club')).toEqual([]);
  });
});

describe('grounding a model reply', () => {
  test('times in any common form', () => {
    expect(timesIn('closes at 23:30, or 1am, or 11:45 p.m. and 0:30')).toEqual([
      '01:00',
      '23:45',
      '23:30',
      '00:30',
    ]);
  });
  test('only returned clubs and times pass', () => {
    const allowed = { clubNames: ['Neon Room'], times: ['23:30'] };
    const known = ['Neon Room', 'Echo Hall', 'The Vault'];
    expect(ungrounded('Neon Room, until 23:30.', allowed, known)).toBeNull();
    expect(ungrounded('Try Echo Hall.', allowed, known)).toBe('names Echo Hall, which no tool returned');
    expect(ungrounded('the vault is open', allowed, known)).toBe('names The Vault, which no tool returned');
    expect(ungrounded('Neon Room until 2am', allowed, known)).toBe('states 02:00, which no tool returned');
  });
});
