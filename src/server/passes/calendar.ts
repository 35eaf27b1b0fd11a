import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { nameOnOneLine } from '../../shared/storable-text.ts';
import { zonedTimeToInstant } from '../../shared/time-zone.ts';

const HOUR = 3_600_000;
/** The night "starts" here on the club's wall clock, unless the list closes earlier. */
const NIGHT_STARTS_AT = '22:00';
const NIGHT_LENGTH_MS = 4 * HOUR;

// RFC 5545 TEXT has no control characters but the tab; a line break is written as \n instead.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what it removes
const NOT_IN_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(NOT_IN_TEXT, '');
}

/**
 * The event's description: the entry terms, then the guests one per line, so that a name with a
 * comma in it still reads as one guest. Names stored before line breaks were refused in names are
 * put on one line.
 */
export function describeNight(entry: Pick<GuestlistEntry, 'entryTerms' | 'guestNames'>): string {
  const guests = entry.guestNames.map(nameOnOneLine).filter(Boolean);
  const lines = [...entry.entryTerms];
  if (guests.length > 0) lines.push('', 'Guests:', ...guests);
  return lines.join('\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
    }
    current += char;
  }
  out.push(current);
  return out.join('\r\n ');
}

function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * One VEVENT for the night. It starts at 22:00 club time, or an hour before the list closes when
 * that is earlier (a 21:00 dinner list), so the reminder never comes after the cut-off.
 */
export function passCalendar(entry: GuestlistEntry, now: Date): string {
  const nightStart = zonedTimeToInstant(entry.date, NIGHT_STARTS_AT, entry.club.timeZone);
  const beforeClosing = new Date(Date.parse(entry.closesAtInstant) - HOUR);
  const start = nightStart < beforeClosing ? nightStart : beforeClosing;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nightlist//Passes//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.id}@nightlist`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(new Date(start.getTime() + NIGHT_LENGTH_MS))}`,
    `SUMMARY:${escapeText(`Guestlist: ${entry.club.name}`)}`,
    `LOCATION:${escapeText(entry.club.address)}`,
    `DESCRIPTION:${escapeText(describeNight(entry))}`,
    `URL:${entry.club.mapsUrl}`,
    `STATUS:${entry.status === 'cancelled' ? 'CANCELLED' : entry.status === 'waitlisted' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
