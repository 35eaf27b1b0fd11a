/**
 * How the eval reads a reply: tolerant of how a value is written, never of which value it is. Money
 * by amount ("$1,500", "1.500 $", "US$1,500.00" are all 150000 cents), percents, times in 24-hour or
 * 12-hour form, phone numbers by their last ten digits, names regardless of case and apostrophes.
 */

/** Lower case, typographic quotes and dashes made plain, spaces collapsed. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

export function mentionsName(text: string, name: string): boolean {
  return normalize(text).includes(normalize(name));
}

// A number as written: digit groups joined by separators; a space only ever separates thousands.
const NUMBER = String.raw`\d+(?:[.,]\d+|[\u00a0\u202f ]\d{3}(?!\d))*`;
const CURRENCY_BEFORE = new RegExp(String.raw`(?:US\$|\$|USD)\s?(${NUMBER})`, 'gi');
const CURRENCY_AFTER = new RegExp(
  String.raw`(${NUMBER})\s?(?:US\$|\$|USD\b|d[oó]lares\b|dollars\b|bucks\b)`,
  'gi',
);

/**
 * The amounts (in cents) a written number may mean: "1,500" and "1.500" are 150000 (thousands) or,
 * for the latter, 150 (a decimal point); "1,500.00" and "1.500,00" only 150000.
 */
export function centsReadings(raw: string): number[] {
  const groups = raw.split(/[.,\u00a0\u202f ]/);
  const separators = raw.match(/[.,\u00a0\u202f ]/g) ?? [];
  if (groups.length === 1) return [Number(groups[0]) * 100];
  const readings: number[] = [];
  const thousands = (parts: string[]) =>
    parts[0]!.length <= 3 && parts.slice(1).every((part) => part.length === 3)
      ? Number(parts.join(''))
      : null;
  const last = groups.at(-1)!;
  const lastSeparator = separators.at(-1)!;
  const whole = thousands(groups);
  // Every separator a thousands one: "1,500", "1.500", "12 000".
  if (whole !== null && new Set(separators).size === 1) readings.push(whole * 100);
  // The last separator a decimal point (a comma in Spanish), the others thousands.
  if (/[.,]/.test(lastSeparator) && last.length <= 3 && !separators.slice(0, -1).includes(lastSeparator)) {
    const integer = groups.length === 2 ? Number(groups[0]) : thousands(groups.slice(0, -1));
    const fraction = Number(last.padEnd(3, '0'));
    if (integer !== null && fraction % 10 === 0) readings.push(integer * 100 + fraction / 10);
  }
  return readings;
}

/** Every amount of money the text names, as the cents each may mean. */
export function moneyInText(text: string): Set<number> {
  const found = new Set<number>();
  for (const pattern of [CURRENCY_BEFORE, CURRENCY_AFTER])
    for (const match of text.matchAll(pattern))
      for (const cents of centsReadings(match[1]!)) found.add(cents);
  return found;
}

export function mentionsMoney(text: string, cents: number): boolean {
  return moneyInText(text).has(cents);
}

const PERCENT = /(\d+(?:[.,]\d+)?)\s?(?:%|percent\b|per ?cent\b|por ?ciento\b)/gi;

export function mentionsPercent(text: string, percent: number): boolean {
  for (const match of text.matchAll(PERCENT))
    if (Number(match[1]!.replace(',', '.')) === percent) return true;
  return false;
}

const TWELVE_HOUR = /\b(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s?([ap])\.?\s?m(?![a-z])\.?/gi;
const TWENTY_FOUR_HOUR = /\b([01]?\d|2[0-3])[:h]([0-5]\d)\b(?!\s?[ap]\.?\s?m(?![a-z]))/gi;
// "01:00 (after midnight)" names 01:00, not midnight.
const MIDNIGHT = /(?<!(after|past|después de|despues de) (la )?)\b(midnight|medianoche)\b/i;

/** The times of day the text names, in minutes after midnight. */
export function timesInText(text: string): Set<number> {
  const found = new Set<number>();
  for (const match of text.matchAll(TWELVE_HOUR)) {
    const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0);
    found.add(hour * 60 + Number(match[2] ?? 0));
  }
  for (const match of text.matchAll(TWENTY_FOUR_HOUR)) found.add(Number(match[1]) * 60 + Number(match[2]));
  if (MIDNIGHT.test(text)) found.add(0);
  return found;
}

