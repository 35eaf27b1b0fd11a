import { describe, expect, test } from 'vitest';
import {
  centsReadings,
  mentionsAddress,
  mentionsCount,
  mentionsHours,
  mentionsMoney,
  mentionsNight,
  mentionsPercent,
  mentionsPhone,
  mentionsTime,
  quotes,
  readsAs,
  SAYS_DONT_KNOW,
  SAYS_NO_DEPOSIT,
  SAYS_NO_LIST,
  SAYS_NOT_FOUND,
  says,
} from './matchers.ts';

describe('money', () => {
  test.each([
    'A VIP table is $1,500 minimum.',
    'VIP: $1500',
    'total $1,500.00 with tax',
    'cuesta 1.500 $ en total',
    'US$1,500 all in',
    'USD 1,500',
    '1.500,00 dólares',
    'about 1500 dollars',
  ])('"%s" names 150000 cents', (text) => {
    expect(mentionsMoney(text, 150_000)).toBe(true);
  });

  test.each([
    ['$1,501', 150_000],
    ['$150', 150_000],
    ['$15.00', 150_000],
    ['1,500 people on the list', 150_000],
    ['$1,959.70', 195_975],
    ['$1.50', 150_000],
  ])('"%s" does not name %i cents', (text, cents) => {
    expect(mentionsMoney(text, cents)).toBe(false);
  });

  test('cents and the ambiguous thousands dot', () => {
    expect(mentionsMoney('all in: $1,959.75', 195_975)).toBe(true);
    expect(mentionsMoney('$653.25 in total.', 65_325)).toBe(true);
    expect(centsReadings('1.500')).toEqual([150_000, 150]);
    expect(centsReadings('1,500.00')).toEqual([150_000]);
    expect(centsReadings('1.500,50')).toEqual([150_050]);
    expect(centsReadings('1,50,0')).toEqual([]);
  });
});

describe('percents', () => {
  test('10% and 10 % and 10 por ciento; not 100% nor 1%', () => {
    expect(mentionsPercent('10% cashback', 10)).toBe(true);
    expect(mentionsPercent('un 10 % de cashback', 10)).toBe(true);
    expect(mentionsPercent('10 por ciento', 10)).toBe(true);
    expect(mentionsPercent('100% fun', 10)).toBe(false);
    expect(mentionsPercent('1% back', 10)).toBe(false);
    expect(mentionsPercent('8.875% tax', 8.875)).toBe(true);
  });
});

describe('times', () => {
  test.each([
    ['closes at 23:30', '23:30'],
    ['closes at 11:30 pm', '23:30'],
    ['cierra a las 11:30 p. m.', '23:30'],
    ['until 11:30PM', '23:30'],
    ['closes 01:00 (after midnight)', '01:00'],
    ['closes at 1 am', '01:00'],
    ['closes at midnight', '00:00'],
    ['cierra a medianoche', '00:00'],
    ['closes at 12 am', '00:00'],
    ['closes 23h30', '23:30'],
  ])('"%s" says %s', (text, time) => {
    expect(mentionsTime(text, time)).toBe(true);
  });

  test.each([
    ['closes at 23:00', '23:30'],
    ['closes at 11:30 am', '23:30'],
    ['closes at 01:00 (after midnight)', '00:00'],
    ['closes 00:30, after midnight', '00:00'],
    ['a $12.50 drink', '12:50'],
    ['closes at 10:30 pm', '23:30'],
  ])('"%s" does not say %s', (text, time) => {
    expect(mentionsTime(text, time)).toBe(false);
  });
});

describe('phone numbers, by their last ten digits', () => {
  test('in the reply in any format, or in a link', () => {
    expect(mentionsPhone(['Call (212) 555-0141'], '+12125550141')).toBe(true);
    expect(mentionsPhone(['Call +1 212-555-0141'], '+12125550141')).toBe(true);
    expect(mentionsPhone(['Their concierge', 'tel:+12125550141'], '+12125550141')).toBe(true);
    expect(mentionsPhone(['Call (212) 555-0142'], '+12125550141')).toBe(false);
    expect(mentionsPhone(['sms:+12125550189'], '+12125550188')).toBe(false);
  });
});

