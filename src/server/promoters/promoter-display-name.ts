/** The longest first name an invitation text carries. */
export const DISPLAY_NAME_MAX = 20;
const FALLBACK = 'Your promoter';

/**
 * The promoter's name as their guests' invitation texts show it: the first name and the last name's
 * initial ("Jay S."), in letters, spaces, hyphens and apostrophes only, at most DISPLAY_NAME_MAX
 * letters. A text goes from our number to a stranger's phone: whatever a promoter types into their
 * profile ("Jay www.free-drinks.example"), no link, number or address rides along with it.
 */
export function promoterDisplayName(firstName: string, lastName: string): string {
  const first = lettersOnly(firstName).slice(0, DISPLAY_NAME_MAX).trim();
  if (!first) return FALLBACK;
  const initial = lettersOnly(lastName)
    .replace(/[\s'’-]/gu, '')
    .charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

function lettersOnly(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\s'’-]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}