/** `hhmm` as the API writes it ("23:30", "01:00"). */
export function mentionsTime(text: string, hhmm: string): boolean {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return timesInText(text).has(hours * 60 + minutes);
}

/** The last ten digits of every phone-like run in the texts (a reply, link targets). */
export function phoneNumbersIn(texts: string[]): Set<string> {
  const found = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(/\+?\d[\d\s().-]{6,}\d/g)) {
      const digits = match[0].replace(/\D/g, '');
      if (digits.length >= 10) found.add(digits.slice(-10));
    }
  return found;
}

export function mentionsPhone(texts: string[], e164: string): boolean {
  return phoneNumbersIn(texts).has(e164.replace(/\D/g, '').slice(-10));
}

const NUMBER_WORDS: Record<number, string[]> = {
  1: ['one', 'uno', 'una'],
  2: ['two', 'dos'],
  3: ['three', 'tres'],
  4: ['four', 'cuatro'],
  5: ['five', 'cinco'],
  6: ['six', 'seis'],
  7: ['seven', 'siete'],
  8: ['eight', 'ocho'],
  9: ['nine', 'nueve'],
  10: ['ten', 'diez'],
  11: ['eleven', 'once'],
  12: ['twelve', 'doce'],
};

/** A count ("8 people", "eight", "ocho"), not a digit inside a price, a time or a date. */
export function mentionsCount(text: string, count: number): boolean {
  const plain = text
    .replace(CURRENCY_BEFORE, ' ')
    .replace(CURRENCY_AFTER, ' ')
    .replace(TWELVE_HOUR, ' ')
    .replace(TWENTY_FOUR_HOUR, ' ')
    .replace(/\d{4}-\d{2}-\d{2}/g, ' ');
  if ((plain.match(/\d+/g) ?? ([] as string[])).includes(String(count))) return true;
  const words = normalize(plain).split(/[^a-záéíóúñü]+/);
  return (NUMBER_WORDS[count] ?? []).some((word) => words.includes(word));
}

const EN_WORDS = new Set(
  'the is are at on and list lists closes closed tonight you your for with it there has have can what of to in from'.split(
    ' ',
  ),
);
const ES_WORDS = new Set(
  'el la los las de del en y es hay para con cierra lista listas esta noche tu tus puedes que qué se un una por su sus hoy está son desde'.split(
    ' ',
  ),
);

/** Common words of each language in the text, once the names and quoted words in `ignore` are taken out. */
export function languageWords(text: string, ignore: string[] = []): { en: number; es: number } {
  let plain = normalize(text);
  for (const phrase of ignore) if (phrase.trim()) plain = plain.split(normalize(phrase)).join(' ');
  const words = plain.split(/[^a-záéíóúñü]+/).filter(Boolean);
  return {
    en: words.filter((word) => EN_WORDS.has(word)).length,
    es: words.filter((word) => ES_WORDS.has(word)).length,
  };
}

export function readsAs(text: string, language: 'en' | 'es', ignore: string[] = []): boolean {
  const counts = languageWords(text, ignore);
  const other = language === 'en' ? 'es' : 'en';
  return counts[language] >= 3 && counts[language] > counts[other];
}

const WEEKDAY_NAMES: Record<number, string[]> = {
  0: ['sunday', 'domingo'],
  1: ['monday', 'lunes'],
  2: ['tuesday', 'martes'],
  3: ['wednesday', 'miércoles', 'miercoles'],
  4: ['thursday', 'jueves'],
  5: ['friday', 'viernes'],
  6: ['saturday', 'sábado', 'sabado'],
};
const MONTHS = [
  ['jan', 'ene'],
  ['feb'],
  ['mar'],
  ['apr', 'abr'],
  ['may'],
  ['jun'],
  ['jul'],
  ['aug', 'ago'],
  ['sep'],
  ['oct'],
  ['nov'],
  ['dec', 'dic'],
];

/** The night by its weekday (English or Spanish), its date, or as tonight/tomorrow when it is. */
export function mentionsNight(text: string, date: string, tonight: string): boolean {
  const t = normalize(text);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (WEEKDAY_NAMES[weekday]!.some((name) => new RegExp(`\\b${name}\\b`).test(t))) return true;
  if (t.includes(date) || new RegExp(`\\b${month}/${day}\\b`).test(t)) return true;
  for (const name of MONTHS[month - 1]!)
    if (new RegExp(`\\b${name}[a-z]*\\.? ${day}\\b|\\b${day}(?:th|st|nd|rd)? (?:de )?${name}`).test(t))
      return true;
  if (date === tonight && /\b(tonight|esta noche|hoy)\b/.test(t)) return true;
  const tomorrow = new Date(Date.UTC(...(tonight.split('-').map(Number) as [number, number, number])));
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const isTomorrow = date === `${tomorrow.toISOString().slice(0, 10)}`;
  return isTomorrow && /\b(tomorrow|mañana)\b/.test(t);
}

