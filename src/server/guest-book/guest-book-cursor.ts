import type { GuestBookSort } from '../../shared/api/admin/guest-book-schema.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import type { GuestBookCursor } from './guest-book-repository.ts';
import type { GuestNightsCursor } from './guest-nights.ts';

const invalid = () =>
  new AppError(400, 'invalid_cursor', 'The cursor is not one this list gave: start again without it.');

/** What each sort's value may look like, so a forged cursor is a 400 and never reaches SQL as junk. */
const VALUE: Record<GuestBookSort, RegExp> = {
  recent: /^\d{4}-\d{2}-\d{2}$/,
  name: /^[\s\S]{0,200}$/,
  spend: /^-?\d{1,18}$/,
  visits: /^\d{1,9}$/,
};

export const encodeGuestBookCursor = (cursor: GuestBookCursor): string =>
  Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.userId])).toString('base64url');

/** The cursor, which must have been made for this sort (a page of another sort restarts). */
export function decodeGuestBookCursor(text: string | undefined, sort: GuestBookSort): GuestBookCursor | null {
  if (!text) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString());
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== 3) throw invalid();
  const [cursorSort, value, userId] = parts as unknown[];
  if (cursorSort !== sort || typeof value !== 'string' || typeof userId !== 'string') throw invalid();
  if (!VALUE[sort].test(value) || !isUuid(userId)) throw invalid();
  return { sort, value, userId };
}

export const encodeNightsCursor = (cursor: GuestNightsCursor): string =>
  Buffer.from(`${cursor.date}|${cursor.id}`).toString('base64url');

export function decodeNightsCursor(text: string | undefined): GuestNightsCursor | null {
  if (!text) return null;
  const [date, id] = Buffer.from(text, 'base64url').toString().split('|');
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !id || !isUuid(id)) throw invalid();
  return { date, id };
}
