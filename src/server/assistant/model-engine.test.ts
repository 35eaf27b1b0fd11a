import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { AssistantResponse } from '../../shared/api/assistant-schema.ts';
import { ClubsCatalog } from '../clubs/clubs-catalog.ts';
import { users } from '../db/schema.ts';
import { ask, cards, createDemoApp, nextAddress } from '../testing/assistant.ts';
import { prepareScenario } from '../testing/assistant-eval/eval-scenario.ts';
import { injectTarget } from '../testing/assistant-eval/eval-target.ts';
import { type FakeOpenAI, type ScriptedTurn, startFakeOpenAI } from '../testing/fake-openai.ts';
import type { TestApp } from '../testing/test-app.ts';
import { AssistantTools } from './assistant-tools.ts';
import { answerWithModel } from './model-engine.ts';
import { TOOL_DEFINITIONS } from './model-tool-definitions.ts';
import { runModelTool } from './model-tools.ts';

// Monday 2026-11-23, 20:00 in New York.
const MONDAY_EVENING = new Date('2026-11-24T01:00:00Z');

let fake: FakeOpenAI;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createDemoApp(MONDAY_EVENING, {
    ASSISTANT_BASE_URL: fake.url,
    ASSISTANT_MODEL: 'fake-concierge',
    ASSISTANT_API_KEY: 'sk-test-key',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const listFriday: ScriptedTurn = { tools: [{ name: 'list_nights', arguments: { date: '2026-11-27' } }] };
const tablesAtNeon: ScriptedTurn = {
  tools: [{ name: 'tables', arguments: { club: 'Neon Room', date: '2026-11-27' } }],
};
const contactNeon: ScriptedTurn = { tools: [{ name: 'club_contact', arguments: { club: 'neon room' } }] };

/** The tool results the model was sent in its last request. */
function toolResults(): Record<string, unknown>[] {
  const messages = fake.requests.at(-1)!.body.messages as { role: string; content: string }[];
  return messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content));
}

