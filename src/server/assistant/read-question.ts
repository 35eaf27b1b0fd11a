import type { AssistantLanguage } from '../../shared/api/assistant-schema.ts';
import type { EventTypeFilter, Gender } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { findClubNames, words } from './club-names.ts';
import { type AskedDates, readDates } from './date-phrases.ts';
import { detectLanguage, plain } from './language.ts';
import { type AskedParty, readBudgetCents, readParty } from './party-phrases.ts';

/** What a question asks about; one question may ask about several. */
export const TOPICS = [
  'balance',
  'passes',
  'join',
  'book',
  'cashback',
  'tables',
  'deposit',
  'spots',
  'partyLimit',
  'difference',
  'address',
  'concierge',
  'clubWords',
  'unknownData',
  'latest',
  'closing',
  'listing',
] as const;
export type Topic = (typeof TOPICS)[number];

export type Superlative = 'highest' | 'lowest' | 'latest' | 'earliest';

export interface Question<Club> {
  /** In TOPICS order; empty when the question asks nothing the concierge reads (help). */
  topics: Topic[];
  dates: AskedDates | null;
  gender: Gender | null;
  /** Both lists named ("ladies and men"). */
  bothGenders: boolean;
  type: EventTypeFilter | null;
  clubs: Club[];
  /** A name the question gives a club ("at Studio 54") that no club has. */
  unknownName: string | null;
  party: AskedParty | null;
  budgetCents: number | null;
  superlative: Superlative | null;
  language: AssistantLanguage | null;
  /** "and on Sunday?": keeps what the earlier question asked and this one does not say. */
  followUp: boolean;
}

const FEMALE =
  /\b(lad(y|ies)|ladys|girls?|gals?|women|woman|females?|chicas?|mujer(es)?|damas?|ellas|nenas)\b/;
const MALE =
  /\b(men|mens|man|guys?|males?|gentlemen|gents?|boys?|dudes?|bros?|chicos?|hombres?|caballeros?|ellos)\b/;
const DINNER = /\b(dinner|dinners|supper|dining|eat|food|restaurant|tasting|cena|cenas|cenar|comer|comida)\b/;
const NIGHTCLUB = /\b(nightclubs?|dancing|dance|clubbing|discotecas?|bailar|antro)\b/;

