import type {
  AssistantAction,
  AssistantLanguage,
  AssistantLink,
  AssistantParty,
} from '../../../shared/api/assistant-schema.ts';
import type { Gender } from '../../../shared/clubs.ts';
import type { IsoDate } from '../../../shared/dates.ts';
import { paths } from '../../config/paths.ts';

/**
 * The join form for a club and night, filled in with the party the question asked about. `gender`
 * is the list the answer is about; the link names it only when it is not the visitor's saved view
 * (the join screen reads the view from there otherwise).
 */
export function joinHref(
  clubId: string,
  date: IsoDate,
  gender: Gender,
  party: AssistantParty | null,
  savedGender: Gender,
): string {
  return paths.joinGuestlist.getHref(
    clubId,
    date,
    gender === savedGender ? undefined : gender,
    party ? { ladies: party.female, men: party.male } : undefined,
  );
}

/** The booking form for a club and night, for the whole party the question asked about. */
export function bookHref(
  clubId: string,
  date: IsoDate,
  party: AssistantParty | null,
  tableTypeId: string | null = null,
): string {
  return paths.reserve.getHref(clubId, date, {
    ...(party ? { partySize: party.female + party.male } : {}),
    tableTypeId,
  });
}

/** Where the concierge takes the member for what they asked it to do. */
export function actionHref(action: AssistantAction, savedGender: Gender): string {
  return action.kind === 'join'
    ? joinHref(action.clubId, action.date, action.gender, action.party, savedGender)
    : bookHref(action.clubId, action.date, action.party, action.tableTypeId);
}

const atNoon = (date: IsoDate) => new Date(`${date}T12:00:00Z`);
const weekday = {
  en: new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-ES', { weekday: 'short', timeZone: 'UTC' }),
};
const longDate = {
  en: new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-ES', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
};

const WORDS = {
  en: {
    join: 'OPEN THE JOIN FORM',
    book: 'OPEN THE BOOKING FORM',
    lady: ['lady', 'ladies'],
    man: ['man', 'men'],
    person: ['person', 'people'],
    filledIn: 'Filled in for',
    nothingSent: 'Nothing is sent until you confirm it on the form.',
    newTab: '(opens in a new tab)',
  },
  es: {
    join: 'ABRIR EL FORMULARIO DE LISTA',
    book: 'ABRIR EL FORMULARIO DE RESERVA',
    lady: ['dama', 'damas'],
    man: ['caballero', 'caballeros'],
    person: ['persona', 'personas'],
    filledIn: 'Rellenado para el',
    nothingSent: 'No se envía nada hasta que lo confirmes en el formulario.',
    newTab: '(se abre en una pestaña nueva)',
  },
} as const satisfies Record<AssistantLanguage, unknown>;

const count = (n: number, [one, many]: readonly [string, string]) => `${n} ${n === 1 ? one : many}`;

/** "OPEN THE JOIN FORM — NEON ROOM, SAT": the button that opens the form again. */
export function actionLabel(action: AssistantAction, language: AssistantLanguage): string {
  const day = weekday[language].format(atNoon(action.date)).replace('.', '');
  return `${WORDS[language][action.kind]} — ${action.clubName}, ${day}`.toLocaleUpperCase(language);
}

/** "Filled in for Saturday, November 28: 2 ladies. Nothing is sent until you confirm it on the form." */
export function actionNote(action: AssistantAction, language: AssistantLanguage): string {
  const words = WORDS[language];
  const { female, male } = action.party;
  const party =
    action.kind === 'book'
      ? count(female + male, words.person)
      : [female > 0 ? count(female, words.lady) : '', male > 0 ? count(male, words.man) : '']
          .filter(Boolean)
          .join(' + ');
  const night = longDate[language].format(atNoon(action.date));
  return `${words.filledIn} ${night}${party ? `: ${party}` : ''}. ${words.nothingSent}`;
}

/** What a screen reader adds to a link that opens another tab, in the reply's language. */
export const newTabNote = (language: AssistantLanguage) => WORDS[language].newTab;

const SCHEMES: Record<AssistantLink['kind'], RegExp> = {
  map: /^https?:\/\//i,
  call: /^tel:/i,
  text: /^sms:/i,
};

/** The reply's links the page shows: only a web map, a phone call or a text (never a script). */
export function safeLinks(links: AssistantLink[]): AssistantLink[] {
  return links.filter((link) => SCHEMES[link.kind].test(link.href.trim()));
}