describe('counts, nights, addresses, quotes', () => {
  test('a count is not a digit of a price or a time', () => {
    expect(mentionsCount('parties of up to 8 people', 8)).toBe(true);
    expect(mentionsCount('hasta ocho personas', 8)).toBe(true);
    expect(mentionsCount('closes at 08:00, $8 cover', 8)).toBe(false);
    expect(mentionsCount('38 spots left', 8)).toBe(false);
  });

  test('a night by weekday, date, or tonight', () => {
    expect(mentionsNight('on Saturday', '2026-11-28', '2026-11-23')).toBe(true);
    expect(mentionsNight('el sábado', '2026-11-28', '2026-11-23')).toBe(true);
    expect(mentionsNight('Nov 28', '2026-11-28', '2026-11-23')).toBe(true);
    expect(mentionsNight('28 de noviembre', '2026-11-28', '2026-11-23')).toBe(true);
    expect(mentionsNight('tonight', '2026-11-23', '2026-11-23')).toBe(true);
    expect(mentionsNight('tonight', '2026-11-28', '2026-11-23')).toBe(false);
    expect(mentionsNight('on Friday', '2026-11-28', '2026-11-23')).toBe(false);
  });

  test('addresses written out or abbreviated; the club’s words whole', () => {
    expect(mentionsAddress('at 412 West 14th Street', '412 W 14th St')).toBe(true);
    expect(mentionsAddress('at 412 W. 14th St.', '412 W 14th St')).toBe(true);
    expect(mentionsAddress('at 421 W 14th St', '412 W 14th St')).toBe(false);
    expect(quotes('They say: “Dress to impress, no sneakers.”', 'Dress to impress, no sneakers.')).toBe(true);
    expect(quotes('Dress to impress.', 'Dress to impress, no sneakers.')).toBe(false);
  });

  test('hours before arrival', () => {
    expect(mentionsHours('free cancellation until 24 hours before', 24)).toBe(true);
    expect(mentionsHours('hasta 24 horas antes', 24)).toBe(true);
    expect(mentionsHours('up to a day before', 24)).toBe(true);
    expect(mentionsHours('48 hours before', 24)).toBe(false);
  });
});

describe('what the reply says', () => {
  test('language by its common words, club names aside', () => {
    expect(readsAs('La lista de chicas de Neon Room cierra a las 23:30 el viernes.', 'es')).toBe(true);
    expect(readsAs('The ladies’ list at Neon Room closes at 23:30 on Friday.', 'en')).toBe(true);
    expect(readsAs('The ladies’ list at Neon Room closes at 23:30 on Friday.', 'es')).toBe(false);
    expect(
      readsAs('Neon Room: "Free entry for the ladies until midnight."', 'es', [
        'Free entry for the ladies until midnight.',
      ]),
    ).toBe(false);
  });

  test('no list, no deposit, cannot tell, not found', () => {
    expect(says(SAYS_NO_LIST, 'Velvet Underground has no men’s list on Friday')).toBe(true);
    expect(says(SAYS_NO_LIST, 'Velvet Underground solo tiene lista de chicas el viernes')).toBe(true);
    expect(says(SAYS_NO_LIST, 'The men’s list at Velvet closes at 23:00')).toBe(false);
    expect(says(SAYS_NO_DEPOSIT, 'The Glasshouse asks no deposit')).toBe(true);
    expect(says(SAYS_NO_DEPOSIT, 'No hace falta dejar depósito')).toBe(true);
    expect(says(SAYS_NO_DEPOSIT, 'A 25% deposit is due now')).toBe(false);
    expect(says(SAYS_DONT_KNOW, 'I can’t tell what the DJ plays tonight')).toBe(true);
    expect(says(SAYS_DONT_KNOW, 'No sé cómo de lleno está')).toBe(true);
    expect(says(SAYS_DONT_KNOW, 'The DJ plays house tonight')).toBe(false);
    expect(says(SAYS_NOT_FOUND, 'I couldn’t find a club called Studio 54')).toBe(true);
    expect(says(SAYS_NOT_FOUND, 'Studio 54 is open Friday')).toBe(false);
  });
});
