/** A club's lists on a night: spots left, how big a party they take, what differs between them. */
import type { AssistantNight } from '../../shared/api/assistant-schema.ts';
import type { Gender } from '../../shared/clubs.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import { closing, nightOf } from './answer-nights.ts';
import { type AnswerContext, type Ask, cardFor, type Part, part } from './answer-part.ts';
import { capitalize, closingTime, kindOf, listName, nightOn, nightPhrase, someNames } from './answer-text.ts';
import { MAX_CLUBS_SHOWN } from './assistant-tools.ts';
import { say } from './messages/index.ts';

const _other = (gender: Gender): Gender => (gender === 'female' ? 'male' : 'female');

/** Spots left on a club's list (or both lists) for the night asked. */
export async function spots(club: ClubRow, ask: Ask, ctx: AnswerContext): Promise<Part> {
  const { tools, language: lang, tonight } = ctx;
  const found = await nightOf(club, ask, ctx);
  if (!found) return closing(club, ask, ctx, false);
  const night = await tools.spots(club.id, found.date);
  const lines: string[] = [];
  if (ask.dates[0] !== found.date && ask.datesAsked)
    lines.push(
      say(lang, 'closing.noList', { club: club.name, night: nightOn(ask.dates[0]!, tonight, lang) }),
    );
  const genders = (['female', 'male'] as const).filter(
    (g) => found.listed[g] && (ask.bothGenders || !ask.genderAsked || g === ask.gender),
  );
  for (const gender of genders) {
    const left = night.spotsLeft[gender];
    const params = {
      club: club.name,
      list: listName(gender, lang),
      night: nightPhrase(found.date, tonight, lang),
    };
    if (left === null) lines.push(say(lang, 'spots.unlimited', params));
    else if (left <= 0) lines.push(say(lang, 'spots.full', params));
    else if (left === 1) lines.push(say(lang, 'spots.one', params));
    else lines.push(say(lang, 'spots.left', { ...params, count: left }));
  }
  return part(lines, [cardFor(found.date, found.club)]);
}

/** How big a party the guestlist takes, which lists are open, and tables for bigger groups. */
export async function partyLimit(ask: Ask, ctx: AnswerContext): Promise<Part> {
  const { tools, language: lang, tonight } = ctx;
  const size = ask.party?.total ?? null;
  if (ask.clubs.length === 0) {
    // "We're 9, where can we go Friday?": the clubs whose guestlist takes the whole party.
    const date = ask.dates[0]!;
    const clubs = await tools.clubsOn(date, ask.type);
    const fits = clubs.filter((c) => size === null || c.maxPartySize >= size);
    const night = nightOn(date, tonight, lang);
    if (size !== null && fits.length === 0) return part([say(lang, 'party.fitsNone', { night, size })]);
    const names = someNames(
      fits.map((c) => `${c.name} (${c.maxPartySize})`),
      MAX_CLUBS_SHOWN,
      lang,
    );
    return part(
      [say(lang, 'party.fits', { night, size: size ?? '…', names })],
      [{ date, clubs: fits.slice(0, MAX_CLUBS_SHOWN) }],
    );
  }
  const club = ask.clubs[0]!;
  const facts = tools.tableFacts(club);
  const tableMax = Math.max(0, ...facts.tables.map((t) => t.maxGuests));
  const lines = [say(lang, 'party.limit', { club: club.name, max: club.maxPartySize })];
  const found = await nightOf(club, ask, ctx);
  const nights: AssistantNight[] = [];
  if (found) {
    nights.push(cardFor(found.date, found.club));
    const night = capitalize(nightOn(found.date, tonight, lang));
    if (found.listed.female && found.listed.male)
      lines.push(
        say(lang, 'party.lists', {
          night,
          lists: `${listName('female', lang)} ${say(lang, 'and')} ${listName('male', lang)}`,
          verb: 'are',
        }),
      );
    else {
      const only: Gender = found.listed.female ? 'female' : 'male';
      lines.push(
        say(lang, 'party.onlyOne', {
          night,
          list: listName(only, lang),
          list2:
            lang === 'es' ? (only === 'female' ? 'chicas' : 'chicos') : only === 'female' ? 'ladies' : 'men',
          max: club.maxPartySize,
        }),
      );
    }
  }
  if (size !== null && size > club.maxPartySize)
    lines.push(
      facts.reservationsEnabled
        ? say(lang, 'party.tooBig', { size, tableMax })
        : say(lang, 'party.tooBigNoTables', { size }),
    );
  else if (facts.reservationsEnabled && tableMax > club.maxPartySize)
    lines.push(say(lang, 'party.tables', { tableMax }));
  return part(lines, nights);
}