describe('POST /api/assistant with a configured model', () => {
  test('the model calls our tools; its grounded answer and only the clubs it names are shown', async () => {
    fake.script = [
      listFriday,
      { text: 'Try Neon Room (list until 23:30) or Velvet Underground, open until 1am.' },
    ];
    const answer = await ask(t, 'Something fun for Friday night with my girlfriends?');
    expect(answer.engine).toBe('model');
    expect(answer.reply).toBe('Try Neon Room (list until 23:30) or Velvet Underground, open until 1am.');
    expect(cards(answer)).toEqual(['2026-11-27: Neon Room, Velvet Underground']);
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.language).toBe('en');

    const [first] = fake.requests;
    expect(first!.authorization).toBe('Bearer sk-test-key');
    expect(first!.body.model).toBe('fake-concierge');
    const toolNames = (first!.body.tools as { function: { name: string } }[]).map(
      (tool) => tool.function.name,
    );
    expect(toolNames).toEqual([
      'list_nights',
      'club_night',
      'tables',
      'cashback',
      'deposit_terms',
      'club_contact',
      'not_in_data',
      'compare_lists',
      'latest_list',
      'my_account',
      'open_join_form',
      'open_booking_form',
    ]);
    // Tonight's date and the clubs' names are given, so "Friday" and "neon rom" resolve without guessing.
    const system = JSON.stringify(first!.body.messages);
    expect(system).toContain('Tonight is 2026-11-23');
    expect(system).toContain('Friday, Nov 27 = 2026-11-27');
    expect(system).toContain('The clubs on Nightlist: Neon Room; Velvet Underground');
    // The tool result the model read is our listing, with the sentences in the guest's language.
    const [listing] = toolResults();
    expect((listing!.clubs as { name: string }[]).map((c) => c.name)).toEqual([
      'Neon Room',
      'Velvet Underground',
      'The Glasshouse',
      'Aurora Rooftop',
      'Midnight Table',
      'Halcyon',
    ]);
    expect(listing!.say).toMatch(/^Friday, Nov 27: 6 clubs with a ladies’ list — Neon Room \(closes 23:30\)/);
  });

  test('club_night answers about one club, found by a misspelt name', async () => {
    fake.script = [
      { tools: [{ name: 'club_night', arguments: { club: 'auroraa', date: '2026-11-26' } }] },
      { text: 'Aurora Rooftop’s ladies list on Thursday closes at 00:30.' },
    ];
    const answer = await ask(t, 'Aurora on thursday, how late can I sign up?');
    expect(answer.engine).toBe('model');
    expect(cards(answer)).toEqual(['2026-11-26: Aurora Rooftop']);
    const [night] = toolResults();
    expect(night).toMatchObject({ club: 'Aurora Rooftop', date: '2026-11-26', maxPartySize: 8 });
    expect(Object.keys(night!.say as object)).toEqual(['lists', 'spots', 'clubWords', 'partyLimit']);
  });

  test('a club the tools did not return: the built-in answer is given instead', async () => {
    fake.script = [listFriday, { text: 'Go to Echo Hall, it is great on Fridays.' }];
    const answer = await ask(t, 'Where can I go Friday?');
    expect(answer.engine).toBe('built-in');
    expect(cards(answer)[0]).toMatch(/^2026-11-27: Neon Room/);
    expect(answer.reply).not.toContain('Echo Hall');
  });

  test('a hidden club or a time the tools did not return: built-in answer', async () => {
    fake.script = [listFriday, { text: 'The Vault is the place to be.' }];
    expect((await ask(t, 'Where can I go Friday?')).engine).toBe('built-in');
    fake.script = [listFriday, { text: 'Neon Room’s list closes at 2am.' }];
    expect((await ask(t, 'Where can I go Friday?')).engine).toBe('built-in');
  });

  test('amounts, percents, phone numbers and links must come from the tools too', async () => {
    const grounded = async (
      turns: ScriptedTurn[],
      question = 'What does a table at Neon Room cost Friday?',
    ) => {
      fake.script = turns;
      return (await ask(t, question)).engine === 'model';
    };
    // What the tables tool returned: $500 minimum, $653.25 all-in, 20% service, 8.875% tax.
    expect(await grounded([tablesAtNeon, { text: 'Neon Room’s Booth: $500 minimum, $653.25 all-in.' }])).toBe(
      true,
    );
    expect(
      await grounded([tablesAtNeon, { text: 'Booth at Neon Room, 653.25 dollars with 20% service.' }]),
    ).toBe(true);
    expect(await grounded([tablesAtNeon, { text: 'Neon Room’s Booth is $450 all-in.' }])).toBe(false);
    expect(await grounded([tablesAtNeon, { text: 'Neon Room’s Booth: $653.25, a 15% deposit.' }])).toBe(
      false,
    );
    // The tool said the deposit's percent as a field only: still the tools' figure.
    expect(await grounded([tablesAtNeon, { text: 'Neon Room asks a 25% deposit.' }])).toBe(true);
    // Concierge numbers and the map link: those returned, in any format; never others.
    const question = 'How do I reach Neon Room?';
    expect(await grounded([contactNeon, { text: 'Call Neon Room on (212) 555-0141.' }], question)).toBe(true);
    expect(await grounded([contactNeon, { text: 'Call Neon Room on 212-555-0199.' }], question)).toBe(false);
    expect(await grounded([contactNeon, { text: 'Neon Room: https://example.com/neon' }], question)).toBe(
      false,
    );
    fake.script = [contactNeon];
    const mapped = await ask(t, 'where is neon room');
    expect(mapped.engine).toBe('model');
    expect(mapped.links.map((link) => link.kind)).toEqual(['map', 'call', 'text']);
    expect(mapped.reply).toContain('https://www.google.com/maps/search/?api=1&query=');
  });

  test('an answer without any tool call is not trusted', async () => {
    fake.script = [{ text: 'Everything is open tonight!' }];
    const answer = await ask(t, 'which clubs have a ladies list tonight?');
    expect(answer.engine).toBe('built-in');
    expect(cards(answer)).toEqual(['2026-11-23: Halcyon']);
  });

  test('bad tool arguments get a message the model can act on; an unknown club its nearest name', async () => {
    fake.script = [
      {
        tools: [
          { name: 'list_nights', arguments: { date: 'friday' } },
          { name: 'tables', arguments: { club: 'Neon Room', guests: 'six' } },
          { name: 'club_night', arguments: { club: 'Neon Room', date: '2026-11-27', colour: 'red' } },
          { name: 'weather', arguments: {} },
          { name: 'club_night', arguments: { club: 'Neon Rooom Club', date: '2026-11-27' } },
          { name: 'club_contact', arguments: { club: 'Studio 54' } },
        ],
      },
      listFriday,
      { text: 'Halcyon, until 23:45.' },
    ];
    const answer = await ask(t, 'Where can I go Friday?');
    expect(answer.engine).toBe('model');
    const messages = fake.requests[1]!.body.messages as { role: string; content: string }[];
    const results = messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content));
    expect(results.slice(0, 4)).toEqual([
      { error: 'date must be a real date written as YYYY-MM-DD' },
      { error: 'guests must be a whole number from 0 to 100' },
      { error: 'club_night takes no colour; it takes: club, date, gender, ladies, men' },
      { error: expect.stringMatching(/^no tool named weather; use one of: list_nights, club_night/) },
    ]);
    expect(results[4]).toMatchObject({ club: 'Neon Room' });
    expect(results[5]).toMatchObject({ found: false, name: 'Studio 54' });
    expect(results[5]!.say).toMatch(/^I can’t find a club called “Studio 54” on Nightlist\./);
  });

  test('an endpoint that fails: the built-in engine answers', async () => {
    fake.failWith = 503;
    const answer = await ask(t, 'Where can I go Friday?');
    expect(answer.engine).toBe('built-in');
    expect(answer.nights[0]!.date).toBe('2026-11-27');
  });

  test('only a form tool sends the member to a form; the party comes from the tools', async () => {
    fake.script = [
      {
        tools: [
          { name: 'club_night', arguments: { club: 'Neon Room', date: '2026-11-28', ladies: 2, men: 0 } },
        ],
      },
      { text: 'Neon Room is on Saturday: its ladies’ list closes at 23:30.' },
    ];
    const talk = await ask(t, 'Neon Room Saturday, 2 ladies?');
    expect(talk.engine).toBe('model');
    expect(talk.action).toBeNull();
    expect(talk.party).toEqual({ female: 2, male: 0 });

    const join = await ask(t, 'put me on the list at Neon Room Saturday, 2 ladies');
    expect(join.engine).toBe('model');
    expect(join.action).toMatchObject({
      kind: 'join',
      clubName: 'Neon Room',
      date: '2026-11-28',
      gender: 'female',
      party: { female: 2, male: 0 },
    });
    expect(join.party).toEqual({ female: 2, male: 0 });
  });
});

