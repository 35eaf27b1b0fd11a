import type { Gender } from '../../shared/clubs.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import { closing, nightOf } from './answer-nights.ts';
import {
  type AnswerContext,
  type Ask,
  cardFor,
  conciergeLinks,
  mapLink,
  type Part,
  part,
  phone,
} from './answer-part.ts';
import { joinNames, listName, nightOn, nightPhrase, someNames } from './answer-text.ts';
import { MAX_CLUBS_SHOWN } from './assistant-tools.ts';
import { editDistance, words } from './club-names.ts';
import { say, sayCount } from './messages/index.ts';

/** Where a club is, with the map link. */
export async function address(club: ClubRow, ask: Ask, ctx: AnswerContext): Promise<Part> {
  const found = await nightOf(club, ask, ctx);
  return part(
    [
      say(ctx.language, 'address.is', { club: club.name, address: club.address }),
      say(ctx.language, 'address.map', { url: club.mapsUrl }),
    ],
    found ? [cardFor(found.date, found.club)] : [],
    { links: [mapLink(club, ctx.language)] },
  );
}

function conciergeLine(club: ClubRow, ctx: AnswerContext): string {
  const call = club.conciergeCallNumber;
  const text = club.conciergeTextNumber;
  const params = { club: club.name, call: call ? phone(call) : '', text: text ? phone(text) : '' };
  if (call && text) return say(ctx.language, call === text ? 'concierge.same' : 'concierge.both', params);
  if (call) return say(ctx.language, 'concierge.call', params);
  if (text) return say(ctx.language, 'concierge.text', params);
  return say(ctx.language, 'concierge.none', params);
}

/** The club's concierge numbers, to call or text. */
export async function concierge(club: ClubRow, ask: Ask, ctx: AnswerContext): Promise<Part> {
  const found = await nightOf(club, ask, ctx);
  return part([conciergeLine(club, ctx)], found ? [cardFor(found.date, found.club)] : [], {
    links: conciergeLinks(club, ctx.language),
  });
}

/** The club's own words about its list (dress, entry), quoted as its words. */
export async function clubWords(club: ClubRow, ask: Ask, ctx: AnswerContext): Promise<Part> {
  const { language: lang, tonight } = ctx;
  const found = await nightOf(club, ask, ctx);
  if (!found) return closing(club, ask, ctx, false);
  const lines: string[] = [];
  const night = nightOn(found.date, tonight, lang);
  if (ask.datesAsked && found.date !== ask.dates[0]) {
    lines.push(
      say(lang, 'closing.noList', { club: club.name, night: nightOn(ask.dates[0]!, tonight, lang) }),
    );
  }
  const genders = (['female', 'male'] as Gender[]).filter(
    (g) => found.listed[g] && (ask.bothGenders || !ask.genderAsked || g === ask.gender),
  );
  const said = new Set<string>();
  for (const gender of genders) {
    const details = found.club.guestlistOptions[gender].details.trim();
    if (!details)
      lines.push(say(lang, 'words.none', { club: club.name, list: listName(gender, lang), night }));
    else if (!said.has(details)) {
      said.add(details);
      lines.push(say(lang, 'words.quote', { club: club.name, list: listName(gender, lang), night, details }));
    }
  }
  return part(lines, [cardFor(found.date, found.club)]);
}

/** What our data cannot say (the music tonight, the line): said in one sentence, with the concierge. */
export async function unknownData(ask: Ask, ctx: AnswerContext): Promise<Part> {
  const club = ask.clubs[0];
  if (!club) return part([say(ctx.language, 'unknown.general')]);
  const found = await nightOf(club, ask, ctx);
  const contact = [club.conciergeCallNumber, club.conciergeTextNumber].filter(
    (n, i, all): n is string => Boolean(n) && all.indexOf(n) === i,
  );
  const lines = [say(ctx.language, 'unknown.club', { club: club.name })];
  if (contact.length > 0)
    lines.push(
      say(ctx.language, 'unknown.askConcierge', { contact: joinNames(contact.map(phone), ctx.language) }),
    );
  else if (found?.club.guestlistOptions[ask.gender].details)
    lines.push(
      say(ctx.language, 'unknown.noConcierge', { details: found.club.guestlistOptions[ask.gender].details }),
    );
  return part(lines, found ? [cardFor(found.date, found.club)] : [], {
    links: conciergeLinks(club, ctx.language),
  });
}

