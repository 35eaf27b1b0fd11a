import type { ClubView } from '../../../shared/api/clubs-schema.ts';
import { type Answer, money, type Need } from './eval-answer.ts';
import type { Fact } from './eval-case.ts';
import { CaseError, type EvalWorld, type PricedTable } from './eval-world.ts';
import { mentionsMoney, mentionsPercent, mentionsTime, normalize } from './matchers.ts';

type ComparisonFact = Extract<
  Fact,
  { kind: 'highestCashback' | 'latestList' | 'cheapestTable' | 'tableUnder' }
>;

/** The facts computed by comparing clubs: the answer must single out what the data says wins. */
export async function checkComparison(fact: ComparisonFact, a: Answer, world: EvalWorld, need: Need) {
  switch (fact.kind) {
    case 'highestCashback': {
      const date = world.date(fact.night);
      const rated = await Promise.all(
        (await world.bookable(date)).map(async (club) => ({
          club,
          value: (await world.reservationOptions(club, date)).cashbackPercent,
        })),
      );
      const best = bestOf(rated, (x, y) => y - x);
      checkWinner(a, need, best, await world.clubs(), date, `highest cashback ${date}`, (top) => [
        mentionsPercent(a.reply, top.value),
        `${top.value}%`,
      ]);
      break;
    }
    case 'latestList': {
      const date = world.date(fact.night);
      const rated = (await world.listed(date, fact.list)).map((club) => ({
        club,
        value: Date.parse(club.guestlistOptions[fact.list].closesAtInstant),
      }));
      const best = bestOf(rated, (x, y) => y - x);
      checkWinner(a, need, best, await world.clubs(), date, `latest ${fact.list} list ${date}`, (top) => {
        const closes = top.club.guestlistOptions[fact.list].closesAt;
        return [mentionsTime(a.reply, closes), closes];
      });
      break;
    }
    case 'cheapestTable': {
      const date = world.date(fact.night);
      const tables = (await pricedTables(world, date)).filter(
        (t) => !fact.table || t.table.id === fact.table,
      );
      const best = bestOf(
        tables.map((t) => ({ club: t.club, value: t.price.totalCents, table: t })),
        (x, y) => x - y,
      );
      checkWinner(
        a,
        need,
        best,
        await world.clubs(),
        date,
        `cheapest ${fact.table ?? ''} table ${date}`,
        (top) => [mentionsMoney(a.reply, top.value), money(top.value)],
      );
      break;
    }
    case 'tableUnder': {
      const date = world.date(fact.night);
      const fits = (await pricedTables(world, date)).filter(
        (t) => t.table.maxGuests >= fact.guests && t.price.totalCents <= fact.maxTotalCents,
      );
      if (fits.length === 0)
        throw new CaseError(`no table for ${fact.guests} under ${money(fact.maxTotalCents)}`);
      for (const { club, table, price } of fits) {
        need(a.names(club.name, date), `${club.name} ${table.name} fits: not named`);
        need(
          mentionsMoney(a.reply, price.totalCents),
          `${club.name} ${table.name} ${money(price.totalCents)}: not said`,
        );
      }
      break;
    }
  }
}

async function pricedTables(world: EvalWorld, date: string): Promise<PricedTable[]> {
  return (await Promise.all((await world.bookable(date)).map((club) => world.tables(club, date)))).flat();
}

/** The items sharing the best value (ties all win). */
function bestOf<T extends { club: ClubView; value: number }>(
  items: T[],
  order: (x: number, y: number) => number,
) {
  if (items.length === 0) throw new CaseError('nothing to compare');
  const top = [...items].sort((x, y) => order(x.value, y.value))[0]!.value;
  return items.filter((item) => item.value === top);
}

/**
 * A comparison's winner: the first club the reply names (an answer that lists every club has not
 * compared them), its value said, and its card shown for that night.
 */
function checkWinner<T extends { club: ClubView; value: number }>(
  a: Answer,
  need: (ok: boolean, reason: string) => void,
  winners: T[],
  clubs: ClubView[],
  date: string,
  what: string,
  valueSaid: (top: T) => [boolean, string],
) {
  const label = winners.map((w) => w.club.name).join(' or ');
  const reply = normalize(a.reply);
  const first = clubs
    .map((club) => ({ club, at: reply.indexOf(normalize(club.name)) }))
    .filter(({ at }) => at >= 0)
    .sort((x, y) => x.at - y.at)[0]?.club;
  const winner = winners.find((w) => w.club.id === first?.id);
  if (!winner) {
    need(
      false,
      `${what}: ${label} (${valueSaid(winners[0]!)[1]}) not named first${first ? ` (${first.name} is)` : ''}`,
    );
    return;
  }
  const [said, value] = valueSaid(winner);
  need(said, `${what}: ${winner.club.name}'s ${value} not said`);
  need(a.hasCard(winner.club.name, date), `${what}: no card for ${winner.club.name} on ${date}`);
}
