/**
 * The promoter links a visitor opened (`/p/<code>`), kept on the device so that the join, maybe
 * days later and after signing in, credits the promoter who brought them. The first link for a club
 * (and night) wins: a later link for the same club and night never replaces it. Plain localStorage
 * and no dependencies: the join form reads it, and the join path stays small.
 */

const STORAGE_KEY = 'promoterCodes';
/** How long a link is remembered. */
export const PROMOTER_CODE_DAYS = 30;
const KEEP_MS = PROMOTER_CODE_DAYS * 86_400_000;
/** More than anyone opens in a month; the oldest go first. */
const MAX_KEPT = 50;
const CODE = /^[a-z0-9]{6,16}$/;

export interface PromoterLinkVisit {
  code: string;
  clubId: string;
  /** The night the link is for; null for every night of the club. */
  date: string | null;
  /** The promoter's first name, for "Invited by …". */
  invitedBy: string;
}

interface Stored extends PromoterLinkVisit {
  /** When it was first opened, ms since the epoch. */
  at: number;
}

function read(now: number): Stored[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is Stored =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.code === 'string' &&
        CODE.test(item.code) &&
        typeof item.clubId === 'string' &&
        (item.date === null || typeof item.date === 'string') &&
        typeof item.invitedBy === 'string' &&
        typeof item.at === 'number' &&
        now - item.at < KEEP_MS &&
        item.at <= now + 60_000,
    );
  } catch {
    return [];
  }
}

/**
 * Remembers a link the visitor opened, unless one for the same club and night (or the same club,
 * for a link to every night) is already kept. Expired entries are pruned. Answers whether it was kept.
 */
export function rememberPromoterCode(visit: PromoterLinkVisit, now = Date.now()): boolean {
  if (!CODE.test(visit.code)) return false;
  const kept = read(now);
  if (kept.some((item) => item.clubId === visit.clubId && item.date === visit.date)) {
    // Pruning still happens: expired entries were dropped by read().
    write(kept);
    return false;
  }
  const { code, clubId, date, invitedBy } = visit;
  write([...kept, { code, clubId, date, invitedBy: invitedBy.slice(0, 60), at: now }].slice(-MAX_KEPT));
  return true;
}

function write(items: Stored[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage can be unavailable (private browsing): the join then simply credits no one.
  }
}

/**
 * The link that applies to a join at `clubId` on `date`: of the links for that night and the
 * club's links for every night, the one opened first.
 */
export function promoterLinkFor(clubId: string, date: string, now = Date.now()): PromoterLinkVisit | null {
  const matching = read(now)
    .filter((item) => item.clubId === clubId && (item.date === null || item.date === date))
    .sort((a, b) => a.at - b.at);
  const first = matching[0];
  return first
    ? { code: first.code, clubId: first.clubId, date: first.date, invitedBy: first.invitedBy }
    : null;
}
