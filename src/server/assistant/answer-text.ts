import type { AssistantLanguage } from '../../shared/api/assistant-schema.ts';
import type { ClubView } from '../../shared/api/clubs-schema.ts';
import { closesNextDay } from '../../shared/closing-time.ts';
import type { EventTypeFilter, Gender } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { formatMoney } from '../../shared/money.ts';
import { say } from './messages/index.ts';

const LOCALES: Record<AssistantLanguage, string> = { en: 'en-US', es: 'es-US' };
const formats = new Map<AssistantLanguage, Intl.DateTimeFormat>();

/** "Friday, Nov 27" / "viernes, 27 nov". */
export function formatNight(date: IsoDate, language: AssistantLanguage = 'en'): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      weekday: 'long',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`)).replace(/\.$/, '');
}

/** "tonight (Monday, Nov 23)" or "Friday, Nov 27": after "for", "at". */
export function nightPhrase(date: IsoDate, tonight: IsoDate, language: AssistantLanguage = 'en'): string {
  if (date === tonight) return say(language, 'night.tonight', { date: formatNight(date, language) });
  // Spanish names a day with its article: "para el viernes, 27 de nov".
  return language === 'es' ? `el ${formatNight(date, language)}` : formatNight(date, language);
}

/** "tonight (Monday, Nov 23)" or "on Friday, Nov 27" / "el viernes, 27 nov": a night on its own. */
export function nightOn(date: IsoDate, tonight: IsoDate, language: AssistantLanguage = 'en'): string {
  if (date === tonight || language === 'es') return nightPhrase(date, tonight, language);
  return `on ${formatNight(date, language)}`;
}

export const listName = (gender: Gender, language: AssistantLanguage = 'en') =>
  say(language, gender === 'female' ? 'list.female' : 'list.male');

/** "23:30" or "01:00 (after midnight)". */
export function closingTime(closesAt: string, language: AssistantLanguage = 'en'): string {
  return closesNextDay(closesAt) ? say(language, 'afterMidnight', { time: closesAt }) : closesAt;
}

export function kindOf(type: EventTypeFilter, count: number, language: AssistantLanguage = 'en'): string {
  const base =
    type === 'dinner_party' ? 'kind.dinner' : type === 'nightclub' ? 'kind.nightclub' : 'kind.club';
  return say(language, `${base}.${count === 1 ? 'one' : 'other'}` as 'kind.club.one');
}

/** "Neon Room (closes 23:30)" or "Echo Hall (closed at 00:00)". */
export function clubWithClosing(club: ClubView, gender: Gender, language: AssistantLanguage = 'en'): string {
  const option = club.guestlistOptions[gender];
  const time = closesNextDay(option.closesAt)
    ? language === 'es'
      ? `${option.closesAt}, pasada la medianoche`
      : `${option.closesAt}, after midnight`
    : option.closesAt;
  return say(language, option.state === 'open' ? 'closesAt' : 'closedAt', { club: club.name, time });
}

export function joinNames(names: string[], language: AssistantLanguage = 'en'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${say(language, 'and')} ${names.at(-1)}`;
}

/** At most `max` names, then "and N more": an answer never lists a whole city. */
export function someNames(names: string[], max: number, language: AssistantLanguage = 'en'): string {
  if (names.length <= max) return joinNames(names, language);
  return say(language, 'andMore', { names: names.slice(0, max).join(', '), count: names.length - max });
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const money = (cents: number) => formatMoney(cents, { short: true });

/** Sentences run on; a list (a line with line breaks) stands on lines of its own. */
export function joinLines(lines: string[]): string {
  let text = '';
  for (const [i, line] of lines.entries()) {
    if (i > 0) text += line.includes('\n') || lines[i - 1]!.includes('\n') ? '\n' : ' ';
    text += line;
  }
  return text;
}
