import type { AssistantParty } from '../../shared/api/assistant-schema.ts';
import type { ClubView } from '../../shared/api/clubs-schema.ts';
import type { Gender } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import { address, clubWords, concierge, join, notFound, unknownData } from './answer-club.ts';
import { difference, partyLimit, spots } from './answer-lists.ts';
import { balance, passes } from './answer-member.ts';
import { book, cashback, deposit, tables } from './answer-money.ts';
import { closing, latest, listing } from './answer-nights.ts';
import { type AnswerContext, type Ask, type Part, phone } from './answer-part.ts';
import { formatNight, joinLines, money } from './answer-text.ts';
import { findClubNames } from './club-names.ts';
import { say } from './messages/index.ts';
import { Args, BadArgument } from './model-tool-args.ts';
import { TOOL_DEFINITIONS } from './model-tool-definitions.ts';
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

const TOOL_NAMES = new Set(TOOL_DEFINITIONS.map((d) => (d.type === 'function' ? d.function.name : '')));

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
