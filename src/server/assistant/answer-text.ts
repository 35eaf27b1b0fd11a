import type { ClubView } from '../../shared/api/clubs-schema.ts';
import { closesNextDay } from '../../shared/closing-time.ts';
import type { EventTypeFilter, Gender } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Friday, Nov 27". */
export function formatNight(date: IsoDate): string {
  return dayFormat.format(new Date(`${date}T12:00:00Z`));
}

/** "tonight (Monday, Nov 23)" or "Friday, Nov 27". */
export function nightPhrase(date: IsoDate, tonight: IsoDate): string {
  if (date === tonight) return `tonight (${formatNight(date)})`;
  return formatNight(date);
}

export const listName = (gender: Gender) => (gender === 'female' ? 'ladies’ list' : 'men’s list');

/** "23:30" or "01:00 (after midnight)". */
export function closingTime(closesAt: string): string {
  return closesNextDay(closesAt) ? `${closesAt} (after midnight)` : closesAt;
}

export function kindOf(type: EventTypeFilter, count: number): string {
  if (type === 'dinner_party') return count === 1 ? 'dinner party' : 'dinner parties';
  if (type === 'nightclub') return count === 1 ? 'nightclub' : 'nightclubs';
  return count === 1 ? 'club' : 'clubs';
}

/** "Neon Room (closes 23:30)" or "Echo Hall (closed at 00:00)". */
export function clubWithClosing(club: ClubView, gender: Gender): string {
  const option = club.guestlistOptions[gender];
  const time = closesNextDay(option.closesAt) ? `${option.closesAt}, after midnight` : option.closesAt;
  return option.state === 'open' ? `${club.name} (closes ${time})` : `${club.name} (closed at ${time})`;
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
