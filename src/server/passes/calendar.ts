import { z } from 'zod';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { nameOnOneLine } from '../../shared/storable-text.ts';
import { zonedTimeToInstant } from '../../shared/time-zone.ts';

const HOUR = 3_600_000;
/** The night "starts" here on the club's wall clock, unless the list closes earlier. */
const NIGHT_STARTS_AT = '22:00';
/** How long an event lasts in the calendar: a night out, from the arrival. */
export const NIGHT_LENGTH_MS = 4 * HOUR;

/**
 * The OpenAPI answer of a `calendar.ics` route: the file, not JSON. The handlers send a string with
 * their own content type, which Fastify passes through without the (JSON) serializer.
 */
export const calendarFileResponse = {
  description: 'One night as an iCalendar (RFC 5545) file with one event, for a calendar app to import',
  content: { 'text/calendar': { schema: z.string() } },
};

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

export interface CalendarEvent {
  /** Stable across downloads, so importing the file again updates the event instead of adding one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Raised on every change calendar apps should take over an earlier import (RFC 5545 §3.8.7.4). */
  sequence?: number;
}

/** A VCALENDAR holding `event`; times in UTC, so no VTIMEZONE is needed and every app reads them alike. */
export function calendarFile(event: CalendarEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nightlist//Passes//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * One VEVENT for the night. It starts at 22:00 club time, or an hour before the list closes when
 * that is earlier (a 21:00 dinner list), so the reminder never comes after the cut-off.
 */
export function passCalendar(entry: GuestlistEntry, now: Date): string {
  const nightStart = zonedTimeToInstant(entry.date, NIGHT_STARTS_AT, entry.club.timeZone);
  const beforeClosing = new Date(Date.parse(entry.closesAtInstant) - HOUR);
  const start = nightStart < beforeClosing ? nightStart : beforeClosing;
  return calendarFile(
    {
      uid: `${entry.id}@nightlist`,
      start,
      end: new Date(start.getTime() + NIGHT_LENGTH_MS),
      summary: `Guestlist: ${entry.club.name}`,
      location: entry.club.address,
      description: describeNight(entry),
      url: entry.club.mapsUrl,
      status:
        entry.status === 'cancelled'
          ? 'CANCELLED'
          : entry.status === 'waitlisted'
            ? 'TENTATIVE'
            : 'CONFIRMED',
    },
    now,
  );
}
