import type {
  AssistantLanguage,
  AssistantLink,
  AssistantMessage,
  AssistantNight,
  AssistantParty,
  AssistantResponse,
} from '../../shared/api/assistant-schema.ts';
import { DEFAULT_GENDER, type Gender } from '../../shared/clubs.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import { address, clubWords, concierge, join, notFound, unknownData } from './answer-club.ts';
import { difference, partyLimit, spots } from './answer-lists.ts';
import { balance, passes } from './answer-member.ts';
import { book, cashback, deposit, tables } from './answer-money.ts';
import { closing, latest, listing } from './answer-nights.ts';
import type { AnswerContext, Ask, Part } from './answer-part.ts';
import { capitalize, formatNight, joinLines, someNames } from './answer-text.ts';
import { type AssistantTools, MAX_CLUBS_SHOWN } from './assistant-tools.ts';
import { plain } from './language.ts';
import { type MessageId, say } from './messages/index.ts';
import { type Question, readQuestion, type Topic } from './read-question.ts';

export type Answer = Omit<AssistantResponse, 'engine'>;

export interface AskOptions {
  /** The LADIES / MEN view the visitor is in, used when the question names no one. */
  gender?: Gender;
  /** Read ambiguous slashed dates as month/day (US style). */
  monthFirst?: boolean;
  /** The app's language, when the question does not show its own. */
  language?: AssistantLanguage;
}

/** The most topics one answer takes up ("price and deposit at Neon Room" is two). */
const MAX_TOPICS = 3;
const CLUB_TOPICS: Topic[] = ['address', 'concierge', 'clubWords'];

/** The question in context: the conversation's earlier questions fill in what a follow-up leaves out. */
export interface ReadConversation {
  question: Question<ClubRow>;
  language: AssistantLanguage;
}

export function readConversation(
  messages: AssistantMessage[],
  clubs: ClubRow[],
  tonight: string,
  options: AskOptions,
): ReadConversation {
  const read = (text: string) => readQuestion(text, { tonight, clubs, monthFirst: options.monthFirst });
  const users = messages.filter((m) => m.role === 'user');
  const latest = read(users.at(-1)!.content);
  const earlier = users
    .slice(0, -1)
    .reverse()
    .map((m) => read(m.content));
  const language = latest.language ?? earlier.find((q) => q.language)?.language ?? options.language ?? 'en';
  return { question: withContext(latest, earlier), language };
}

/** A follow-up ("and on Sunday?", "what about the men's list?") keeps what the earlier question asked. */
function withContext<C>(question: Question<C>, earlier: Question<C>[]): Question<C> {
  if (!question.followUp) return question;
  const previous = earlier.find((q) => q.topics.length > 0);
  if (!previous) return question;
  const onlyListing = question.topics.every((topic) => topic === 'listing' || topic === 'closing');
  return {
    ...question,
    topics: onlyListing && previous.topics.length > 0 ? previous.topics : question.topics,
    gender: question.gender ?? previous.gender,
    bothGenders: question.gender ? question.bothGenders : previous.bothGenders,
    type: question.type ?? previous.type,
    dates: question.dates ?? previous.dates,
    clubs: question.clubs.length > 0 ? question.clubs : previous.clubs,
    party: question.party ?? previous.party,
    budgetCents: question.budgetCents ?? previous.budgetCents,
    superlative: question.superlative ?? previous.superlative,
    unknownName: question.clubs.length > 0 ? null : (question.unknownName ?? previous.unknownName),
  };
}

/** The party the question speaks of, by list; null when it gives no numbers. */
export function partyOf(question: Question<unknown>, gender: Gender): AssistantParty | null {
  const party = question.party;
  if (!party) return null;
  if (party.female !== null || party.male !== null) {
    const female = party.female ?? 0;
    const male = party.male ?? 0;
    const rest = Math.max(0, (party.total ?? 0) - female - male);
    return gender === 'female' ? { female: female + rest, male } : { female, male: male + rest };
  }
  const total = party.total ?? 1;
  return gender === 'female' ? { female: total, male: 0 } : { female: 0, male: total };
}

