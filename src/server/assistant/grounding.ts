import { words } from './club-names.ts';

/** Every clock time a text states, as `HH:MM` (24-hour): "23:30", "1:00", "11pm", "11:30 p.m.". */
export function timesIn(text: string): string[] {
  const found: string[] = [];
  const t = text.toLowerCase();
  const pad = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  for (const match of t.matchAll(/\b(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/g)) {
    const hour = (Number(match[1]) % 12) + (match[3]!.startsWith('p') ? 12 : 0);
    found.push(pad(hour, Number(match[2] ?? 0)));
  }
  const withoutMeridiem = t.replace(
    /\b(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/g,
    ' ',
  );
  for (const match of withoutMeridiem.matchAll(/\b([01]?\d|2[0-3])[:h]([0-5]\d)\b/g)) {
    found.push(pad(Number(match[1]), Number(match[2])));
  }
  return found;
}

/** True when `text` names `name` (word for word, ignoring case, punctuation and a leading "the"). */
export function mentions(text: string, name: string): boolean {
  const haystack = ` ${words(text).join(' ')} `;
  const needle = words(name).filter((word, i) => i > 0 || word !== 'the');
  return needle.length > 0 && haystack.includes(` ${needle.join(' ')} `);
}

// A number as written: digit groups joined by "," or "." ("1,500", "1.500,50", "1762.50").
const NUMBER = String.raw`\d+(?:[.,]\d+)*`;
const MONEY_BEFORE = new RegExp(String.raw`(?:US\$|\$|USD\s?)\s?(${NUMBER})`, 'gi');
const MONEY_AFTER = new RegExp(
  String.raw`(${NUMBER})\s?(?:US\$|\$|USD\b|d[oó]lares\b|dollars\b|bucks\b)`,
  'gi',
);

/** The cents a written amount may mean: "1,500" is 150000; "1.500" 150000 or 150 (a decimal point). */
function centsReadings(raw: string): number[] {
  const groups = raw.split(/[.,]/);
  if (groups.length === 1) return [Number(raw) * 100];
  const readings: number[] = [];
  if (groups[0]!.length <= 3 && groups.slice(1).every((g) => g.length === 3))
    readings.push(Number(groups.join('')) * 100);
  const last = groups.at(-1)!;
  if (last.length <= 2)
    readings.push(Number(groups.slice(0, -1).join('')) * 100 + Number(last.padEnd(2, '0')));
  return readings;
}

/** Every amount of money a text states, as the cents each may mean. */
export function amountsIn(text: string): number[][] {
  const found: number[][] = [];
  for (const pattern of [MONEY_BEFORE, MONEY_AFTER])
    for (const match of text.matchAll(pattern)) found.push(centsReadings(match[1]!));
  return found;
}

const PERCENT = /(\d+(?:[.,]\d+)?)\s?(?:%|percent\b|per ?cent\b|por ?ciento\b)/gi;

/** Every percent a text states: "12%", "8.875 %", "10 por ciento". */
export function percentsIn(text: string): number[] {
  return [...text.matchAll(PERCENT)].map((m) => Number(m[1]!.replace(',', '.')));
}

const PHONE = /(?<![\w-])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g;

/** Every (North American) phone number a text states, as its last ten digits. */
export function phonesIn(text: string): string[] {
  return [...text.matchAll(PHONE)].map((m) => m[0].replace(/\D/g, '').slice(-10));
}

const URL = /https?:\/\/[^\s"<>]+/g;

/** Every web address a text states (a trailing full stop or bracket is not part of it). */
export function urlsIn(text: string): string[] {
  return [...text.matchAll(URL)].map((m) => m[0].replace(/[.,;:!?)\]»”]+$/, ''));
}

/** What a model's reply may state: everything the tools returned during one answer. */
export interface Grounds {
  clubNames: string[];
  times: string[];
  /** Cents. */
  amounts: number[];
  percents: number[];
  /** Last ten digits. */
  phones: string[];
  urls: string[];
}

/** The facts the tools' results hold (their JSON text): the only ones a reply may state. */
export function groundsIn(results: string, knownClubNames: string[]): Grounds {
  const urls = urlsIn(results);
  const rest = urls.reduce((text, url) => text.split(url).join(' '), results);
  return {
    clubNames: knownClubNames.filter((name) => mentions(results, name)),
    times: timesIn(rest),
    amounts: amountsIn(rest).flat(),
    // The tools' own percent fields ("depositPercent":20) as well as the sentences' "20%".
    percents: [
      ...percentsIn(rest),
      ...[...rest.matchAll(/"\w*Percent":(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1])),
    ],
    phones: phonesIn(rest),
    urls,
  };
}

/**
 * Checks a model's reply against what its tools returned: it may name only clubs the tools
 * returned, and state only the times, amounts of money, percents, phone numbers and links found in
 * their results. Returns what is wrong (never the reply's personal data: a phone number is not
 * repeated), or null.
 */
export function ungrounded(
  reply: string,
  allowed: Pick<Grounds, 'clubNames' | 'times'> & Partial<Grounds>,
  knownClubNames: string[],
): string | null {
  const allowedNames = new Set(allowed.clubNames.map((name) => name.toLowerCase()));
  for (const name of knownClubNames) {
    if (!allowedNames.has(name.toLowerCase()) && mentions(reply, name))
      return `names ${name}, which no tool returned`;
  }
  const urls = urlsIn(reply);
  for (const url of urls)
    if (allowed.urls && !allowed.urls.some((known) => known === url || known.startsWith(url)))
      return 'links to an address no tool returned';
  const text = urls.reduce((rest, url) => rest.split(url).join(' '), reply);
  const times = new Set(allowed.times);
  for (const time of timesIn(text)) if (!times.has(time)) return `states ${time}, which no tool returned`;
  // Amounts, percents and phone numbers are checked when the caller gives what the tools returned.
  const amounts = new Set(allowed.amounts);
  for (const readings of allowed.amounts ? amountsIn(text) : [])
    if (!readings.some((cents) => amounts.has(cents)))
      return `states an amount (${readings.map((c) => c / 100).join(' or ')} dollars) no tool returned`;
  const percents = new Set(allowed.percents);
  for (const percent of allowed.percents ? percentsIn(text) : [])
    if (!percents.has(percent)) return `states ${percent}%, which no tool returned`;
  const phones = new Set(allowed.phones);
  for (const number of allowed.phones ? phonesIn(text) : [])
    if (!phones.has(number)) return 'states a phone number no tool returned';
  return null;
}