describe('the fake model’s rule (picks tools from the question’s words)', () => {
  test('a comparison is computed by the tools, with the winner’s card', async () => {
    const answer = await ask(t, 'Where is cashback highest on Friday?');
    expect(answer.engine).toBe('model');
    expect(answer.reply).toMatch(/^The highest cashback on Friday, Nov 27 is at Aurora Rooftop: 12%/);
    expect(cards(answer)).toEqual(['2026-11-27: Aurora Rooftop']);
    const calls = (fake.requests.at(-1)!.body.messages as { tool_calls?: { function: object }[] }[])
      .flatMap((m) => m.tool_calls ?? [])
      .map((call) => call.function);
    expect(calls).toEqual([{ name: 'cashback', arguments: '{"date":"2026-11-27"}' }]);
  });

  test('a Spanish question is answered in Spanish, and a follow-up keeps the conversation', async () => {
    const first = await ask(t, '¿a qué hora cierra la lista de Neon Room el viernes?');
    expect(first.engine).toBe('model');
    expect(first.language).toBe('es');
    expect(first.reply).toContain(
      'La lista de chicas de Neon Room para el viernes, 27 de nov cierra a las 23:30.',
    );
    const next = await ask(t, [
      { role: 'user', content: '¿a qué hora cierra la lista de Neon Room el viernes?' },
      { role: 'assistant', content: first.reply },
      { role: 'user', content: '¿y el sábado?' },
    ]);
    expect(next.engine).toBe('model');
    expect(next.language).toBe('es');
    expect(cards(next)).toEqual(['2026-11-28: Neon Room']);
  });
});

