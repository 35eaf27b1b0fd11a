import type { EventTypeFilter, Gender } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { findClubNames } from './club-names.ts';
import { type AskedDates, readDates } from './date-phrases.ts';

export type Intent = 'closing' | 'club' | 'listing' | 'unknown';

export interface Question<Club> {
  intent: Intent;
  dates: AskedDates | null;
  gender: Gender | null;
  type: EventTypeFilter | null;
  clubs: Club[];
  /** "what about Saturday?": a follow-up that keeps the previous question's filters. */
  followUp: boolean;
}

const FEMALE = /\b(lad(y|ies)|girls?|women|woman|female|females|gals?)\b/;
const MALE = /\b(men|man|guys?|males?|gentlemen|gents?|boys?|dudes?)\b/;
const DINNER = /\b(dinner|dinners|supper|dining|eat|food|restaurant|tasting)\b/;
const NIGHTCLUB = /\b(nightclubs?|dancing|dance|clubbing|techno|house music|dj)\b/;
const CLOSING =
  /\b(close|closes|closing|closed|deadline|until|till|cut ?off|last call|latest|how late|what time|when)\b/;
const OPEN_CHECK = /\b(open|opened|opening|on|running|happening|guestlist|guest list|list)\b/;
const LISTING =
  /\b(where|which|what|any|anything|options?|go|going|out|clubs?|party|parties|places?|spots?|venues?|lists?|guestlists?|recommend|suggest|plans?)\b/;
const FOLLOW_UP = /^(and|what about|how about|and on|and for|same for|what if)\b/;

/** What a question asks, read without any network: intent, dates, gender, event type, club names. */
export function readQuestion<Club extends { name: string }>(
  text: string,
  context: { tonight: IsoDate; clubs: readonly Club[]; monthFirst?: boolean },
): Question<Club> {
  const t = text.toLowerCase().replace(/[’`]/g, "'");
  const clubs = findClubNames(t, context.clubs);
  const dates = readDates(t, context.tonight, context.monthFirst);
  const female = FEMALE.test(t);
  const male = MALE.test(t);
  const gender: Gender | null = female && !male ? 'female' : male && !female ? 'male' : null;
  const dinner = DINNER.test(t) || /\bdinner party\b/.test(t);
  const nightclub = NIGHTCLUB.test(t);
  const type: EventTypeFilter | null =
    dinner && !nightclub ? 'dinner_party' : nightclub && !dinner ? 'nightclub' : null;

  let intent: Intent = 'unknown';
  if (clubs.length > 0) intent = CLOSING.test(t) ? 'closing' : 'club';
  else if (LISTING.test(t) || OPEN_CHECK.test(t) || dates || gender || type) intent = 'listing';
  else if (CLOSING.test(t)) intent = 'listing';
  return { intent, dates, gender, type, clubs, followUp: FOLLOW_UP.test(t.trim()) };
}
