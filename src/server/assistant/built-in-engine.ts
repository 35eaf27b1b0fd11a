import type {
  AssistantMessage,
  AssistantNight,
  AssistantResponse,
} from '../../shared/api/assistant-schema.ts';
import type { ClubView } from '../../shared/api/clubs-schema.ts';
import { DEFAULT_GENDER, type EventTypeFilter, type Gender } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import {
  capitalize,
  closingTime,
  clubWithClosing,
  formatNight,
  joinNames,
  kindOf,
  listName,
  nightPhrase,
} from './answer-text.ts';
import type { AssistantTools } from './assistant-tools.ts';
import { type Question, readQuestion } from './read-question.ts';

type Answer = Omit<AssistantResponse, 'engine' | 'language' | 'party' | 'action' | 'links'>;

export interface AskOptions {
  /** The LADIES / MEN view the visitor is in, used when the question names no one. */
  gender?: Gender;
  /** Read ambiguous slashed dates as month/day (US style). */
  monthFirst?: boolean;
}

/** The built-in concierge: reads the question without any network and answers from the catalog. */
export async function answerBuiltIn(
  messages: AssistantMessage[],
  tools: AssistantTools,
  options: AskOptions = {},
): Promise<Answer> {
  const tonight = tools.tonight();
  const clubs = await tools.clubs();
  const read = (text: string) => readQuestion(text, { tonight, clubs, monthFirst: options.monthFirst });
  const users = messages.filter((m) => m.role === 'user');
  const question = withContext(
    read(users.at(-1)!.content),
    users
      .slice(0, -1)
      .reverse()
      .map((m) => read(m.content)),
  );
  const gender = question.gender ?? options.gender ?? DEFAULT_GENDER;
  const type = question.type ?? 'all';
  const dates = question.dates?.dates ?? [tonight];

  if (question.intent === 'unknown') return help(gender, clubs);
  const club = question.clubs[0];
  const answer =
    club && (question.intent === 'closing' || question.intent === 'club')
      ? await aboutClub(club, dates, gender, question.intent, tools)
      : await listing(dates, gender, type, tools, clubs);
  // "Sunday the 28th" when the 28th is a Saturday: the date wins, and the answer says so.
  const mismatch = question.dates?.weekdayMismatch;
  if (!mismatch) return answer;
  const [weekday, monthDay] = formatNight(dates[0]!).split(', ');
  return { ...answer, reply: `${monthDay} is a ${weekday}, not a ${capitalize(mismatch)}. ${answer.reply}` };
}

/** A follow-up ("what about Saturday?") keeps what the earlier question asked for and it does not say. */
function withContext<C>(question: Question<C>, earlier: Question<C>[]): Question<C> {
  if (!question.followUp) return question;
  const previous = earlier.find((q) => q.intent !== 'unknown');
  if (!previous) return question;
  const clubs = question.clubs.length > 0 ? question.clubs : previous.clubs;
  return {
    ...question,
    intent:
      question.intent === 'unknown' || (question.clubs.length === 0 && clubs.length > 0)
        ? previous.intent
        : question.intent,
    gender: question.gender ?? previous.gender,
    type: question.type ?? previous.type,
    dates: question.dates ?? previous.dates,
    clubs,
  };
}

function suggestionsFor(clubs: ClubRow[], gender: Gender, first?: string): string[] {
  const name = first ?? clubs[0]?.name;
  return [
    'Where can I go tonight?',
    `Which clubs have a ${gender === 'female' ? 'ladies' : 'men’s'} list on Friday?`,
    'Dinner party on Saturday?',
    ...(name ? [`What time does the list close at ${name}?`] : []),
    'What’s on this weekend?',
  ];
}

function help(gender: Gender, clubs: ClubRow[]): Answer {
  return {
    reply:
      'I’m the Nightlist concierge: I know every club’s guestlists, the nights they run and when they close. ' +
      'Ask me where to go on a night, which clubs have a ladies or men’s list, when a list closes at a club, or about dinner parties.',
    gender,
    nights: [],
    suggestions: suggestionsFor(clubs, gender),
  };
}

