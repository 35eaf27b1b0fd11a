import type {
  AssistantAction,
  AssistantLanguage,
  AssistantLink,
  AssistantNight,
  AssistantParty,
} from '../../shared/api/assistant-schema.ts';
import type { ClubView } from '../../shared/api/clubs-schema.ts';
import type { EventTypeFilter, Gender } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import type { AssistantTools } from './assistant-tools.ts';
import type { AskedParty } from './party-phrases.ts';
import type { Superlative } from './read-question.ts';

/** One question, read and completed from the conversation: what every topic's answer works from. */
export interface Ask {
  clubs: ClubRow[];
  /** The nights asked about; tonight when the question names none (`datesAsked` false). */
  dates: IsoDate[];
  datesAsked: boolean;
  /** The list the answer is about: the question's, else the visitor's view. */
  gender: Gender;
  genderAsked: boolean;
  bothGenders: boolean;
  type: EventTypeFilter;
  party: AskedParty | null;
  budgetCents: number | null;
  superlative: Superlative | null;
  unknownName: string | null;
}

export interface AnswerContext {
  tools: AssistantTools;
  language: AssistantLanguage;
  tonight: IsoDate;
  /** The question as asked, in plain text (lower case, no accents): for wording only. */
  question?: string;
}

/** What one topic contributes to an answer. */
export interface Part {
  lines: string[];
  nights: AssistantNight[];
  links?: AssistantLink[];
  action?: AssistantAction;
  party?: AssistantParty;
}

export const part = (
  lines: string[],
  nights: AssistantNight[] = [],
  extra: Omit<Part, 'lines' | 'nights'> = {},
): Part => ({
  lines,
  nights,
  ...extra,
});

/** Cards: one club on one night. */
export const cardFor = (date: IsoDate, club: ClubView): AssistantNight => ({ date, clubs: [club] });

/** The phone link of a number ("+12125550141" → "tel:+12125550141"). */
export function conciergeLinks(club: ClubRow, language: AssistantLanguage): AssistantLink[] {
  const links: AssistantLink[] = [];
  const es = language === 'es';
  if (club.conciergeCallNumber)
    links.push({
      kind: 'call',
      label: es ? `Llamar a ${club.name}` : `Call ${club.name}`,
      href: `tel:${club.conciergeCallNumber}`,
    });
  if (club.conciergeTextNumber)
    links.push({
      kind: 'text',
      label: es ? `Escribir a ${club.name}` : `Text ${club.name}`,
      href: `sms:${club.conciergeTextNumber}`,
    });
  return links;
}

export function mapLink(club: ClubRow, language: AssistantLanguage): AssistantLink {
  return {
    kind: 'map',
    label: language === 'es' ? `Mapa de ${club.name}` : `Map of ${club.name}`,
    href: club.mapsUrl,
  };
}

/** "+12125550141" → "+1 212-555-0141" (US numbers); others as given. */
export function phone(number: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(number);
  return m ? `+1 ${m[1]}-${m[2]}-${m[3]}` : number;
}