/** Street addresses as written or spelt out ("W 14th St" or "West 14th Street"). */
export function mentionsAddress(text: string, street: string): boolean {
  const plain = (s: string) =>
    normalize(s)
      .replace(/\./g, '')
      .replace(/\bwest\b/g, 'w')
      .replace(/\beast\b/g, 'e')
      .replace(/\bsouth\b/g, 's')
      .replace(/\bnorth\b/g, 'n')
      .replace(/\bstreet\b/g, 'st')
      .replace(/\bavenue\b/g, 'ave');
  return plain(text).includes(plain(street));
}

/** A quote of the club's own words: the whole text, whatever its quotes and spacing. */
export function quotes(text: string, words: string): boolean {
  const plain = (s: string) => normalize(s).replace(/[."']+$/g, '');
  return normalize(text).includes(plain(words));
}

/** The reply says it, in one of the phrasings a pattern below allows (apostrophes made plain first). */
export function says(pattern: RegExp, text: string): boolean {
  return pattern.test(normalize(text));
}

/** "No men's list", "only a ladies' list", "no hay lista de chicos": a negation beside a list. */
export const SAYS_NO_LIST =
  /(\b(no|not|only|sin|solo|solamente)\b|sólo|únicamente|n't)[^.!?]{0,40}\b(list|lists|guestlist|lista|listas)\b|\b(list|lista|guestlist)\b[^.!?]{0,40}(\b(no|not|sin)\b|n't)/i;

export const SAYS_UNLIMITED =
  /\bno (limit|cap|maximum|set capacity)|unlimited|not (limited|capped)|(has no|without( a)?) (limit|cap|capacity)|plenty of (room|space|spots)|sin l[ií]mite|no (hay|tiene) (un )?l[ií]mite|ilimitad/i;

export const SAYS_NO_DEPOSIT =
  /\bno deposit|(doesn't|does not|don't|do not|won't) (ask|require|take|need|charge)[^.!?]{0,20}deposit|without (a |any )?deposit|sin (dep[oó]sito|se[nñ]a)|no (hay que|se pide|pide|piden|cobra|cobran|requiere|hace falta|hay|lleva)[^.!?]{0,25}(dep[oó]sito|se[nñ]a)/i;

export const SAYS_NO_CASHBACK =
  /\bno cashback|(doesn't|does not|don't|do not) (give|offer|pay|have)[^.!?]{0,10}cashback|sin cashback|no (da|dan|ofrece|ofrecen|tiene|hay)[^.!?]{0,10}cashback/i;

export const SAYS_DONT_KNOW =
  /\b(don't|do not|can't|cannot|couldn't|no way to|not able to|unable to)\b[^.!?]{0,30}\b(know|tell|say|see|have|check|predict)|\bno (lo )?s[eé](?![a-záéíóúñ])|no (puedo|podemos|sabr[ée]) (saber|decir|ver|confirmar|predecir)|no (tengo|tenemos|dispongo|disponemos) (de )?(esa|ese|esos|esas|informaci[oó]n|datos)|\b(isn't|is not|not) (something|in|part of) (i|we|my|our)\b/i;

export const SAYS_NOT_FOUND =
  /\b(couldn't|could not|can't|cannot|didn't|did not|don't|do not)\b[^.!?]{0,10}\b(find|see|know|have|list)\b|\bno (club|venue|place)s? (called|named|by that name)|\b(isn't|is not|not) (on|in|one of|listed)\b|no (encuentro|encontr[eé]|encontramos|conozco|conocemos|tenemos|aparece|figura)|no est[aá] en/i;

/** "24 hours", "24h", "24 horas" (and "a day" for 24). */
export function mentionsHours(text: string, hours: number): boolean {
  for (const match of text.matchAll(/(\d+)\s?(?:hours?|hrs?|h|horas?)\b/gi))
    if (Number(match[1]) === hours) return true;
  return hours === 24 && /\b(a|one|1|un|una) (full )?(day|día|dia)\b/i.test(text);
}