async function listing(
  dates: IsoDate[],
  gender: Gender,
  type: EventTypeFilter,
  tools: AssistantTools,
  clubs: ClubRow[],
): Promise<Answer> {
  const tonight = tools.tonight();
  const past = dates.filter((date) => date < tonight);
  const upcoming = dates.filter((date) => date >= tonight);
  const nights: AssistantNight[] = [];
  const lines: string[] = [];
  if (past.length > 0) lines.push(`${formatNight(past[0]!)} has already passed.`);
  for (const date of upcoming) {
    const listed = await tools.listClubs(date, gender, type);
    if (listed.length > 0) nights.push({ date, clubs: listed });
    lines.push(describeNight(date, tonight, listed, gender, type));
  }
  const open = nights.some((night) => night.clubs.some((c) => c.guestlistOptions[gender].state === 'open'));
  if (!open) {
    const from = upcoming.at(-1) ?? tonight;
    const nearest = await tools.nearestNight(from, gender, type);
    if (nearest) {
      const names = nearest.clubs.filter((c) => c.guestlistOptions[gender].state === 'open');
      lines.push(
        `The nearest night with a ${listName(gender)} is ${formatNight(nearest.date)}: ${joinNames(names.map((c) => clubWithClosing(c, gender)))}.`,
      );
      nights.push({ date: nearest.date, clubs: nearest.clubs });
    } else {
      lines.push(`No ${kindOf(type, 2)} have opened a ${listName(gender)} in the next two weeks yet.`);
    }
  }
  const firstOpen = nights.flatMap((n) => n.clubs)[0]?.name;
  return { reply: lines.join(' '), gender, nights, suggestions: suggestionsFor(clubs, gender, firstOpen) };
}

function describeNight(
  date: IsoDate,
  tonight: IsoDate,
  listed: ClubView[],
  gender: Gender,
  type: EventTypeFilter,
) {
  const night = capitalize(nightPhrase(date, tonight));
  if (listed.length === 0) return `${night}: no ${kindOf(type, 2)} have a ${listName(gender)}.`;
  const open = listed.filter((c) => c.guestlistOptions[gender].state === 'open');
  const names = joinNames(listed.map((c) => clubWithClosing(c, gender)));
  if (open.length === 0) return `${night}: every ${listName(gender)} has closed — ${names}.`;
  const count = `${listed.length} ${kindOf(type, listed.length)}`;
  return `${night}: ${count} with a ${listName(gender)} — ${names}.`;
}

async function aboutClub(
  row: ClubRow,
  dates: IsoDate[],
  gender: Gender,
  intent: 'closing' | 'club',
  tools: AssistantTools,
): Promise<Answer> {
  const tonight = tools.tonight();
  const lines: string[] = [];
  const nights: AssistantNight[] = [];
  for (const date of dates) {
    const details = await tools.clubDetails(row.name, date);
    if (!details) continue;
    const { club, listed } = details;
    const night = nightPhrase(date, tonight);
    const option = club.guestlistOptions[gender];
    const other: Gender = gender === 'female' ? 'male' : 'female';
    if (listed[gender]) {
      nights.push({ date, clubs: [club] });
      const closes = closingTime(option.closesAt);
      const start = intent === 'club' ? `Yes — ${club.name} is on ${night}. ` : '';
      lines.push(
        option.state === 'open'
          ? `${start}The ${listName(gender)} at ${club.name} for ${night} closes at ${closes}.`
          : `${start}The ${listName(gender)} at ${club.name} for ${night} closed at ${closes}.`,
      );
      if (listed[other])
        lines.push(`The ${listName(other)} closes at ${closingTime(club.guestlistOptions[other].closesAt)}.`);
    } else if (listed[other]) {
      nights.push({ date, clubs: [club] });
      lines.push(
        `${club.name} has no ${listName(gender)} ${night === formatNight(date) ? `on ${night}` : night}; its ${listName(other)} closes at ${closingTime(club.guestlistOptions[other].closesAt)}.`,
      );
    } else {
      const when = date === tonight ? night : `on ${night}`;
      lines.push(`${intent === 'club' ? 'No — ' : ''}${club.name} has no guestlist ${when}.`);
    }
  }
  if (nights.length === 0) {
    const [next] = await tools.nextNightsOf(row.id, dates.at(-1)!);
    if (next) {
      const option = next.club.guestlistOptions[gender].enabled
        ? gender
        : gender === 'female'
          ? 'male'
          : 'female';
      lines.push(
        `Its next night with a list is ${formatNight(next.date)}: the ${listName(option)} closes at ${closingTime(next.club.guestlistOptions[option].closesAt)}.`,
      );
      nights.push({ date: next.date, clubs: [next.club] });
    } else {
      lines.push('It has not opened a guestlist for the next two weeks yet.');
    }
  }
  return {
    reply: lines.join(' '),
    gender,
    nights,
    suggestions: [
      `Is ${row.name} open this weekend?`,
      'Where can I go tonight?',
      'Dinner party on Saturday?',
    ],
  };
}
