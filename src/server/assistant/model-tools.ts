import type { ChatCompletionTool } from 'openai/resources/chat/completions';
import type { AssistantParty } from '../../shared/api/assistant-schema.ts';
import type { ClubView } from '../../shared/api/clubs-schema.ts';
import { EVENT_TYPE_FILTERS, type EventTypeFilter, GENDERS, type Gender } from '../../shared/clubs.ts';
import { type IsoDate, isIsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import { address, clubWords, concierge, join, notFound, unknownData } from './answer-club.ts';
import { balance, passes } from './answer-member.ts';
import { book, cashback, deposit, tables } from './answer-money.ts';
import { closing, difference, latest, listing, partyLimit, spots } from './answer-nights.ts';
import { type AnswerContext, type Ask, type Part, phone } from './answer-part.ts';
import { formatNight, joinLines, money } from './answer-text.ts';
import { findClubNames } from './club-names.ts';
import { say } from './messages/index.ts';
import type { AskedParty } from './party-phrases.ts';

/**
 * The configured model's tools: one per kind of fact a guest asks. Each builds an `Ask` from its
 * arguments and calls the same topic functions the built-in engine answers with, so the model reads
 * exactly what the built-in engine would say: compact facts, and `say` (the topic's sentences in the
 * conversation's language, which the model may use as they are). Nothing here writes anything.
 */

export interface ToolContext extends AnswerContext {
  /** The LADIES / MEN view the visitor is in: the list a tool reads when not given one. */
  viewGender: Gender;
}

/** What one call produced: the JSON the model reads, and what the answer shows from it. */
export interface ToolOutcome {
  result: Record<string, unknown>;
  /** Cards, links, action and party, when the call succeeded. */
  part?: Part;
  /** The list the call read, when it was asked for one. */
  gender?: Gender;
}

const DATE = {
  type: 'string',
  description: 'The night, YYYY-MM-DD (see the coming nights in the instructions)',
};
const GENDER = {
  type: 'string',
  enum: [...GENDERS],
  description: 'female = the LADIES list, male = the MEN list; leave out for the visitor’s view',
};
const CLUB = { type: 'string', description: 'The club’s name as the guest wrote it (typos are fine)' };
const COUNT = (what: string) => ({ type: 'integer', minimum: 0, maximum: 100, description: what });

function tool(
  name: string,
  description: string,
  properties: Record<string, object>,
  required: string[] = [],
) {
  return {
    type: 'function',
    function: {
      name,
      description,
      parameters: { type: 'object', properties, required, additionalProperties: false },
    },
  } satisfies ChatCompletionTool;
}

export const TOOL_DEFINITIONS: ChatCompletionTool[] = [
  tool(
    'list_nights',
    'Which clubs have a guestlist on one night for one list, as the app lists them, each with its closing time (00:00-05:59 is after midnight) and whether it is still open; the nearest night with lists when none. Give the party (ladies, men) when the guest says who is coming: the clubs whose guestlist takes them are said.',
    {
      date: DATE,
      gender: GENDER,
      type: {
        type: 'string',
        enum: [...EVENT_TYPE_FILTERS],
        description: 'nightclub or dinner_party when the guest asks for one; all otherwise',
      },
      ladies: COUNT('Ladies in the party, the guest included'),
      men: COUNT('Men in the party, the guest included'),
    },
    ['date'],
  ),
  tool(
    'club_night',
    'One club on one night: its LADIES and MEN lists and when each closes (or its next night with a list), the spots left on each, the club’s own words about each list (dress, entry: quote them as the club’s words), and how big a guestlist party it takes.',
    {
      club: CLUB,
      date: DATE,
      gender: GENDER,
      ladies: COUNT('Ladies in the party, the guest included'),
      men: COUNT('Men in the party, the guest included'),
    },
    ['club', 'date'],
  ),
  tool(
    'tables',
    'Table prices, computed: at one club every table type with its minimum spend, all-in price (minimum + service + tax) and deposit; with no club, the cheapest table that night, or every table under a budget for a party. Leave out the date for the next night with tables.',
    {
      date: DATE,
      club: CLUB,
      guests: COUNT('How many guests the table is for'),
      max_total_usd: {
        type: 'number',
        exclusiveMinimum: 0,
        description: 'The most the guest wants to pay all-in, in US dollars',
      },
      table_name: { type: 'string', description: 'A table type the guest names: vip, booth, chef’s table' },
    },
  ),
  tool(
    'cashback',
    'Cashback on tables booked through Nightlist: one club’s percent, or (no club) where it is highest that night, computed, with the runners-up.',
    { date: DATE, club: CLUB },
  ),
  tool(
    'deposit_terms',
    'The deposit a club asks when a table is requested (percent of the all-in price) and its cancellation terms: until how many hours before arrival a guest may cancel, and the club’s own terms.',
    { club: CLUB, date: DATE },
  ),
  tool(
    'club_contact',
    'A club’s address with its maps link, and its concierge numbers to call or text.',
    { club: CLUB, date: DATE },
    ['club'],
  ),
  tool(
    'not_in_data',
    'For what our data does not hold (tonight’s music or DJ, the line, how busy or full the room is, the crowd): the sentence saying so, and the club’s concierge to ask.',
    { club: CLUB, date: DATE },
  ),
  tool(
    'compare_lists',
    'What differs between the LADIES and MEN lists: at one club (each list’s closing time and the club’s words for each), or on a night (how many clubs have each list, and which have only one).',
    { date: DATE, club: CLUB },
    ['date'],
  ),
  tool(
    'latest_list',
    'The list still open that night that closes latest (or earliest), computed over every club.',
    {
      date: DATE,
      gender: GENDER,
      earliest: { type: 'boolean', description: 'true for the one closing first' },
    },
    ['date'],
  ),
  tool(
    'my_account',
    'The signed-in guest’s own cashback balance, upcoming passes (club, night, party size, status) and tables. Nothing else about them is known.',
    {},
  ),
  tool(
    'open_join_form',
    'Takes the guest to the join form for a club’s list on a night, filled in with the party; it sends nothing: the guest taps JOIN.',
    {
      club: CLUB,
      date: DATE,
      gender: GENDER,
      ladies: COUNT('Ladies in the party, the guest included'),
      men: COUNT('Men in the party, the guest included'),
    },
    ['club', 'date'],
  ),
  tool(
    'open_booking_form',
    'Takes the guest to the table booking form for a club on a night, filled in; it sends nothing: the guest chooses and taps to request.',
    {
      club: CLUB,
      date: DATE,
      guests: COUNT('How many guests'),
      table_name: { type: 'string', description: 'A table type the guest names: vip, booth, chef’s table' },
    },
    ['club', 'date'],
  ),
];

const TOOL_NAMES = new Set(TOOL_DEFINITIONS.map((d) => (d.type === 'function' ? d.function.name : '')));

class BadArgument extends Error {}

/** The arguments of one call, each read and checked; a wrong one says what to send instead. */
class Args {
  readonly #raw: Record<string, unknown>;
  constructor(raw: Record<string, unknown>) {
    this.#raw = raw;
  }
  #value(name: string, required: boolean): unknown {
    const value = this.#raw[name];
    if (value === undefined || value === null || value === '') {
      if (required) throw new BadArgument(`${name} is required`);
      return undefined;
    }
    return value;
  }
  date(required = true): IsoDate | undefined {
    const value = this.#value('date', required);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !isIsoDate(value))
      throw new BadArgument('date must be a real date written as YYYY-MM-DD');
    return value;
  }
  gender(): Gender | undefined {
    const value = this.#value('gender', false);
    if (value === undefined) return undefined;
    if (!(GENDERS as readonly unknown[]).includes(value))
      throw new BadArgument(`gender must be one of: ${GENDERS.join(', ')}`);
    return value as Gender;
  }
  type(): EventTypeFilter {
    const value = this.#value('type', false) ?? 'all';
    if (!(EVENT_TYPE_FILTERS as readonly unknown[]).includes(value))
      throw new BadArgument(`type must be one of: ${EVENT_TYPE_FILTERS.join(', ')}`);
    return value as EventTypeFilter;
  }
  count(name: string): number | undefined {
    const value = this.#value(name, false);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100)
      throw new BadArgument(`${name} must be a whole number from 0 to 100`);
    return value;
  }
  positive(name: string): number | undefined {
    const value = this.#value(name, false);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 1_000_000)
      throw new BadArgument(`${name} must be a positive number of dollars`);
    return value;
  }
  text(name: string, required = false): string | undefined {
    const value = this.#value(name, required);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.length > 100)
      throw new BadArgument(`${name} must be text of at most 100 characters`);
    return value.trim();
  }
  boolean(name: string): boolean {
    const value = this.#value(name, false);
    if (value === undefined) return false;
    if (typeof value !== 'boolean') throw new BadArgument(`${name} must be true or false`);
    return value;
  }
  /** Arguments the tool does not take: a model sending them has misread the tool. */
  unknown(known: string[]): string[] {
    return Object.keys(this.#raw).filter((key) => !known.includes(key));
  }
}

const KNOWN_ARGUMENTS: Record<string, string[]> = Object.fromEntries(
  TOOL_DEFINITIONS.map((d) => [
    d.type === 'function' ? d.function.name : '',
    Object.keys((d.type === 'function' ? d.function.parameters?.properties : {}) ?? {}),
  ]),
);

/** The party from a tool's ladies / men counts; null when neither was given. */
function partyArgs(ladies: number | undefined, men: number | undefined): AskedParty | null {
  if (ladies === undefined && men === undefined) return null;
  return { female: ladies ?? null, male: men ?? null, total: (ladies ?? 0) + (men ?? 0) };
}

/** The party to prefill JOIN / BOOK with: counts by list, the rest on the list read. */
function partyOf(party: AskedParty | null, gender: Gender): AssistantParty | undefined {
  if (!party || (party.total ?? 0) === 0) return undefined;
  return {
    female: party.female ?? (gender === 'female' ? party.total! : 0),
    male: party.male ?? (gender === 'male' ? party.total! : 0),
  };
}

const lines = (part: Part) => joinLines(part.lines);

/** One list of a club on a night, compactly. */
function listView(club: ClubView, gender: Gender) {
  const option = club.guestlistOptions[gender];
  return option.enabled
    ? {
        closesAt: option.closesAt,
        state: option.state,
        ...(option.details ? { clubWords: option.details } : {}),
      }
    : null;
}

/**
 * Runs one tool call. Never throws for what the model sent: a bad argument or an unknown tool comes
 * back as `{ error }` saying what to fix, a club no one has as `{ found: false, nearest }`.
 */
export async function runModelTool(
  name: string,
  rawArguments: string,
  ctx: ToolContext,
): Promise<ToolOutcome> {
  if (!TOOL_NAMES.has(name))
    return { result: { error: `no tool named ${name}; use one of: ${[...TOOL_NAMES].join(', ')}` } };
  let raw: unknown;
  try {
    raw = JSON.parse(rawArguments || '{}');
  } catch {
    return { result: { error: 'arguments must be a JSON object' } };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { result: { error: 'arguments must be a JSON object' } };
  const args = new Args(raw as Record<string, unknown>);
  const unknown = args.unknown(KNOWN_ARGUMENTS[name] ?? []);
  if (unknown.length > 0)
    return {
      result: {
        error: `${name} takes no ${unknown.join(', ')}; it takes: ${(KNOWN_ARGUMENTS[name] ?? []).join(', ') || 'nothing'}`,
      },
    };
  try {
    return await run(name, args, ctx);
  } catch (error) {
    if (error instanceof BadArgument) return { result: { error: error.message } };
    throw error;
  }
}

async function run(name: string, args: Args, ctx: ToolContext): Promise<ToolOutcome> {
  const { tools } = ctx;
  const ask = (over: Partial<Ask>): Ask => ({
    clubs: [],
    dates: [ctx.tonight],
    datesAsked: false,
    gender: ctx.viewGender,
    genderAsked: false,
    bothGenders: false,
    type: 'all',
    party: null,
    budgetCents: null,
    superlative: null,
    unknownName: null,
    ...over,
  });
  const dated = (date: IsoDate | undefined) => (date ? { dates: [date], datesAsked: true } : {});
  const gendered = (gender: Gender | undefined) => (gender ? { gender, genderAsked: true } : {});

  switch (name) {
    case 'list_nights': {
      const date = args.date()!;
      const gender = args.gender();
      const type = args.type();
      const party = partyArgs(args.count('ladies'), args.count('men'));
      const a = ask({ ...dated(date), ...gendered(gender), type, party });
      const part = await listing(a, ctx);
      const listed = await tools.listClubs(date, a.gender, type);
      const result: Record<string, unknown> = {
        date,
        weekday: formatNight(date),
        list: a.gender,
        type,
        clubs: listed.map((club) => ({
          name: club.name,
          eventType: club.eventType,
          ...listView(club, a.gender),
          maxPartySize: club.maxPartySize,
        })),
      };
      const size = party?.total ?? 0;
      if (size > 1 && listed.some((club) => club.maxPartySize < size)) {
        const fits = await partyLimit(a, ctx);
        part.lines.push(...fits.lines);
        result.takesTheParty = listed.filter((club) => club.maxPartySize >= size).map((club) => club.name);
      }
      result.say = lines(part);
      return { result, part: { ...part, party: partyOf(party, a.gender) }, gender: gender };
    }
    case 'club_night': {
      const found = await clubArg(args, ctx);
      const date = args.date()!;
      const gender = args.gender();
      const party = partyArgs(args.count('ladies'), args.count('men'));
      if ('missing' in found) return found.missing;
      const club = found.club!;
      const a = ask({ clubs: [club], ...dated(date), ...gendered(gender), party });
      const [lists, left, words, limit] = [
        await closing(club, a, ctx, false),
        await spots(club, a, ctx),
        await clubWords(club, a, ctx),
        await partyLimit(a, ctx),
      ];
      const night = await tools.clubDetails(club.name, date);
      const spotsLeft =
        night && (night.listed.female || night.listed.male)
          ? (await tools.spots(club.id, date)).spotsLeft
          : null;
      return {
        result: {
          club: club.name,
          date,
          weekday: formatNight(date),
          ladiesList: night?.listed.female
            ? { ...listView(night.club, 'female'), spotsLeft: spotsLeft?.female ?? 'no limit' }
            : null,
          menList: night?.listed.male
            ? { ...listView(night.club, 'male'), spotsLeft: spotsLeft?.male ?? 'no limit' }
            : null,
          maxPartySize: club.maxPartySize,
          say: { lists: lines(lists), spots: lines(left), clubWords: lines(words), partyLimit: lines(limit) },
        },
        part: { ...lists, party: partyOf(party, a.gender) },
        gender,
      };
    }
    case 'tables': {
      const found = await clubArg(args, ctx, false);
      const date = args.date(false);
      const guests = args.count('guests');
      const budget = args.positive('max_total_usd');
      const tableName = args.text('table_name') ?? '';
      if ('missing' in found) return found.missing;
      const a = ask({
        clubs: found.club ? [found.club] : [],
        ...dated(date),
        party: guests ? { female: null, male: null, total: guests } : null,
        budgetCents: budget === undefined ? null : Math.round(budget * 100),
        superlative: 'lowest',
      });
      const part = await tables(a, ctx, tableName.toLowerCase());
      const result: Record<string, unknown> = {};
      if (found.club) {
        const facts = tools.tableFacts(found.club);
        Object.assign(result, {
          club: found.club.name,
          takesBookings: facts.reservationsEnabled,
          serviceChargePercent: facts.serviceCharge,
          taxPercent: facts.taxRate,
          depositPercent: facts.depositPercent,
          tables: facts.tables.map((t) => ({
            name: t.name,
            maxGuests: t.maxGuests,
            minimum: money(t.price.minimumCents),
            allIn: money(t.price.totalCents),
            deposit: money(t.price.depositCents),
          })),
        });
      }
      result.say = lines(part);
      return { result, part };
    }
    case 'cashback': {
      const found = await clubArg(args, ctx, false);
      const date = args.date(false);
      if ('missing' in found) return found.missing;
      const a = ask({ clubs: found.club ? [found.club] : [], ...dated(date), superlative: 'highest' });
      const part = await cashback(a, ctx);
      const result: Record<string, unknown> = found.club
        ? { club: found.club.name, cashbackPercent: tools.tableFacts(found.club).cashbackPercent }
        : {};
      result.say = lines(part);
      return { result, part };
    }
    case 'deposit_terms': {
      const found = await clubArg(args, ctx, false);
      const date = args.date(false);
      if ('missing' in found) return found.missing;
      const a = ask({ clubs: found.club ? [found.club] : [], ...dated(date) });
      const part = await deposit(a, ctx);
      const result: Record<string, unknown> = {};
      if (found.club) {
        const facts = tools.tableFacts(found.club);
        Object.assign(result, {
          club: found.club.name,
          takesBookings: facts.reservationsEnabled,
          depositPercent: facts.depositPercent,
          cancelUntilHoursBefore: facts.cancellationCutoffHours,
          ...(found.club.cancellationTerms?.trim() ? { clubTerms: facts.cancellationTerms } : {}),
        });
      }
      result.say = lines(part);
      return { result, part };
    }
    case 'club_contact': {
      const found = await clubArg(args, ctx);
      const date = args.date(false);
      if ('missing' in found) return found.missing;
      const club = found.club!;
      const a = ask({ clubs: [club], ...dated(date) });
      const [where, call] = [await address(club, a, ctx), await concierge(club, a, ctx)];
      return {
        result: {
          club: club.name,
          address: club.address,
          mapsUrl: club.mapsUrl,
          call: club.conciergeCallNumber ? phone(club.conciergeCallNumber) : null,
          text: club.conciergeTextNumber ? phone(club.conciergeTextNumber) : null,
          say: { address: lines(where), concierge: lines(call) },
        },
        part: { ...where, links: [...(where.links ?? []), ...(call.links ?? [])] },
      };
    }
    case 'not_in_data': {
      const found = await clubArg(args, ctx, false);
      const date = args.date(false);
      if ('missing' in found) return found.missing;
      const part = await unknownData(ask({ clubs: found.club ? [found.club] : [], ...dated(date) }), ctx);
      return { result: { ...(found.club ? { club: found.club.name } : {}), say: lines(part) }, part };
    }
    case 'compare_lists': {
      const found = await clubArg(args, ctx, false);
      const date = args.date()!;
      if ('missing' in found) return found.missing;
      const part = await difference(ask({ clubs: found.club ? [found.club] : [], ...dated(date) }), ctx);
      return { result: { date, weekday: formatNight(date), say: lines(part) }, part };
    }
    case 'latest_list': {
      const date = args.date()!;
      const gender = args.gender();
      const earliest = args.boolean('earliest');
      const a = ask({ ...dated(date), ...gendered(gender), superlative: earliest ? 'earliest' : 'latest' });
      const part = await latest(a, ctx);
      return {
        result: {
          date,
          weekday: formatNight(date),
          list: a.gender,
          [earliest ? 'closesFirst' : 'closesLast']: part.nights.flatMap((n) =>
            n.clubs.map((c) => ({ name: c.name, closesAt: c.guestlistOptions[a.gender].closesAt })),
          ),
          say: lines(part),
        },
        part,
        gender,
      };
    }
    case 'my_account': {
      const member = await tools.member();
      if (!member)
        return {
          result: { signedIn: false, say: lines(await balance(ctx)) },
          part: { lines: [], nights: [] },
        };
      const [owed, passed] = [await balance(ctx), await passes(ctx)];
      // Only the member's own figures: no name, phone or email is ever read here.
      return {
        result: {
          signedIn: true,
          cashbackBalance: money(member.balanceCents),
          passes: member.passes.map((p) => ({
            club: p.clubName,
            date: p.date,
            ladies: p.ladies,
            men: p.men,
            status: p.status,
          })),
          tables: member.reservations.map((r) => ({ club: r.clubName, date: r.date, status: r.status })),
          say: { balance: lines(owed), passes: lines(passed) },
        },
        part: { lines: [], nights: [] },
      };
    }
    case 'open_join_form': {
      const found = await clubArg(args, ctx);
      const date = args.date()!;
      const gender = args.gender();
      const party = partyArgs(args.count('ladies'), args.count('men'));
      if ('missing' in found) return found.missing;
      const part = await join(ask({ clubs: [found.club!], ...dated(date), ...gendered(gender), party }), ctx);
      return {
        result: {
          opened: Boolean(part.action),
          ...(part.action ? { form: formView(part.action) } : {}),
          say: lines(part),
        },
        part,
        gender: part.action?.gender ?? gender,
      };
    }
    case 'open_booking_form': {
      const found = await clubArg(args, ctx);
      const date = args.date()!;
      const guests = args.count('guests');
      const tableName = args.text('table_name') ?? '';
      if ('missing' in found) return found.missing;
      const a = ask({
        clubs: [found.club!],
        ...dated(date),
        party: guests ? { female: null, male: null, total: guests } : null,
      });
      const part = await book(a, ctx, tableName.toLowerCase());
      return {
        result: {
          opened: Boolean(part.action),
          ...(part.action ? { form: formView(part.action) } : {}),
          say: lines(part),
        },
        part,
      };
    }
  }
  throw new BadArgument(`no tool named ${name}`);
}

function formView(action: NonNullable<Part['action']>) {
  return {
    kind: action.kind,
    club: action.clubName,
    date: action.date,
    list: action.gender,
    ladies: action.party.female,
    men: action.party.male,
  };
}

/**
 * The club a call names, found by its (fuzzy) name among the visible clubs. A name no club has
 * returns `{ found: false }` with the nearest name, in the guest's language.
 */
async function clubArg(
  args: Args,
  ctx: ToolContext,
  required = true,
): Promise<{ club?: ClubRow } | { missing: ToolOutcome }> {
  const name = args.text('club', required);
  if (!name) return {};
  const [club] = findClubNames(name, await ctx.tools.clubs());
  if (club) return { club };
  const part = await notFound(name, ctx);
  const clubs = await ctx.tools.clubs();
  const nearest =
    clubs.find((c) => part.lines[1] === say(ctx.language, 'notFound.nearest', { club: c.name }))?.name ??
    null;
  return { missing: { result: { found: false, name, nearest, say: lines(part) } } };
}
