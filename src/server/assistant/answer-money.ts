import type { AssistantNight } from '../../shared/api/assistant-schema.ts';
import type { ClubView } from '../../shared/api/clubs-schema.ts';
import { addDays, type IsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import { closing, nightOf } from './answer-nights.ts';
import { type AnswerContext, type Ask, cardFor, type Part, part } from './answer-part.ts';
import { money, nightOn, nightPhrase, someNames } from './answer-text.ts';
import { MAX_CLUBS_SHOWN, type PricedTable } from './assistant-tools.ts';
import { say, sayCount } from './messages/index.ts';

const TABLE_WORDS: [RegExp, RegExp][] = [
  [/\bvip\b/, /\bvip\b/i],
  [/\bbooths?\b/, /\bbooth\b/i],
  [/\bchef/, /\bchef/i],
];

/**
 * The table types the question names ("the VIP table"), or all when it names none. At one club a
 * name it does not have shows all its tables (`fallBack`); across clubs, only tables of that name.
 */
function namedTables(question: string, tables: PricedTable[], fallBack = true): PricedTable[] {
  for (const [asked, name] of TABLE_WORDS) {
    if (!asked.test(question)) continue;
    const named = tables.filter((table) => name.test(table.name));
    if (named.length > 0 || !fallBack) return named;
  }
  return tables;
}

/**
 * Each night asked, the clubs on it that take table bookings (with their rows). A question that
 * names no night means the next one with any: tonight, or the first within a week.
 */
async function bookableOn(ask: Ask, ctx: AnswerContext) {
  const on = async (date: IsoDate) => {
    const found: { date: IsoDate; view: ClubView; row: ClubRow }[] = [];
    for (const view of await ctx.tools.clubsOn(date, ask.type)) {
      const row = await ctx.tools.clubRow(view.id);
      if (row && ctx.tools.tableFacts(row).reservationsEnabled) found.push({ date, view, row });
    }
    return found;
  };
  if (!ask.datesAsked) {
    for (let i = 0; i <= LOOKAHEAD_NIGHTS; i++) {
      const found = await on(addDays(ctx.tonight, i));
      if (found.length > 0) return found;
    }
    return [];
  }
  return (await Promise.all(ask.dates.filter((d) => d >= ctx.tonight).map(on))).flat();
}
const LOOKAHEAD_NIGHTS = 7;

/** What tables cost: at a club (every type, all-in), or the cheapest / those under a budget on a night. */
export async function tables(ask: Ask, ctx: AnswerContext, question: string): Promise<Part> {
  const { tools, language: lang, tonight } = ctx;
  const guests = (n: number) => sayCount(lang, 'people', n);
  if (ask.clubs.length > 0) {
    const club = ask.clubs[0]!;
    const facts = tools.tableFacts(club);
    const found = await nightOf(club, ask, ctx);
    const nights = found ? [cardFor(found.date, found.club)] : [];
    if (!facts.reservationsEnabled) return part([say(lang, 'tables.none', { club: club.name })], nights);
    const lines = [
      say(lang, 'tables.intro', { club: club.name, service: facts.serviceCharge, tax: facts.taxRate }),
    ];
    // One table a line: read on a phone, a price list is a list.
    const rows = namedTables(question, facts.tables).map(
      (table) =>
        `• ${say(lang, facts.depositPercent > 0 ? 'tables.rowDeposit' : 'tables.row', {
          table: table.name,
          guests: table.maxGuests,
          minimum: money(table.price.minimumCents),
          total: money(table.price.totalCents),
          deposit: money(table.price.depositCents),
        })}.`,
    );
    lines[0] = [lines[0], ...rows].join('\n');
    const size = ask.party?.total;
    if (size != null) {
      const fit = facts.tables.find((t) => t.maxGuests >= size);
      const max = Math.max(...facts.tables.map((t) => t.maxGuests));
      lines.push(
        fit
          ? say(lang, 'tables.forGuests', {
              guests: size,
              table: fit.name,
              total: money(fit.price.totalCents),
            })
          : say(lang, 'tables.tooMany', { club: club.name, max }),
      );
    }
    return part(lines, nights);
  }
  // No club named: compare every club on the night.
  const candidates = (await bookableOn(ask, ctx)).flatMap(({ date, view, row }) =>
    namedTables(question, tools.tableFacts(row).tables, false).map((table) => ({ date, view, table })),
  );
  const night = nightOn(candidates[0]?.date ?? ask.dates.find((d) => d >= tonight) ?? tonight, tonight, lang);
  const size = ask.party?.total ?? 1;
  const sized = candidates
    .filter(({ table }) => table.maxGuests >= size)
    .sort((a, b) => a.table.price.totalCents - b.table.price.totalCents);
  if (sized.length === 0) return part([say(lang, 'tables.underNoneAtAll', { night, guests: guests(size) })]);
  if (ask.budgetCents !== null) {
    const under = sized.filter(({ table }) => table.price.totalCents <= ask.budgetCents!);
    const budget = money(ask.budgetCents);
    if (under.length === 0) {
      const least = sized[0]!;
      return part(
        [
          say(lang, 'tables.underNone', {
            guests: guests(size),
            budget,
            night,
            table: least.table.name,
            club: least.view.name,
            total: money(least.table.price.totalCents),
          }),
        ],
        [cardFor(least.date, least.view)],
      );
    }
    const rows = under.map(({ view, table }) =>
      say(lang, 'tables.underRow', {
        table: table.name,
        club: view.name,
        total: money(table.price.totalCents),
      }),
    );
    return part(
      [
        say(lang, 'tables.under', {
          guests: guests(size),
          budget,
          night,
          rows: someNames(rows, MAX_CLUBS_SHOWN, lang),
        }),
      ],
      cardsOf(under.map(({ date, view }) => ({ date, view }))),
    );
  }
  const cheapest = sized[0]!;
  return part(
    [
      say(lang, 'tables.cheapest', {
        night,
        table: cheapest.table.name,
        club: cheapest.view.name,
        minimum: money(cheapest.table.price.minimumCents),
        total: money(cheapest.table.price.totalCents),
      }),
    ],
    [cardFor(cheapest.date, cheapest.view)],
  );
}

/** Distinct clubs per night, in order, at most MAX_CLUBS_SHOWN each. */
function cardsOf(found: { date: IsoDate; view: ClubView }[]): AssistantNight[] {
  const nights = new Map<IsoDate, ClubView[]>();
  for (const { date, view } of found) {
    const clubs = nights.get(date) ?? [];
    if (!clubs.some((c) => c.id === view.id) && clubs.length < MAX_CLUBS_SHOWN) clubs.push(view);
    nights.set(date, clubs);
  }
  return [...nights].map(([date, clubs]) => ({ date, clubs }));
}

/** The deposit a club asks, and its cancellation terms (its own words when it wrote them). */
export async function deposit(ask: Ask, ctx: AnswerContext): Promise<Part> {
  const { tools, language: lang } = ctx;
  const club = ask.clubs[0];
  const cancel = /\b(cancel\w*|refund\w*|cancelar|cancelacion|reembolso)\b/;
  if (!club) {
    // No club named: every club that takes tables (on the night asked, if one was), summed up.
    const rows = ask.datesAsked
      ? (await bookableOn(ask, ctx)).map((b) => b.row)
      : (await tools.clubs()).filter((c) => tools.tableFacts(c).reservationsEnabled);
    const withDeposit = rows
      .filter((c) => c.depositPercent > 0)
      .sort((a, b) => b.depositPercent - a.depositPercent);
    const lines = [
      say(lang, 'deposit.summary', {
        rows: someNames(
          withDeposit.map((c) => `${c.name} ${c.depositPercent}%`),
          MAX_CLUBS_SHOWN,
          lang,
        ),
        others: say(lang, 'deposit.othersNone'),
      }),
    ];
    const hours = [...new Set(rows.map((c) => c.cancellationCutoffHours))];
    if (hours.length === 1) lines.push(say(lang, 'deposit.cutoff', { hours: hours[0]! }));
    if (cancel.test(ctx.question ?? '')) lines.push(say(lang, 'deposit.howCancel'));
    return part(withDeposit.length > 0 ? lines : lines.slice(1));
  }
  const facts = tools.tableFacts(club);
  const found = await nightOf(club, ask, ctx);
  const nights = found ? [cardFor(found.date, found.club)] : [];
  if (!facts.reservationsEnabled) return part([say(lang, 'tables.none', { club: club.name })], nights);
  const lines = [
    facts.depositPercent > 0
      ? say(lang, 'deposit.some', { club: club.name, percent: facts.depositPercent })
      : say(lang, 'deposit.none', { club: club.name }),
    say(lang, 'deposit.cutoff', { hours: facts.cancellationCutoffHours }),
  ];
  if (club.cancellationTerms?.trim())
    lines.push(say(lang, 'deposit.terms', { terms: facts.cancellationTerms }));
  if (cancel.test(ctx.question ?? '')) lines.push(say(lang, 'deposit.howCancel'));
  return part(lines, nights);
}

/** Cashback at a club, or where it is highest on the night asked (computed, ties named). */
export async function cashback(ask: Ask, ctx: AnswerContext): Promise<Part> {
  const { tools, language: lang, tonight } = ctx;
  if (ask.clubs.length > 0) {
    const club = ask.clubs[0]!;
    const facts = tools.tableFacts(club);
    const found = await nightOf(club, ask, ctx);
    const lines = [
      facts.reservationsEnabled && facts.cashbackPercent > 0
        ? say(lang, 'cashback.club', { club: club.name, percent: facts.cashbackPercent })
        : say(lang, 'cashback.clubNone', { club: club.name }),
    ];
    return part(lines, found ? [cardFor(found.date, found.club)] : []);
  }
  const lines: string[] = [];
  const nights: AssistantNight[] = [];
  const bookable = await bookableOn(ask, ctx);
  const dates = ask.datesAsked ? ask.dates.filter((d) => d >= tonight) : [bookable[0]?.date ?? tonight];
  for (const date of dates) {
    const night = nightOn(date, tonight, lang);
    const on = bookable
      .filter((b) => b.date === date && b.row.reservationCashback > 0)
      .sort((a, b) => b.row.reservationCashback - a.row.reservationCashback);
    if (on.length === 0) {
      lines.push(say(lang, 'cashback.noneNight', { night }));
      continue;
    }
    const top = on[0]!.row.reservationCashback;
    const winners = on.filter((b) => b.row.reservationCashback === top);
    lines.push(
      winners.length === 1
        ? say(lang, 'cashback.highest', { night, club: winners[0]!.view.name, percent: top })
        : say(lang, 'cashback.highestTie', {
            night,
            percent: top,
            names: someNames(
              winners.map((w) => w.view.name),
              MAX_CLUBS_SHOWN,
              lang,
            ),
          }),
    );
    const rest = on.filter((b) => b.row.reservationCashback < top).slice(0, 3);
    if (rest.length > 0)
      lines.push(
        say(lang, 'cashback.ranking', {
          rows: rest
            .map((b) =>
              say(lang, 'cashback.rankRow', { club: b.view.name, percent: b.row.reservationCashback }),
            )
            .join(', '),
        }),
      );
    nights.push({ date, clubs: winners.slice(0, MAX_CLUBS_SHOWN).map((w) => w.view) });
  }
  if (nights.length > 0) lines.push(say(lang, 'cashback.how'));
  return part(lines, nights);
}

/** "Book me a table at Aurora Friday for 6": the booking form, filled in; nothing is sent. */
export async function book(ask: Ask, ctx: AnswerContext, question: string): Promise<Part> {
  const { tools, language: lang, tonight } = ctx;
  const club = ask.clubs[0];
  if (!club) return tables(ask, ctx, question);
  const facts = tools.tableFacts(club);
  if (!facts.reservationsEnabled) return part([say(lang, 'book.none', { club: club.name })]);
  const found = await nightOf(club, ask, ctx);
  if (!found) return closing(club, ask, ctx, false);
  const lines: string[] = [];
  if (ask.datesAsked && found.date !== ask.dates[0])
    lines.push(say(lang, 'book.noNight', { club: club.name, night: nightOn(ask.dates[0]!, tonight, lang) }));
  const size = Math.max(1, ask.party?.total ?? 2);
  const female = ask.party?.female ?? (ask.gender === 'female' ? size - (ask.party?.male ?? 0) : 0);
  const male = Math.max(0, size - female);
  const table = namedTables(question, facts.tables).find((t) => t.maxGuests >= size) ?? null;
  lines.push(
    say(lang, 'book.open', {
      club: club.name,
      night: nightPhrase(found.date, tonight, lang),
      size: sayCount(lang, 'people', size),
    }),
  );
  return part(lines, [cardFor(found.date, found.club)], {
    party: { female, male },
    action: {
      kind: 'book',
      clubId: club.id,
      clubName: club.name,
      date: found.date,
      gender: ask.gender,
      party: { female, male },
      tableTypeId:
        table && (ask.party?.total != null || namedTables(question, facts.tables) !== facts.tables)
          ? table.id
          : null,
    },
  });
}