/** What differs between the LADIES and MEN lists: at a club (times, terms), or on a night (which clubs). */
export async function difference(ask: Ask, ctx: AnswerContext): Promise<Part> {
  const { tools, language: lang, tonight } = ctx;
  if (ask.clubs.length > 0) {
    const club = ask.clubs[0]!;
    const found = await nightOf(club, ask, ctx);
    if (!found) return closing(club, ask, ctx, false);
    const { female, male } = found.club.guestlistOptions;
    const night = nightOn(found.date, tonight, lang);
    const lines: string[] = [];
    if (found.listed.female && found.listed.male) {
      lines.push(
        say(lang, 'diff.both', {
          club: club.name,
          night,
          female: closingTime(female.closesAt, lang),
          male: closingTime(male.closesAt, lang),
        }),
      );
      if (female.details) lines.push(say(lang, 'diff.femaleWords', { details: female.details }));
      if (male.details) lines.push(say(lang, 'diff.maleWords', { details: male.details }));
    } else if (found.listed.female) {
      lines.push(
        say(lang, 'diff.onlyFemale', { club: club.name, night, female: closingTime(female.closesAt, lang) }),
      );
      if (female.details) lines.push(say(lang, 'diff.femaleWords', { details: female.details }));
    } else {
      lines.push(
        say(lang, 'diff.onlyMale', { club: club.name, night, male: closingTime(male.closesAt, lang) }),
      );
      if (male.details) lines.push(say(lang, 'diff.maleWords', { details: male.details }));
    }
    lines.push(say(lang, 'diff.rule'));
    return part(lines, [cardFor(found.date, found.club)]);
  }
  const date = ask.dates[0]!;
  const [ladies, men] = await Promise.all([
    tools.listClubs(date, 'female', ask.type),
    tools.listClubs(date, 'male', ask.type),
  ]);
  const menIds = new Set(men.map((c) => c.id));
  const ladiesIds = new Set(ladies.map((c) => c.id));
  const lines = [
    say(lang, 'diff.night', {
      night: capitalize(nightPhrase(date, tonight, lang)),
      female: ladies.length,
      femaleKinds: kindOf(ask.type, ladies.length, lang),
      male: men.length,
    }),
  ];
  const onlyLadies = ladies.filter((c) => !menIds.has(c.id)).map((c) => c.name);
  const onlyMen = men.filter((c) => !ladiesIds.has(c.id)).map((c) => c.name);
  if (onlyLadies.length > 0)
    lines.push(say(lang, 'diff.onlyLadiesClubs', { names: someNames(onlyLadies, MAX_CLUBS_SHOWN, lang) }));
  if (onlyMen.length > 0)
    lines.push(say(lang, 'diff.onlyMenClubs', { names: someNames(onlyMen, MAX_CLUBS_SHOWN, lang) }));
  lines.push(say(lang, 'diff.rule'));
  const clubs = await tools.clubsOn(date, ask.type);
  return part(lines, clubs.length > 0 ? [{ date, clubs: clubs.slice(0, MAX_CLUBS_SHOWN) }] : []);
}