/** A club the question names that Nightlist does not list: said plainly, with the nearest name. */
export async function notFound(name: string, ctx: AnswerContext): Promise<Part> {
  const clubs = await ctx.tools.clubs();
  const asked = words(name)
    .filter((w) => w !== 'the')
    .join('');
  let nearest: ClubRow | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const club of clubs) {
    const candidate = words(club.name)
      .filter((w) => w !== 'the')
      .join('');
    const distance =
      editDistance(asked, candidate, Math.max(asked.length, candidate.length)) /
      Math.max(asked.length, candidate.length, 1);
    if (distance < best) {
      best = distance;
      nearest = club;
    }
  }
  const lines = [say(ctx.language, 'notFound.club', { name })];
  if (nearest && best <= 0.6) lines.push(say(ctx.language, 'notFound.nearest', { club: nearest.name }));
  else
    lines.push(
      say(ctx.language, 'notFound.clubs', {
        names: someNames(
          clubs.map((c) => c.name),
          MAX_CLUBS_SHOWN,
          ctx.language,
        ),
      }),
    );
  return part(lines);
}

/** "Put me on the list at Neon Room Saturday, 2 ladies": the join form, filled in; nothing is sent. */
export async function join(ask: Ask, ctx: AnswerContext): Promise<Part> {
  const { language: lang, tonight } = ctx;
  const club = ask.clubs[0];
  if (!club) {
    const example = (await ctx.tools.clubs())[0]?.name ?? 'Neon Room';
    return part([say(lang, 'join.which', { club: example })]);
  }
  // The party: the numbers given, the rest (the member, "me and 3 friends") on the view's list.
  const given = { female: ask.party?.female ?? 0, male: ask.party?.male ?? 0 };
  const rest = Math.max(0, (ask.party?.total ?? 1) - given.female - given.male);
  const party =
    ask.gender === 'female'
      ? { ...given, female: given.female + rest }
      : { ...given, male: given.male + rest };
  if (party.female + party.male === 0) party[ask.gender === 'female' ? 'female' : 'male'] = 1;
  // The list: the one asked for, else the view's when the party has someone on it, else the larger.
  const gender: Gender = ask.genderAsked
    ? ask.gender
    : party[ask.gender] > 0
      ? ask.gender
      : party.female >= party.male
        ? 'female'
        : 'male';
  const date = ask.dates[0]!;
  const details = await ctx.tools.clubDetails(club.name, date);
  const list = listName(gender, lang);
  if (!details?.listed[gender]) {
    const next = await closing(club, { ...ask, gender }, ctx, false);
    return part(
      [
        say(lang, 'join.noList', { club: club.name, list, night: nightOn(date, tonight, lang) }),
        ...next.lines.slice(1),
      ],
      next.nights,
    );
  }
  const option = details.club.guestlistOptions[gender];
  if (option.state !== 'open') {
    return part(
      [
        say(lang, 'join.closed', {
          list,
          club: club.name,
          night: nightPhrase(date, tonight, lang),
          state: lang === 'es' ? 'cerrada' : 'closed',
        }),
      ],
      [cardFor(date, details.club)],
      { party },
    );
  }
  const describe = [
    party.female > 0 ? sayCount(lang, 'party.desc.female', party.female) : '',
    party.male > 0 ? sayCount(lang, 'party.desc.male', party.male) : '',
  ].filter(Boolean);
  return part(
    [
      say(lang, 'join.open', {
        club: club.name,
        list,
        night: nightPhrase(date, tonight, lang),
        party: joinNames(describe, lang),
      }),
    ],
    [cardFor(date, details.club)],
    {
      party,
      action: { kind: 'join', clubId: club.id, clubName: club.name, date, gender, party, tableTypeId: null },
    },
  );
}