describe('what is sent to the model', () => {
  test('signed in: only my_account’s figures, never the member’s name, phone or email', async () => {
    const { memberCookie } = await prepareScenario(injectTarget(t));
    // Names, e-mails and numbers no answer could contain by chance.
    const people = await t.database.db.select().from(users);
    for (const [i, person] of people.entries())
      await t.database.db
        .update(users)
        .set({ firstName: 'Zebedee', lastName: `Quillfeather${i}`, email: `zebedee.q${i}@example.org` })
        .where(eq(users.id, person.id));
    const members = await t.database.db.select().from(users);
    fake.reset();

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/assistant',
      remoteAddress: nextAddress(),
      headers: { cookie: memberCookie },
      payload: { messages: [{ role: 'user', content: 'what’s my balance and my passes?' }] },
    });
    const answer = response.json() as AssistantResponse;
    expect(answer.engine).toBe('model');
    expect(answer.reply).toContain('Your cashback balance is $60.');

    const sent = fake.requests.map((request) => JSON.stringify(request.body)).join('\n');
    expect(sent).toContain('my_account');
    for (const member of members) {
      expect(sent).not.toContain('Zebedee');
      expect(sent).not.toContain('Quillfeather');
      expect(sent).not.toContain(member.email);
      expect(sent).not.toContain(member.phoneNumber.slice(-10));
      expect(sent).not.toContain(member.id);
    }
    const [account] = toolResults();
    expect(Object.keys(account!)).toEqual(['signedIn', 'cashbackBalance', 'passes', 'tables', 'say']);
    expect(account!.passes).toEqual([
      { club: 'Halcyon', date: '2026-11-23', ladies: 1, men: 0, status: 'confirmed' },
      { club: 'Neon Room', date: '2026-11-28', ladies: 2, men: 1, status: 'confirmed' },
    ]);
  });

  test('signed out: my_account says to sign in, and reads nothing', async () => {
    fake.script = [{ tools: [{ name: 'my_account', arguments: {} }] }];
    const answer = await ask(t, 'how much cashback do i have?');
    expect(answer.engine).toBe('model');
    expect(answer.reply).toBe('Sign in and I can tell you your own cashback balance and passes.');
    expect(toolResults()).toEqual([{ signedIn: false, say: answer.reply }]);
  });
});

describe('answerWithModel', () => {
  const tools = () =>
    new AssistantTools(new ClubsCatalog(t.database.db, () => MONDAY_EVENING), 'America/New_York');
  const settings = (timeoutMs?: number) => ({
    baseUrl: fake.url,
    model: 'fake-concierge',
    logger: pino({ level: 'silent' }),
    timeoutMs,
  });

  test('an endpoint slower than the timeout: null, for the built-in engine to answer', async () => {
    fake.delayMs = 1_000;
    const started = performance.now();
    const answer = await answerWithModel(
      [{ role: 'user', content: 'where tonight?' }],
      tools(),
      settings(100),
      'female',
    );
    expect(answer).toBeNull();
    // Two attempts of 100 ms and the SDK's backoff between them, not the second the endpoint takes.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  test('without a key, no Authorization header is sent', async () => {
    const answer = await answerWithModel(
      [{ role: 'user', content: 'where can I go tonight?' }],
      tools(),
      settings(),
      'male',
    );
    expect(answer).toMatchObject({ language: 'en', gender: 'male' });
    expect(fake.requests.map((r) => r.authorization)).toEqual([undefined, undefined]);
  });

  test('the app’s language is used when the question shows none', async () => {
    const answer = await answerWithModel(
      [{ role: 'user', content: 'Neon Room?' }],
      tools(),
      settings(),
      'female',
      {
        language: 'es',
      },
    );
    expect(answer?.language).toBe('es');
    expect(answer?.reply).toMatch(/^Neon Room/);
  });

  test('every tool definition is a strict JSON schema', () => {
    for (const definition of TOOL_DEFINITIONS) {
      expect(definition.type).toBe('function');
      if (definition.type !== 'function') continue;
      expect(definition.function.parameters).toMatchObject({ type: 'object', additionalProperties: false });
    }
  });

  test('a tool never throws on what a model sends', async () => {
    const ctx = {
      tools: tools(),
      language: 'en' as const,
      tonight: '2026-11-23',
      viewGender: 'female' as const,
    };
    for (const raw of ['', 'nonsense', '[]', 'null', '{"date": 5}', '{"club": {"name": 1}}'])
      for (const definition of TOOL_DEFINITIONS)
        if (definition.type === 'function') {
          const outcome = await runModelTool(definition.function.name, raw, ctx);
          expect(outcome.result).toBeTypeOf('object');
        }
  });
});
