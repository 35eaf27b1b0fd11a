import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AssistantResponse } from '../../../shared/api/assistant-schema.ts';
import { createDemoApp } from '../assistant.ts';
import type { TestApp } from '../test-app.ts';
import { checkFact } from './check-fact.ts';
import type { Fact } from './eval-case.ts';
import { EVAL_NOW, EVAL_TONIGHT, prepareScenario } from './eval-scenario.ts';
import { injectTarget } from './eval-target.ts';
import { EvalWorld } from './eval-world.ts';

// The checks on hand-written answers: a right one passes (the set can be answered in full), one
// wrong value fails it (the set cannot be passed by being vague).
let t: TestApp;
let world: EvalWorld;
beforeAll(async () => {
  t = await createDemoApp(EVAL_NOW);
  const target = injectTarget(t);
  world = new EvalWorld(target, EVAL_TONIGHT, (await prepareScenario(target)).memberCookie);
});
afterAll(() => t?.close());

async function answer(reply: string, extra: Partial<AssistantResponse> = {}): Promise<AssistantResponse> {
  return {
    reply,
    engine: 'built-in',
    gender: 'female',
    nights: [],
    suggestions: [],
    language: 'en',
    party: null,
    action: null,
    links: [],
    ...extra,
  };
}

async function cardsFor(names: string[], date: string): Promise<AssistantResponse['nights']> {
  const listed = await world.listed(date, 'female');
  return [{ date, clubs: listed.filter((club) => names.includes(club.name)) }];
}

const check = async (fact: Fact, response: AssistantResponse) => checkFact(fact, response, world);

describe('checkFact', () => {
  test('a closing time in either form; a wrong one fails', async () => {
    const fact: Fact = { kind: 'closes', club: 'Neon Room', night: 'friday', list: 'female' };
    expect(await check(fact, await answer('Neon Room’s ladies’ list closes at 11:30 pm on Friday.'))).toEqual(
      [],
    );
    expect(
      await check(fact, await answer('Neon Room’s ladies’ list closes at 23:00 on Friday.')),
    ).toHaveLength(1);
  });

  test('table prices: name, minimum and all-in total (money.ts)', async () => {
    const fact: Fact = { kind: 'tablePrices', club: 'Neon Room', night: 'friday', table: 'vip' };
    const right = 'The VIP Table at Neon Room: $1,500 minimum spend, $1,959.75 all in with service and tax.';
    expect(await check(fact, await answer(right))).toEqual([]);
    expect(await check(fact, await answer(right.replace('1,959.75', '1,959.70')))).toEqual([
      'VIP Table all-in $1,959.75: not said',
    ]);
  });

  test('the highest cashback is named first, with its percent and its card', async () => {
    const fact: Fact = { kind: 'highestCashback', night: 'friday' };
    const nights = await cardsFor(['Aurora Rooftop'], '2026-11-27');
    expect(
      await check(fact, await answer('Aurora Rooftop gives the most on Friday: 12%.', { nights })),
    ).toEqual([]);
    const listsAll = 'Neon Room gives 10%, Aurora Rooftop 12%.';
    expect(await check(fact, await answer(listsAll, { nights }))).toHaveLength(1);
    expect(await check(fact, await answer('Aurora Rooftop: 12%.'))).toHaveLength(1);
  });

  test('the member’s balance and passes come from their own API answers', async () => {
    expect(await check({ kind: 'balance' }, await answer('You have $60.00 of cashback.'))).toEqual([]);
    expect(await check({ kind: 'balance' }, await answer('You have $6.00 of cashback.'))).toHaveLength(1);
    const passes = 'You’re on Halcyon’s list tonight and Neon Room’s on Saturday, Nov 28.';
    expect(await check({ kind: 'passes' }, await answer(passes))).toEqual([]);
    expect(await check({ kind: 'passes' }, await answer('You’re on Halcyon’s list tonight.'))).toHaveLength(
      2,
    );
  });

  test('an action must be the form asked for, filled in', async () => {
    const fact: Fact = {
      kind: 'action',
      action: 'join',
      club: 'Neon Room',
      night: 'saturday',
      list: 'female',
      party: { female: 2, male: 0 },
    };
    const club = await world.club('Neon Room');
    const action = {
      kind: 'join' as const,
      clubId: club.id,
      clubName: club.name,
      date: '2026-11-28',
      gender: 'female' as const,
      party: { female: 2, male: 0 },
      tableTypeId: null,
    };
    expect(await check(fact, await answer('Opening the join form.', { action }))).toEqual([]);
    const wrong = { ...action, party: { female: 1, male: 1 } };
    expect(await check(fact, await answer('Opening the join form.', { action: wrong }))).toHaveLength(1);
    expect(await check(fact, await answer('Opening the join form.'))).toEqual(['no join action']);
  });

  test('the concierge in the reply or as links; the address with its maps link', async () => {
    const concierge: Fact = { kind: 'concierge', club: 'Velvet Underground' };
    const links = [
      { kind: 'call' as const, label: 'Call', href: 'tel:+12125550188' },
      { kind: 'text' as const, label: 'Text', href: 'sms:+12125550189' },
    ];
    expect(await check(concierge, await answer('Velvet Underground’s concierge:', { links }))).toEqual([]);
    expect(await check(concierge, await answer('Call (212) 555-0188.'))).toHaveLength(1);
    const club = await world.club('Neon Room');
    const map = [{ kind: 'map' as const, label: 'Map', href: club.mapsUrl }];
    const address: Fact = { kind: 'address', club: 'Neon Room' };
    expect(await check(address, await answer('412 West 14th Street, New York.', { links: map }))).toEqual([]);
    expect(await check(address, await answer('412 West 14th Street, New York.'))).toHaveLength(1);
  });

  test('Spanish is response.language and the reply’s words', async () => {
    const fact: Fact = { kind: 'language', language: 'es' };
    const reply = 'La lista de chicas de Neon Room cierra a las 23:30 el viernes.';
    expect(await check(fact, await answer(reply, { language: 'es' }))).toEqual([]);
    expect(await check(fact, await answer(reply))).toHaveLength(1);
    expect(
      await check(fact, await answer('Neon Room closes at 23:30 on Friday.', { language: 'es' })),
    ).toHaveLength(1);
  });
});
