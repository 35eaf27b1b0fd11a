import type { AssistantResponse } from '../../../shared/api/assistant-schema.ts';
import { checkComparison } from './check-comparison.ts';
import { Answer, money } from './eval-answer.ts';
import type { Fact } from './eval-case.ts';
import { CaseError, type EvalWorld } from './eval-world.ts';
import {
  mentionsAddress,
  mentionsCount,
  mentionsHours,
  mentionsMoney,
  mentionsName,
  mentionsNight,
  mentionsPercent,
  mentionsPhone,
  mentionsTime,
  quotes,
  readsAs,
  SAYS_DONT_KNOW,
  SAYS_NO_CASHBACK,
  SAYS_NO_DEPOSIT,
  SAYS_NO_LIST,
  SAYS_NOT_FOUND,
  SAYS_UNLIMITED,
  says,
} from './matchers.ts';

/** Why the answer misses the fact (empty when it holds). A CaseError means the case itself is wrong. */
export async function checkFact(
  fact: Fact,
  response: AssistantResponse,
  world: EvalWorld,
): Promise<string[]> {
  const a = new Answer(response);
  const reasons: string[] = [];
  const need = (ok: boolean, reason: string) => {
    if (!ok) reasons.push(reason);
  };
  switch (fact.kind) {
    case 'closes': {
      const date = world.date(fact.night);
      const club = await requireListed(world, fact.club, date, fact.list);
      const closes = club.guestlistOptions[fact.list].closesAt;
      need(mentionsTime(a.reply, closes), `${fact.club} ${fact.list} ${date} closes ${closes}: not said`);
      need(a.names(fact.club), `${fact.club} not named`);
      break;
    }
    case 'listed': {
      const date = world.date(fact.night);
      const clubs = await world.listed(date, fact.list, fact.type);
      if (clubs.length === 0) throw new CaseError(`nothing listed ${date} for ${fact.list}`);
      const missing = clubs.filter((club) => !a.names(club.name, date)).map((club) => club.name);
      need(
        missing.length === 0,
        `${date} ${fact.list}${fact.type ? ` ${fact.type}` : ''}: missing ${missing.join(', ')}`,
      );
      break;
    }
    case 'spotsLeft': {
      const date = world.date(fact.night);
      await requireListed(world, fact.club, date, fact.list);
      const left = (await world.clubNight(fact.club, date)).spotsLeft[fact.list];
      if (left === null)
        need(says(SAYS_UNLIMITED, a.reply), `${fact.club} ${date} ${fact.list}: no limit, not said`);
      else
        need(mentionsCount(a.reply, left), `${fact.club} ${date} ${fact.list}: ${left} spots left, not said`);
      break;
    }
    case 'partyLimit': {
      const { maxPartySize } = await world.club(fact.club);
      need(mentionsCount(a.reply, maxPartySize), `${fact.club} parties of up to ${maxPartySize}: not said`);
      break;
    }
    case 'noList': {
      const date = world.date(fact.night);
      if (await world.listedClub(fact.club, date, fact.list))
        throw new CaseError(`${fact.club} has a ${fact.list} list on ${date}`);
      need(says(SAYS_NO_LIST, a.reply), `${fact.club} has no ${fact.list} list ${date}: not said`);
      need(a.names(fact.club), `${fact.club} not named`);
      break;
    }
    case 'tablePrices': {
      const date = world.date(fact.night);
      let tables = await world.tables(await world.club(fact.club), date);
      if (fact.table) tables = tables.filter((t) => t.table.id === fact.table);
      if (tables.length === 0) throw new CaseError(`${fact.club} has no table ${fact.table ?? ''}`);
      for (const { table, price } of tables) {
        need(mentionsName(a.reply, table.name), `${table.name} not named`);
        need(
          mentionsMoney(a.reply, price.minimumCents),
          `${table.name} minimum ${money(price.minimumCents)}: not said`,
        );
        need(
          mentionsMoney(a.reply, price.totalCents),
          `${table.name} all-in ${money(price.totalCents)}: not said`,
        );
      }
      break;
    }
    case 'deposit': {
      const date = world.date(fact.night);
      const options = await world.reservationOptions(await world.club(fact.club), date);
      const percent = options.pricing.depositPercent;
      if (percent > 0) need(mentionsPercent(a.reply, percent), `${fact.club} deposit ${percent}%: not said`);
      else
        need(
          says(SAYS_NO_DEPOSIT, a.reply) || mentionsPercent(a.reply, 0),
          `${fact.club}: no deposit, not said`,
        );
      const hours = options.cancellationCutoffHours;
      need(mentionsHours(a.reply, hours), `${fact.club} free cancellation until ${hours} h before: not said`);
      break;
    }
    case 'cashback': {
      const date = world.date(fact.night);
      const percent = (await world.reservationOptions(await world.club(fact.club), date)).cashbackPercent;
      if (percent > 0) need(mentionsPercent(a.reply, percent), `${fact.club} cashback ${percent}%: not said`);
      else
        need(
          says(SAYS_NO_CASHBACK, a.reply) || mentionsPercent(a.reply, 0),
          `${fact.club}: no cashback, not said`,
        );
      break;
    }
    case 'highestCashback':
    case 'latestList':
    case 'cheapestTable':
    case 'tableUnder':
      await checkComparison(fact, a, world, need);
      break;
    case 'address': {
      const club = await world.club(fact.club);
      const street = club.address.split(',')[0]!;
      need(mentionsAddress(a.reply, street), `${fact.club} address (${street}): not said`);
      const mapped =
        a.response.links.some((link) => link.kind === 'map' && link.href === club.mapsUrl) ||
        a.reply.includes(club.mapsUrl);
      need(mapped, `${fact.club} maps link: missing`);
      break;
    }
    case 'concierge': {
      const club = await world.club(fact.club);
      const numbers = [...new Set([club.conciergeCallNumber, club.conciergeTextNumber])].filter(
        (n) => n !== null,
      );
      if (numbers.length === 0) throw new CaseError(`${fact.club} has no concierge number`);
      for (const number of numbers)
        need(mentionsPhone(a.phoneTexts, number), `${fact.club} concierge ${number}: missing`);
      break;
    }
    case 'clubWords': {
      const date = world.date(fact.night);
      const club = await requireListed(world, fact.club, date, fact.list);
      const words = club.guestlistOptions[fact.list].details;
      need(quotes(a.reply, words), `${fact.club} ${fact.list} words "${words}": not quoted`);
      break;
    }
    case 'listsDiffer': {
      const date = world.date(fact.night);
      for (const list of ['female', 'male'] as const) {
        const club = await world.listedClub(fact.club, date, list);
        if (!club) {
          need(says(SAYS_NO_LIST, a.reply), `${fact.club} has no ${list} list ${date}: not said`);
          continue;
        }
        const { closesAt, details } = club.guestlistOptions[list];
        need(mentionsTime(a.reply, closesAt), `${list} list closes ${closesAt}: not said`);
        if (details) need(quotes(a.reply, details), `${list} words "${details}": not quoted`);
      }
      break;
    }
    case 'balance': {
      const { balanceCents } = await world.cashback();
      if (balanceCents === 0) throw new CaseError('the member has no cashback to ask about');
      need(mentionsMoney(a.reply, balanceCents), `balance ${money(balanceCents)}: not said`);
      break;
    }
    case 'passes': {
      const { upcoming } = await world.passes();
      if (upcoming.length === 0) throw new CaseError('the member has no upcoming passes');
      for (const { entry } of upcoming) {
        need(a.names(entry.club.name), `pass at ${entry.club.name}: not named`);
        need(mentionsNight(a.reply, entry.date, world.tonight), `pass night ${entry.date}: not said`);
      }
      break;
    }
    case 'card': {
      const date = world.date(fact.night);
      need(a.hasCard(fact.club, date), `no card for ${fact.club} on ${date}`);
      break;
    }
    case 'action': {
      const date = world.date(fact.night);
      const club = await world.club(fact.club);
      const action = a.response.action;
      if (!action) {
        need(false, `no ${fact.action} action`);
        break;
      }
      need(action.kind === fact.action, `action ${action.kind}, not ${fact.action}`);
      need(action.clubId === club.id, `action for ${action.clubName}, not ${fact.club}`);
      need(action.date === date, `action on ${action.date}, not ${date}`);
      if (fact.list)
        need(action.gender === fact.list, `action on the ${action.gender} list, not ${fact.list}`);
      if (fact.table)
        need(action.tableTypeId === fact.table, `action table ${action.tableTypeId}, not ${fact.table}`);
      const party = fact.party;
      if (party && 'size' in party)
        need(
          action.party.female + action.party.male === party.size,
          `action party of ${action.party.female + action.party.male}, not ${party.size}`,
        );
      else if (party)
        need(
          action.party.female === party.female && action.party.male === party.male,
          `action party ${action.party.female}F/${action.party.male}M, not ${party.female}F/${party.male}M`,
        );
      break;
    }
    case 'party': {
      const party = a.response.party;
      need(
        party?.female === fact.female && party?.male === fact.male,
        `party ${party ? `${party.female}F/${party.male}M` : 'null'}, not ${fact.female}F/${fact.male}M`,
      );
      break;
    }
    case 'dontKnow': {
      need(says(SAYS_DONT_KNOW, a.reply), 'does not say it cannot tell');
      if (fact.club) {
        const club = await world.club(fact.club);
        const numbers = [club.conciergeCallNumber, club.conciergeTextNumber].filter((n) => n !== null);
        need(
          numbers.some((n) => mentionsPhone(a.phoneTexts, n)),
          `${fact.club}'s concierge not offered`,
        );
      }
      break;
    }
    case 'notFound': {
      need(mentionsName(a.reply, fact.name), `"${fact.name}" not named`);
      need(says(SAYS_NOT_FOUND, a.reply), `does not say "${fact.name}" is not found`);
      if (fact.nearest === 'any') {
        const clubs = await world.clubs();
        need(
          clubs.some((club) => a.names(club.name)),
          'no nearest club offered',
        );
      } else if (fact.nearest) need(a.names(fact.nearest), `nearest ${fact.nearest}: not offered`);
      break;
    }
    case 'language': {
      need(a.response.language === fact.language, `language ${a.response.language}, not ${fact.language}`);
      const ignore = (await world.clubs()).flatMap((club) => [
        club.name,
        club.address,
        club.guestlistOptions.female.details,
        club.guestlistOptions.male.details,
      ]);
      need(readsAs(a.reply, fact.language, ignore), `reply does not read as ${fact.language}`);
      break;
    }
  }
  return reasons;
}

async function requireListed(world: EvalWorld, name: string, date: string, list: 'female' | 'male') {
  const club = await world.listedClub(name, date, list);
  if (!club) throw new CaseError(`${name} has no ${list} list on ${date}`);
  return club;
}