/** The built-in concierge: reads the question without any network and answers from our own data. */
export async function answerBuiltIn(
  messages: AssistantMessage[],
  tools: AssistantTools,
  options: AskOptions = {},
): Promise<Answer> {
  const tonight = tools.tonight();
  const clubs = await tools.clubs();
  const { question, language } = readConversation(messages, clubs, tonight, options);
  const gender = question.gender ?? options.gender ?? DEFAULT_GENDER;
  const lastQuestion = messages.filter((m) => m.role === 'user').at(-1)!.content;
  const ctx: AnswerContext = { tools, language, tonight, question: plain(lastQuestion) };
  const ask: Ask = {
    clubs: question.clubs,
    dates: question.dates?.dates ?? [tonight],
    datesAsked: question.dates !== null,
    gender,
    genderAsked: question.gender !== null,
    bothGenders: question.bothGenders,
    type: question.type ?? 'all',
    party: question.party,
    budgetCents: question.budgetCents,
    superlative: question.superlative,
    unknownName: question.unknownName,
  };
  const base = { gender, language, party: partyOf(question, gender), action: null, links: [] };

  if (question.topics.length === 0 && question.clubs.length === 0 && !question.unknownName)
    return {
      ...base,
      reply: say(language, 'help', { club: clubs[0]?.name ?? 'Neon Room' }),
      nights: [],
      suggestions: suggestionsFor(clubs, gender, language),
    };

  const parts: Part[] = [];
  const topics: Topic[] = question.topics.length > 0 ? question.topics.slice(0, MAX_TOPICS) : ['listing'];
  const club = ask.clubs[0];
  const needsClub = topics.some((t) => CLUB_TOPICS.includes(t) || t === 'join' || t === 'book');
  if (
    !club &&
    ask.unknownName &&
    (needsClub || topics.every((t) => t === 'listing' || t === 'closing' || t === 'unknownData'))
  ) {
    parts.push(await notFound(ask.unknownName, ctx));
  } else {
    for (const topic of topics) parts.push(await answerTopic(topic, ask, ctx, lastQuestion, clubs));
  }

  const mismatch = question.dates?.weekdayMismatch;
  const lines = parts.flatMap((p) => p.lines);
  if (mismatch) {
    const [weekday, monthDay] = formatNight(ask.dates[0]!, 'en').split(', ');
    lines.unshift(
      say(language, 'weekdayMismatch', {
        monthDay: language === 'es' ? formatNight(ask.dates[0]!, 'es').split(', ')[1]! : monthDay!,
        weekday: language === 'es' ? formatNight(ask.dates[0]!, 'es').split(', ')[0]! : weekday!,
        asked: language === 'es' ? (SPANISH_WEEKDAYS[mismatch] ?? mismatch) : capitalize(mismatch),
      }),
    );
  }
  const action = parts.find((p) => p.action)?.action ?? null;
  return {
    ...base,
    party: parts.find((p) => p.party)?.party ?? base.party,
    action,
    reply: joinLines(lines),
    nights: mergeNights(parts.flatMap((p) => p.nights)),
    links: mergeLinks(parts.flatMap((p) => p.links ?? [])),
    suggestions: suggestionsFor(clubs, gender, language, club ?? firstCard(parts)),
  };
}

const SPANISH_WEEKDAYS: Record<string, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
};

async function answerTopic(
  topic: Topic,
  ask: Ask,
  ctx: AnswerContext,
  question: string,
  clubs: ClubRow[],
): Promise<Part> {
  const club = ask.clubs[0];
  const t = plain(question);
  switch (topic) {
    case 'balance':
      return balance(ctx);
    case 'passes':
      return passes(ctx);
    case 'join':
      return join(ask, ctx);
    case 'book':
      return book(ask, ctx, t);
    case 'cashback':
      return cashback(ask, ctx);
    case 'tables':
      return tables(ask, ctx, t);
    case 'deposit':
      return deposit(ask, ctx);
    case 'spots':
      return club ? spots(club, ask, ctx) : listing(ask, ctx);
    case 'partyLimit':
      return partyLimit(ask, ctx);
    case 'difference':
      return difference(ask, ctx);
    case 'unknownData':
      return unknownData(ask, ctx);
    case 'latest':
      return latest(ask, ctx);
    case 'address':
    case 'concierge':
    case 'clubWords': {
      if (!club)
        return {
          lines: [
            say(ctx.language, 'club.which', {
              names: someNames(
                clubs.map((c) => c.name),
                MAX_CLUBS_SHOWN,
                ctx.language,
              ),
            }),
          ],
          nights: [],
        };
      const answer = { address, concierge, clubWords }[topic];
      return answer(club, ask, ctx);
    }
    case 'closing':
      return club ? closing(club, ask, ctx, false) : listing(ask, ctx);
    case 'listing':
      return club ? closing(club, ask, ctx, true) : listing(ask, ctx);
  }
}

function mergeNights(nights: AssistantNight[]): AssistantNight[] {
  const merged = new Map<string, AssistantNight>();
  for (const night of nights) {
    const existing = merged.get(night.date);
    if (!existing) merged.set(night.date, { date: night.date, clubs: [...night.clubs] });
    else
      for (const club of night.clubs)
        if (!existing.clubs.some((c) => c.id === club.id)) existing.clubs.push(club);
  }
  return [...merged.values()].map((n) => ({ ...n, clubs: n.clubs.slice(0, MAX_CLUBS_SHOWN) }));
}

function mergeLinks(links: AssistantLink[]): AssistantLink[] {
  return links.filter((link, i) => links.findIndex((l) => l.href === link.href) === i);
}

const firstCard = (parts: Part[]) => parts.flatMap((p) => p.nights)[0]?.clubs[0];

/** Four follow-ups: not a menu, a nudge (about the club the answer was about, when there is one). */
function suggestionsFor(
  clubs: ClubRow[],
  gender: Gender,
  language: AssistantLanguage,
  about?: { name: string; reservationsEnabled: boolean },
): string[] {
  const club = about ?? clubs[0];
  const s = (id: MessageId) => say(language, id, { club: club?.name ?? '' });
  return [
    s('suggest.tonight'),
    s('suggest.cashback'),
    ...(club ? [s(club.reservationsEnabled ? 'suggest.tables' : 'suggest.closing')] : [s('suggest.weekend')]),
    s(gender === 'female' ? 'suggest.men' : 'suggest.ladies'),
  ];
}
