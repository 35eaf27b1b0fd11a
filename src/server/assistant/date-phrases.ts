import { addDays, type IsoDate, isIsoDate, WEEKDAYS, type Weekday, weekdayOf } from '../../shared/dates.ts';

/** The dates a question is about, and how to say them back. */
export interface AskedDates {
  dates: IsoDate[];
  /** "tonight", "this weekend", or empty: the answer then names the date itself. */
  phrase: string;
  /** Set when the question named a weekday that does not fall on the date it also named. */
  weekdayMismatch?: Weekday;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const WEEKDAY_WORDS: Record<string, Weekday> = {
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
  ...Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [day, day],
      [`${day}s`, day],
    ]),
  ),
};
const WEEKDAY = `\\b(${Object.keys(WEEKDAY_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\b`;

/** The first `weekday` on or after `from`. */
export function nextWeekday(from: IsoDate, weekday: Weekday): IsoDate {
  const ahead = (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(from)) + 7) % 7;
  return addDays(from, ahead);
}

/** Friday to Sunday of the weekend that is on now or next, from `from` on (Sunday: Sunday only). */
export function weekendFrom(from: IsoDate): IsoDate[] {
  const day = weekdayOf(from);
  const start = day === 'saturday' || day === 'sunday' ? from : nextWeekday(from, 'friday');
  const sunday = nextWeekday(start, 'sunday');
  const dates: IsoDate[] = [];
  for (let date = start; date <= sunday; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The first date on or after `from` with this month and day (at most a year ahead), or null. */
function nextMonthDay(from: IsoDate, month: number, day: number): IsoDate | null {
  const year = Number(from.slice(0, 4));
  for (const y of [year, year + 1]) {
    const date = `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (isIsoDate(date) && date >= from) return date;
  }
  return null;
}

/** The first date on or after `from` whose day of the month is `day` (within a year), or null. */
function nextDayOfMonth(from: IsoDate, day: number): IsoDate | null {
  for (let date = from, i = 0; i < 366; i++, date = addDays(date, 1)) {
    if (Number(date.slice(8)) === day) return date;
  }
  return null;
}

/**
 * Reads the date words of a question: tonight (today), tomorrow, weekday names (the next one),
 * this/next weekend, "Saturday the 28th", "the 28th", ISO dates, "Nov 28", "28 November",
 * "28/11". Slashed dates read as day/month unless `monthFirst` (when ambiguous) or impossible.
 */
export function readDates(text: string, tonight: IsoDate, monthFirst = false): AskedDates | null {
  const t = text.toLowerCase();
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(t);
  if (iso && isIsoDate(iso[1]!)) return withWeekday(t, iso[1]!, '');

  const monthDay =
    new RegExp(`\\b${MONTH}\\.? ${DAY}\\b`).exec(t) ??
    swap(new RegExp(`\\b${DAY} (?:of )?${MONTH}\\b`).exec(t));
  if (monthDay) {
    const date = nextMonthDay(tonight, MONTHS.indexOf(monthDay[1]!.slice(0, 3)) + 1, Number(monthDay[2]));
    if (date) return withWeekday(t, date, '');
  }

  const slashed = /\b(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2}|\d{4}))?\b/.exec(t);
  if (slashed) {
    const [a, b] = [Number(slashed[1]), Number(slashed[2])];
    const dayFirst = a > 12 || (!monthFirst && b <= 12);
    const [day, month] = dayFirst ? [a, b] : [b, a];
    const date = slashed[3]
      ? `${slashed[3].length === 2 ? `20${slashed[3]}` : slashed[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
      : nextMonthDay(tonight, month, day);
    if (date && isIsoDate(date)) return withWeekday(t, date, '');
  }

  const ordinal =
    /\bthe (\d{1,2})(?:st|nd|rd|th)\b/.exec(t) ??
    new RegExp(`${WEEKDAY},? (?:the )?(\\d{1,2})(?:st|nd|rd|th)?\\b`).exec(t)?.slice(1);
  if (ordinal) {
    const date = nextDayOfMonth(tonight, Number(ordinal[1]));
    if (date) return withWeekday(t, date, '');
  }

  if (/\bnext weekend\b/.test(t))
    return { dates: weekendFrom(addDays(weekendFrom(tonight).at(-1)!, 1)), phrase: 'next weekend' };
  if (/\b(this |the )?weekend\b/.test(t)) return { dates: weekendFrom(tonight), phrase: 'this weekend' };
  if (/\b(tonight|today|tonite|this evening|now|right now)\b/.test(t))
    return { dates: [tonight], phrase: 'tonight' };
  if (/\b(tomorrow|tmrw|tomorow|tmr)\b/.test(t)) return { dates: [addDays(tonight, 1)], phrase: 'tomorrow' };

  const weekday = new RegExp(WEEKDAY).exec(t);
  if (weekday) {
    const day = WEEKDAY_WORDS[weekday[1]!]!;
    let date = nextWeekday(tonight, day);
    if (new RegExp(`\\bnext ${weekday[1]}\\b`).test(t) && date === tonight) date = addDays(date, 7);
    return { dates: [date], phrase: '' };
  }
  return null;
}

function swap(match: RegExpExecArray | null): string[] | null {
  return match ? [match[0], match[2]!, match[1]!] : null;
}

function withWeekday(text: string, date: IsoDate, phrase: string): AskedDates {
  const weekday = new RegExp(WEEKDAY).exec(text);
  const named = weekday ? WEEKDAY_WORDS[weekday[1]!] : undefined;
  return named && named !== weekdayOf(date)
    ? { dates: [date], phrase, weekdayMismatch: named }
    : { dates: [date], phrase };
}
