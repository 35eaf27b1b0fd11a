import type { AssistantNight } from '../../shared/api/assistant-schema.ts';
import type { ClubView } from '../../shared/api/clubs-schema.ts';
import { closesNextDay } from '../../shared/closing-time.ts';
import type { Gender } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import { type AnswerContext, type Ask, cardFor, type Part, part } from './answer-part.ts';
import {
  capitalize,
  closingTime,
  clubWithClosing,
  formatNight,
  kindOf,
  listName,
  nightOn,
  nightPhrase,
  someNames,
} from './answer-text.ts';
import { MAX_CLUBS_SHOWN } from './assistant-tools.ts';
import { say } from './messages/index.ts';

const other = (gender: Gender): Gender => (gender === 'female' ? 'male' : 'female');
/** Minutes after 18:00 of the night, so 01:00 sorts after 23:30. */
const lateness = (closesAt: string) => {
  const [h, m] = closesAt.split(':').map(Number) as [number, number];
  return (closesNextDay(closesAt) ? h + 24 : h) * 60 + m;
};

/** Where to go: each night's clubs with this list, as the home page lists them. */
export async function listing(ask: Ask, ctx: AnswerContext): Promise<Part> {
  const { tools, language: lang, tonight } = ctx;
  const { gender, type } = ask;
  const past = ask.dates.filter((date) => date < tonight);
  const upcoming = ask.dates.filter((date) => date >= tonight);
  const nights: AssistantNight[] = [];
  const lines: string[] = [];
  if (past.length > 0) lines.push(say(lang, 'past', { night: capitalize(formatNight(past[0]!, lang)) }));
  const size = ask.party?.total ?? 1;
  for (const date of upcoming) {
    const all = await tools.listClubs(date, gender, type);
    // "We're 9 guys": the clubs whose guestlist takes the whole party; the others are said apart.
    const listed = all.filter((club) => club.maxPartySize >= size);
    const smaller = all.filter((club) => club.maxPartySize < size);
    if (listed.length > 0) nights.push({ date, clubs: listed.slice(0, MAX_CLUBS_SHOWN) });
    const night = capitalize(nightPhrase(date, tonight, lang));
    const names = someNames(
      listed.map((c) => clubWithClosing(c, gender, lang)),
      MAX_CLUBS_SHOWN,
      lang,
    );
    const open = listed.filter((c) => c.guestlistOptions[gender].state === 'open');
    const list = listName(gender, lang);
    if (listed.length === 0 && smaller.length > 0) {
      lines.push(say(lang, 'party.fitsNone', { night: nightOn(date, tonight, lang), size }));
      nights.push({ date, clubs: smaller.slice(0, MAX_CLUBS_SHOWN) });
    } else if (listed.length === 0)
      lines.push(
        say(lang, 'listing.none', {
          night,
          kinds: kindOf(type, 2, lang),
          kindsOne: kindOf(type, 1, lang),
          list,
        }),
      );
    else if (open.length === 0) lines.push(say(lang, 'listing.allClosed', { night, list, names }));
    else
      lines.push(
        say(lang, 'listing.some', {
          night,
          count: listed.length,
          kinds: kindOf(type, listed.length, lang),
          list,
          names,
        }),
      );
    if (smaller.length > 0)
      lines.push(
        say(lang, 'party.smaller', {
          names: someNames(
            smaller.map((c) => `${c.name} (${c.maxPartySize})`),
            MAX_CLUBS_SHOWN,
            lang,
          ),
        }),
      );
  }
  const open = nights.some((night) => night.clubs.some((c) => c.guestlistOptions[gender].state === 'open'));
  if (!open) {
    const from = upcoming.at(-1) ?? tonight;
    const nearest = await tools.nearestNight(from, gender, type);
    if (nearest) {
      const names = nearest.clubs.filter((c) => c.guestlistOptions[gender].state === 'open');
      lines.push(
        say(lang, 'listing.nearest', {
          list: listName(gender, lang),
          night: formatNight(nearest.date, lang),
          names: someNames(
            names.map((c) => clubWithClosing(c, gender, lang)),
            MAX_CLUBS_SHOWN,
            lang,
          ),
        }),
      );
      nights.push({ date: nearest.date, clubs: nearest.clubs.slice(0, MAX_CLUBS_SHOWN) });
    } else {
      lines.push(
        say(lang, 'listing.noneAhead', { kinds: kindOf(type, 2, lang), list: listName(gender, lang) }),
      );
    }
  }
  return part(lines, nights);
}

