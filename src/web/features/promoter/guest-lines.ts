import { normalizePhoneNumber } from '../../../shared/phone.ts';
import type { NewGuest } from './api/promoter-types.ts';

/** The most guests one request may add (PROMOTER_GUESTS_MAX on the server). */
export const GUESTS_MAX = 50;
const NAME_MAX = 60;

const LADY = /^(l|lady|ladies|f|female|w|woman|girl)$/i;
const MAN = /^(m|man|men|male|guy|boy)$/i;
/** Digits with the usual phone punctuation: what a pasted phone number looks like. */
const PHONE_LIKE = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

/** One pasted line: the guest it reads as, or what is wrong with it. */
export type GuestLine =
  | { line: number; text: string; guest: NewGuest; error?: undefined }
  | { line: number; text: string; guest?: undefined; error: string };

/** First name and the rest as the last name; the server wants both. */
export function splitName(name: string): { firstName: string; lastName: string } | { error: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { error: 'Add the guest’s name.' };
  if (words.length === 1) return { error: `Add ${words[0]}’s last name.` };
  const firstName = words[0]!;
  const lastName = words.slice(1).join(' ');
  if (firstName.length > NAME_MAX || lastName.length > NAME_MAX)
    return { error: `A name has at most ${NAME_MAX} characters.` };
  return { firstName, lastName };
}

function readLine(text: string): NewGuest | { error: string } {
  const parts = text
    .split(/[,;\t]/)
    .map((part) => part.trim())
    .filter(Boolean);
  // The phone is the part with digits, the gender the one-word L/M; the name is what is left.
  const phoneAt = parts.findIndex((part) => PHONE_LIKE.test(part));
  const genderAt = parts.findIndex((part) => LADY.test(part) || MAN.test(part));
  const rest = parts.filter((_, index) => index !== phoneAt && index !== genderAt);
  if (phoneAt === -1) return { error: 'Add a phone number: Name, phone, L/M.' };
  if (genderAt === -1) return { error: 'Add L (lady) or M (man) after the phone.' };
  if (rest.length > 1) return { error: 'Write it as: Name, phone, L/M.' };
  const name = splitName(rest[0] ?? '');
  if ('error' in name) return name;
  const phone = normalizePhoneNumber(parts[phoneAt]!);
  if (!phone.ok) return { error: `${phone.error}.` };
  return {
    ...name,
    phoneNumber: phone.phoneNumber,
    gender: LADY.test(parts[genderAt]!) ? 'female' : 'male',
  };
}

/**
 * A pasted list, one guest per line ("Name, phone, L/M"; commas, semicolons or tabs between, in any
 * order), read into guests; blank lines are skipped. A line that does not read, a number twice or a
 * line past the 50th says why.
 */
export function parseGuestLines(text: string): GuestLine[] {
  const lines: GuestLine[] = [];
  const seen = new Map<string, number>();
  let guests = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const read = readLine(trimmed);
    if ('error' in read) {
      lines.push({ line, text: trimmed, error: read.error });
      return;
    }
    const earlier = seen.get(read.phoneNumber);
    if (earlier !== undefined) {
      lines.push({ line, text: trimmed, error: `The same number as line ${earlier}.` });
      return;
    }
    seen.set(read.phoneNumber, line);
    guests += 1;
    if (guests > GUESTS_MAX) {
      lines.push({ line, text: trimmed, error: `At most ${GUESTS_MAX} guests at once: send the rest next.` });
      return;
    }
    lines.push({ line, text: trimmed, guest: read });
  });
  return lines;
}