const T = {
  balance:
    /\b(my|mi|mis)\b[^.?!]*\b(balance|credit|credits|cash ?back|saldo|credito)\b|\bhow much (cash ?back|credit) (do i|i) (have|got)\b|\bcuanto (cashback|saldo|credito) tengo\b|\bsaldo\b[^.?!]*\bme queda\b|\bme queda\b[^.?!]*\bsaldo\b|\b(balance|saldo)\b/,
  passes:
    /\b(what|which|any) (passes|lists) (do i|have i|am i)\b|\bupcoming (passes|lists)\b|\b(my|mi|mis)\s+(pass|passes|pases?|lists?|reservations?|reservas?|bookings?|tickets?|qr|entradas?|tables?|mesas?)\b|\bam i on (the|a|any) (guest ?)?lists?\b|\bwhat (lists|passes) am i on\b|\bestoy (apuntad[oa] )?en (la|alguna) lista\b|\bwhere am i (going|booked)\b/,
  join: /\b(put (me|us)|add (me|us)|sign (me|us) up|get (me|us) (on|in|onto)|join|apuntame|apuntanos|apunta(me|nos)?|ponme|ponnos|anotame|anotanos|meteme|metenos|inscribeme|quiero entrar en la lista)\b/,
  book: /\b(book (me|us)|reserve (me|us)|get (me|us) a (table|booth)|i (want|wanna|would like|'d like) to (book|reserve)|can (i|we) book|book (a|the) (table|booth|vip)|reservame|reservanos|quiero reservar|reserva(r)? una mesa|hazme una reserva)\b/,
  cashback: /\b(cash ?back|cash-back|credit back|money back|rewards?|devuelven|devolucion)\b/,
  tables:
    /\b(tables?|tbl|booths?|vip|bottle service|bottles?|minimum|min spend|minimums|mesa|mesas|reservados?|botellas?)\b/,
  deposit:
    /\b(deposits?|cancel|cancell?ation|refunds?|no.?show|upfront|up front|pay now|prepay|deposito|senal|cancelar|cancelacion|reembolso|por adelantado)\b/,
  spots:
    /\b(spots?|spaces?|places?|room left|(still|any|enough) room|capacity|sold out|full|fill(ed|ing)? up|plazas?|lugares|cupos?|sitio|llena|agotad[oa])\b|\blista\b[^.?!]*\blleno\b/,
  partyLimit:
    /\b(how many (people|guests|friends|of us|girls|guys|ladies|men|can)|bring|big group|large group|group|party size|max(imum)? (party|group|people|guests)|limit|cuantas personas|cuantos (podemos|puedo)|grupo|llevar|traer|limite)\b/,
  difference:
    /\b(difference|differ|different|vs|versus|compare|comparison|diferencia|diferente|diferentes|comparar)\b/,
  address:
    /\b(address|location|located|directions|how (do|can) (i|we) get|get there|map|maps|direccion|ubicacion|ubicado|como llego|como llegar|mapa)\b|\b(where is|where's|wheres|where r|donde esta|donde queda)\b/,
  concierge:
    /\b(phone|number|call|ring|text|contact|whats ?app|concierge|telefono|numero|llamar|llamo|contacto|conserje|escribir|mensaje)\b/,
  clubWords:
    /\b(dress|dress ?code|wear|outfit|sneakers|trainers|heels|attire|entry|entrance|cover|free|door policy|policy|id|age|21\+?|rules|members only|vestimenta|vestir|ponerme|codigo|entrada|gratis|edad|reglas|politica|zapatillas|tenis|requisitos)\b/,
  unknownData:
    /\b(music|dj|djs|lineup|line up|playing|genre|line|lines|queue|wait|busy|crowded|packed|crowd|vibe|vibes|weather|parking|drinks? (price|cost)|how (old|young)|musica|pincha|ponen|cola|fila|gente|ambiente|esperar|espera|aparcar|estacionamiento|clima|muy lleno|(esta|estara) (muy )?lleno)\b/,
  latest:
    /\b(latest|last|closes? last|open latest|earliest|first to close|closes? first|mas tarde|ultima|primera en cerrar|antes)\b/,
  closing:
    /\b(close|closes|closing|closed|deadline|until|till|cut ?off|last call|how late|what time|when|cierra|cierran|cierre|hasta que hora|a que hora|hora limite|cuando)\b/,
  listing:
    /\b(where|which|what|whats|any|anything|options?|go|going|out|clubs?|party|parties|places?|venues?|lists?|guestlists?|guest list|recommend|suggest|plans?|open|on|running|happening|donde|que|cuales|salir|ir|fiesta|fiestas|discotecas?|lista|listas|planes?|abierto|abre|abren|hay|algo)\b/,
} satisfies Record<Topic, RegExp>;

const FOLLOW_UP =
  /^(¿\s*)?(and|what about|how about|and on|and for|same for|what if|ok|okay|great|cool|nice|perfect|then|y|y el|y la|y los|y las|que tal|y para|y si|tambien|vale|perfecto|genial|entonces)\b|\b(it|there|that one|that club|this club|same club|alli|ahi|ese club|esa lista)\b/;
const HELP =
  /^(¿\s*)?(hi|hey|hello|help|hola|ayuda|buenas|what can you do|que puedes hacer|who are you|quien eres)\b/;

/** Spanish date words in the English the date reader knows ("el viernes" → "friday"). */
function englishDates(t: string): string {
  return t
    .replace(/\bproximo fin de semana\b|\bel finde que viene\b/g, 'next weekend')
    .replace(/\b(este )?(fin de semana|finde)\b/g, 'this weekend')
    .replace(/\b(esta noche|hoy|ahora)\b/g, 'tonight')
    .replace(/\bpasado manana\b/g, 'in two days')
    .replace(/\bmanana\b/g, 'tomorrow')
    .replace(/\blunes\b/g, 'monday')
    .replace(/\bmartes\b/g, 'tuesday')
    .replace(/\bmiercoles\b/g, 'wednesday')
    .replace(/\bjueves\b/g, 'thursday')
    .replace(/\bviernes\b/g, 'friday')
    .replace(/\bsabado\b/g, 'saturday')
    .replace(/\bdomingo\b/g, 'sunday')
    .replace(
      /\b(\d{1,2}) de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b/g,
      (_, day: string, month: string) => `${day} ${SPANISH_MONTHS[month]}`,
    )
    .replace(/\bel (\d{1,2})\b(?!\s*(?:%|personas|chicas|chicos|de la|:))/g, 'the $1th');
}
const SPANISH_MONTHS: Record<string, string> = {
  enero: 'january',
  febrero: 'february',
  marzo: 'march',
  abril: 'april',
  mayo: 'may',
  junio: 'june',
  julio: 'july',
  agosto: 'august',
  septiembre: 'september',
  octubre: 'october',
  noviembre: 'november',
  diciembre: 'december',
};

// Capitalised words after "at"/"en": a club's name the asker gave, known or not.
const NAMED =
  /\b(?:at|in|to|called|en|de|a)\s+((?:the\s+|el\s+|la\s+)?[A-Z0-9][\w'&.-]*(?:\s+(?:[A-Z0-9][\w'&.-]*|No\.|de|del|la|of))*)/g;
const NOT_NAMES = new Set([
  ...'monday tuesday wednesday thursday friday saturday sunday tonight today tomorrow nightlist i ladies men girls guys vip lunes martes miercoles jueves viernes sabado domingo hoy noviembre diciembre november december nyc new york brooklyn manhattan'.split(
    ' ',
  ),
]);

function unknownClubName(text: string): string | null {
  for (const m of text.matchAll(NAMED)) {
    const name = m[1]!.replace(/[?.!,]+$/, '').trim();
    const first = words(name).filter((w) => !['the', 'el', 'la'].includes(w));
    if (first.length === 0 || first.every((w) => NOT_NAMES.has(w) || /^\d+(am|pm)?$/.test(w))) continue;
    if (/^\d/.test(name)) continue;
    return name;
  }
  return null;
}

// "where is studio 54", "at club xyz": typed in lower case on a phone.
const PLACE =
  /\b(?:at|called|named|where is|where's|wheres|is|donde esta|donde queda|en)\s+(.+?)(?=\s+(?:on|tonight|tonite|today|tomorrow|this|next|for|open|opened|at|el|la|esta|este|para|hoy|manana|abre|abierto|cierra|close|closes|closing|tiene|have|has)\b|[?.!,]|$)/g;
const STOP = new Set(
  'the a an my our your list lists guestlist guest table tables club clubs night tonight ladies men girls guys cashback highest cheapest latest best it there open what which where when who how much many spots spot left anything any party parties dinner vip booth deposit address number phone music line queue dj free entry dress code la el lista listas mesa mesas noche chicas chicos que donde cual hay lo los las un una mas this that he she they going out go be still full busy crowded packed tickets ticket price prices cost costs table'.split(
    ' ',
  ),
);

function unknownLowercaseName(t: string): string | null {
  for (const m of t.matchAll(PLACE)) {
    const phrase = m[1]!.trim().replace(/^(the|el|la)\s+/, '');
    const ws = words(phrase);
    if (ws.length === 0 || ws.length > 4) continue;
    if (ws.every((w) => STOP.has(w) || NOT_NAMES.has(w) || /^\d+(am|pm)?$/.test(w))) continue;
    if (ws.some((w) => /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)$/.test(w)))
      continue;
    return phrase.replace(/\b\w/g, (c) => c.toUpperCase());
  }
  return null;
}

function withoutNames(t: string, clubs: readonly { name: string }[]): string {
  let rest = t;
  for (const club of clubs) {
    const name = words(club.name).join(' ');
    rest = ` ${words(rest).join(' ')} `.replace(` ${name} `, ' ~ ');
    const short = words(club.name)
      .filter((w) => w !== 'the')
      .join(' ');
    rest = rest.replace(` ${short} `, ' ~ ');
  }
  return rest === t ? t : rest.trim();
}

/** "2 ladies", "for 8", "party of 6": the numbers of people, dropped before dates are read. */
function withoutParty(t: string): string {
  return t
    .replace(
      /\b\d{1,3}\s+(?:more\s+|other\s+)?(?:lad(?:y|ies)|girls?|gals?|women|woman|guys?|men|man|boys?|people|persons?|guests?|friends?|chicas?|chicos?|personas?|mujer(?:es)?|hombres?|amig[oa]s?|of us|de nosotros)\b/g,
      ' ',
    )
    .replace(
      /\b(for|party of|group of|table for|para|somos|grupo de|under|below|less than|menos de)\s+\$?\d[\d,.]*k?\b/g,
      ' ',
    );
}

/** What a question asks, read without any network: topics, dates, who, party, budget and clubs. */
export function readQuestion<Club extends { name: string }>(
  text: string,
  context: { tonight: IsoDate; clubs: readonly Club[]; monthFirst?: boolean },
): Question<Club> {
  const full = plain(text);
  const clubs = findClubNames(full, context.clubs);
  // "Midnight Table", "Supper Club No. 9": a club's name says nothing about what is asked.
  const t = withoutNames(full, clubs);
  // "2 ladies" and "for 8" are people, not the 2nd or the 8th.
  const dates = readDates(englishDates(withoutParty(t)), context.tonight, context.monthFirst);
  const female = FEMALE.test(t);
  const male = MALE.test(t);
  const gender: Gender | null = female && !male ? 'female' : male && !female ? 'male' : null;
  const dinner = DINNER.test(t);
  const nightclub = NIGHTCLUB.test(t);
  const type: EventTypeFilter | null =
    dinner && !nightclub ? 'dinner_party' : nightclub && !dinner ? 'nightclub' : null;
  const party = readParty(t);
  const budgetCents = readBudgetCents(t);

  const found = new Set<Topic>();
  for (const topic of TOPICS) if (T[topic].test(t)) found.add(topic);
  // "cheapest", "highest", "latest": the comparison asked for.
  const superlative: Superlative | null =
    /\b(highest|most|best|biggest|top|mas alto|mayor|mas cashback)\b/.test(t)
      ? 'highest'
      : /\b(cheapest|lowest|least|cheap|mas barat[ao]|economic[ao])\b/.test(t)
        ? 'lowest'
        : /\b(earliest|first to close|closes? first|primera en cerrar|cierra antes)\b/.test(t)
          ? 'earliest'
          : /\b(latest|closes? last|open latest|mas tarde|ultima)\b/.test(t)
            ? 'latest'
            : null;
  if (/\b(cheap|cheapest|barat[ao]|mas barat[ao])\b/.test(t) && !found.has('cashback')) found.add('tables');
  if (budgetCents !== null && !found.has('cashback')) found.add('tables');
  // A "where is" about something else asks which club, not for an address.
  const strongAddress =
    /\b(address|location|located|directions|get there|map|maps|direccion|ubicacion|como llego|como llegar|mapa)\b/.test(
      t,
    );
  if (found.has('address') && !strongAddress && (clubs.length === 0 || found.size > 2))
    found.delete('address');
  if (found.has('balance') && !found.has('passes') && !/\b(my|mi|mis|i have|tengo|do i|me queda)\b/.test(t))
    found.delete('balance');
  if (found.has('balance') && found.has('cashback')) found.delete('cashback');
  if (found.has('book')) found.delete('tables');
  // "How do I cancel my table": the terms, not prices or the member's list of tables.
  if (found.has('deposit') && /\b(cancel\w*|refund\w*|cancelar|cancelacion|reembolso)\b/.test(t)) {
    if (!/\b(cost|price|how much|cuanto|precio)\b/.test(t)) found.delete('tables');
    found.delete('passes');
  }
  if (found.has('join') || found.has('book'))
    for (const topic of ['listing', 'closing', 'partyLimit', 'spots'] as const) found.delete(topic);
  if (found.has('tables') || found.has('cashback') || found.has('deposit')) found.delete('partyLimit');
  if (found.has('latest') && superlative !== 'latest' && superlative !== 'earliest') found.delete('latest');
  if (found.has('latest')) found.delete('closing');
  if (found.has('closing')) found.delete('listing');
  if (found.has('difference') && !(female && male) && !/\b(lists|listas)\b/.test(t))
    found.delete('difference');
  if (
    found.has('concierge') &&
    /\b(text(ed)?|number) (me|of)\b/.test(t) &&
    !/\bconcierge|phone|call\b/.test(t)
  )
    found.delete('concierge');
  // "free" and "entry" speak of the club's own terms only when a club or list is named.
  if (found.has('clubWords') && clubs.length === 0 && !/\b(dress|wear|outfit|vestimenta|vestir)\b/.test(t))
    found.delete('clubWords');
  if (
    found.has('unknownData') &&
    /\b(guest ?list|waitlist|wait ?list|lista de espera)\b/.test(t) &&
    !/\b(music|dj|line|queue|cola|fila|musica)\b/.test(t)
  )
    found.delete('unknownData');
  // The specific topics answer the question; "where"/"what" alone does not add a listing.
  const specific = [...found].some((topic) => topic !== 'listing' && topic !== 'closing');
  if (specific) found.delete('listing');
  if (
    found.has('closing') &&
    specific &&
    !/\b(close|closes|closing|cierra|cierran|cierre|deadline|cut ?off)\b/.test(t)
  )
    found.delete('closing');
  if (found.size === 0 && (dates || gender || type)) found.add('listing');
  if (HELP.test(t) && found.size <= 1 && clubs.length === 0 && !dates) found.clear();

  return {
    topics: TOPICS.filter((topic) => found.has(topic)),
    dates,
    gender,
    bothGenders: female && male,
    type,
    clubs,
    unknownName: clubs.length === 0 ? (unknownClubName(text) ?? unknownLowercaseName(t)) : null,
    party,
    budgetCents,
    superlative,
    language: detectLanguage(text),
    followUp:
      FOLLOW_UP.test(t.trim()) || (found.size === 0 && Boolean(dates || gender || clubs.length > 0 || party)),
  };
}