/** When a club's list closes (or whether it is on) on each night asked; its next night when none. */
export async function closing(club: ClubRow, ask: Ask, ctx: AnswerContext, yesNo: boolean): Promise<Part> {
  const { tools, language: lang, tonight } = ctx;
  const { gender } = ask;
  const lines: string[] = [];
  const nights: AssistantNight[] = [];
  for (const date of ask.dates) {
    const details = await tools.clubDetails(club.name, date);
    if (!details) continue;
    const { club: view, listed } = details;
    const night = nightPhrase(date, tonight, lang);
    const option = view.guestlistOptions[gender];
    if (listed[gender]) {
      nights.push(cardFor(date, view));
      if (yesNo) lines.push(say(lang, 'closing.yesOn', { club: view.name, night }));
      lines.push(
        say(lang, option.state === 'open' ? 'closing.open' : 'closing.closed', {
          list: listName(gender, lang),
          club: view.name,
          night,
          time: closingTime(option.closesAt, lang),
        }),
      );
      if (listed[other(gender)])
        lines.push(
          say(lang, 'closing.other', {
            list: listName(other(gender), lang),
            time: closingTime(view.guestlistOptions[other(gender)].closesAt, lang),
          }),
        );
    } else if (listed[other(gender)]) {
      nights.push(cardFor(date, view));
      lines.push(
        say(lang, 'closing.onlyOther', {
          club: view.name,
          list: listName(gender, lang),
          night: nightOn(date, tonight, lang),
          other: listName(other(gender), lang),
          time: closingTime(view.guestlistOptions[other(gender)].closesAt, lang),
        }),
      );
    } else {
      lines.push(
        say(lang, yesNo ? 'closing.noListNo' : 'closing.noList', {
          club: view.name,
          night: nightOn(date, tonight, lang),
        }),
      );
    }
  }
  if (nights.length === 0) {
    const next = await nextNight(club, ask, ctx);
    if (next) {
      const option = next.club.guestlistOptions[gender].enabled ? gender : other(gender);
      lines.push(
        say(lang, 'closing.next', {
          night: formatNight(next.date, lang),
          list: listName(option, lang),
          time: closingTime(next.club.guestlistOptions[option].closesAt, lang),
        }),
      );
      nights.push(cardFor(next.date, next.club));
    } else {
      lines.push(say(lang, 'closing.noneAhead'));
    }
  }
  return part(lines, nights);
}

/** The club's night to show with an answer about it: the night asked when it is on, else its next. */
export async function nightOf(
  club: ClubRow,
  ask: Ask,
  ctx: AnswerContext,
): Promise<{ date: IsoDate; club: ClubView; listed: Record<Gender, boolean> } | null> {
  for (const date of ask.dates) {
    if (date < ctx.tonight) continue;
    const details = await ctx.tools.clubDetails(club.name, date);
    if (details && (details.listed.female || details.listed.male)) return details;
  }
  const next = await nextNight(club, ask, ctx);
  if (!next) return null;
  const listed = await ctx.tools.clubDetails(club.name, next.date);
  return listed ?? null;
}

/** The club's first night with a list after the nights asked (or after tonight). */
async function nextNight(club: ClubRow, ask: Ask, ctx: AnswerContext) {
  const from = [ask.dates.at(-1)!, ctx.tonight].sort().at(-1)!;
  const [next] = await ctx.tools.nextNightsOf(club.id, from);
  return next;
}

/** "The latest list tonight": computed from every club listed that night. */
export async function latest(ask: Ask, ctx: AnswerContext): Promise<Part> {
  const { tools, language: lang, tonight } = ctx;
  const lines: string[] = [];
  const nights: AssistantNight[] = [];
  for (const date of ask.dates.filter((d) => d >= tonight)) {
    const listed = await tools.listClubs(date, ask.gender, ask.type);
    const open = listed.filter((c) => c.guestlistOptions[ask.gender].state === 'open');
    const night = nightOn(date, tonight, lang);
    if (open.length === 0) {
      lines.push(say(lang, 'latest.none', { list: listName(ask.gender, lang), night }));
      continue;
    }
    const time = (c: ClubView) => lateness(c.guestlistOptions[ask.gender].closesAt);
    const best = ask.superlative === 'earliest' ? Math.min(...open.map(time)) : Math.max(...open.map(time));
    const winners = open.filter((c) => time(c) === best);
    const closesAt = closingTime(winners[0]!.guestlistOptions[ask.gender].closesAt, lang);
    if (ask.superlative === 'earliest')
      lines.push(
        say(lang, 'earliest.open', {
          list: listName(ask.gender, lang),
          night,
          club: winners[0]!.name,
          time: closesAt,
        }),
      );
    else if (winners.length === 1)
      lines.push(
        say(lang, 'latest.open', {
          list: listName(ask.gender, lang),
          night,
          club: winners[0]!.name,
          time: closesAt,
        }),
      );
    else
      lines.push(
        say(lang, 'latest.tie', {
          lists: listName(ask.gender, lang),
          night,
          time: closesAt,
          names: someNames(
            winners.map((c) => c.name),
            MAX_CLUBS_SHOWN,
            lang,
          ),
        }),
      );
    nights.push({ date, clubs: winners.slice(0, MAX_CLUBS_SHOWN) });
  }
  return part(lines, nights);
}
