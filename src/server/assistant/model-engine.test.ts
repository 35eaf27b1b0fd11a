import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ask, cards, createDemoApp } from '../testing/assistant.ts';
import type { TestApp } from '../testing/test-app.ts';

// Monday 2026-11-23, 20:00 in New York.
const MONDAY_EVENING = new Date('2026-11-24T01:00:00Z');

interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}
/** One scripted turn of the fake model: call tools, or answer with text. */
type Turn = { tools: ToolCall[] } | { text: string };

let script: Turn[] = [];
let requests: { body: Record<string, unknown>; authorization: string | undefined }[] = [];
let failWith: number | null = null;

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/** A tiny OpenAI-compatible chat-completions server that plays `script`, one turn per request. */
const fake: Server = createServer(async (request, response) => {
  const body = JSON.parse(await readBody(request));
  requests.push({ body, authorization: request.headers.authorization });
  if (request.url !== '/v1/chat/completions' || failWith) {
    response.writeHead(failWith ?? 404).end('{}');
    return;
  }
  const turn = script.shift() ?? { text: 'Out of script.' };
  const message =
    'tools' in turn
      ? {
          role: 'assistant',
          content: null,
          tool_calls: turn.tools.map((call, i) => ({
            id: `call_${requests.length}_${i}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          })),
        }
      : { role: 'assistant', content: turn.text };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ choices: [{ index: 0, message, finish_reason: 'stop' }] }));
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  t = await createDemoApp(MONDAY_EVENING, {
    ASSISTANT_BASE_URL: `http://127.0.0.1:${port}/v1`,
    ASSISTANT_MODEL: 'fake-concierge',
    ASSISTANT_API_KEY: 'sk-test-key',
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  script = [];
  requests = [];
  failWith = null;
});

const listFriday: Turn = {
  tools: [{ name: 'list_clubs', arguments: { date: '2026-11-27', gender: 'female', type: 'all' } }],
};

describe('POST /api/assistant with a configured model', () => {
  test('the model calls our tools; its grounded answer and only the clubs it names are shown', async () => {
    script = [
      listFriday,
      { text: 'Try Neon Room (list until 23:30) or Velvet Underground, open until 1am.' },
    ];
    const answer = await ask(t, 'Something fun for Friday night with my girlfriends?');
    expect(answer.engine).toBe('model');
    expect(answer.reply).toBe('Try Neon Room (list until 23:30) or Velvet Underground, open until 1am.');
    expect(cards(answer)).toEqual(['2026-11-27: Neon Room, Velvet Underground']);
    expect(answer.suggestions.length).toBeGreaterThan(0);

    const [first, second] = requests;
    expect(first!.authorization).toBe('Bearer sk-test-key');
    expect(first!.body.model).toBe('fake-concierge');
    const toolNames = (first!.body.tools as { function: { name: string } }[]).map(
      (tool) => tool.function.name,
    );
    expect(toolNames).toEqual(['list_clubs', 'club_details']);
    // Tonight's date is given, so "Friday" resolves without guessing.
    expect(JSON.stringify(first!.body.messages)).toContain('Tonight is 2026-11-23');
    // The tool result the model read is our listing.
    const toolMessage = (second!.body.messages as { role: string; content: string }[]).find(
      (m) => m.role === 'tool',
    );
    expect(JSON.parse(toolMessage!.content).clubs.map((c: { name: string }) => c.name)).toEqual([
      'Neon Room',
      'Velvet Underground',
      'The Glasshouse',
      'Aurora Rooftop',
      'Midnight Table',
      'Halcyon',
    ]);
  });

  test('club_details answers about one club', async () => {
    script = [
      { tools: [{ name: 'club_details', arguments: { name: 'aurora', date: '2026-11-26' } }] },
      { text: 'Aurora Rooftop’s ladies list on Thursday closes at 00:30.' },
    ];
    const answer = await ask(t, 'Aurora on thursday, how late can I sign up?');
    expect(answer.engine).toBe('model');
    expect(cards(answer)).toEqual(['2026-11-26: Aurora Rooftop']);
  });

  test('a club the tools did not return: the built-in answer is given instead', async () => {
    script = [listFriday, { text: 'Go to Echo Hall, it is great on Fridays.' }];
    const answer = await ask(t, 'Where can I go Friday?');
    expect(answer.engine).toBe('built-in');
    expect(cards(answer)[0]).toMatch(/^2026-11-27: Neon Room/);
    expect(answer.reply).not.toContain('Echo Hall');
  });

  test('a hidden club or a time the tools did not return: built-in answer', async () => {
    script = [listFriday, { text: 'The Vault is the place to be.' }];
    expect((await ask(t, 'Where can I go Friday?')).engine).toBe('built-in');
    script = [listFriday, { text: 'Neon Room’s list closes at 2am.' }];
    expect((await ask(t, 'Where can I go Friday?')).engine).toBe('built-in');
  });

  test('an answer without any tool call is not trusted', async () => {
    script = [{ text: 'Everything is open tonight!' }];
    const answer = await ask(t, 'which clubs have a ladies list tonight?');
    expect(answer.engine).toBe('built-in');
    expect(cards(answer)).toEqual(['2026-11-23: Halcyon']);
  });

  test('bad tool arguments get a message the model can act on', async () => {
    script = [
      { tools: [{ name: 'list_clubs', arguments: { date: 'friday', gender: 'female', type: 'all' } }] },
      listFriday,
      { text: 'Halcyon, until 23:45.' },
    ];
    const answer = await ask(t, 'Where can I go Friday?');
    expect(answer.engine).toBe('model');
    const toolMessage = (requests[1]!.body.messages as { role: string; content: string }[]).find(
      (m) => m.role === 'tool',
    );
    expect(JSON.parse(toolMessage!.content).error).toBe('date must be a real date written as YYYY-MM-DD');
  });

  test('an endpoint that fails: the built-in engine answers', async () => {
    failWith = 503;
    const answer = await ask(t, 'Where can I go Friday?');
    expect(answer.engine).toBe('built-in');
    expect(answer.nights[0]!.date).toBe('2026-11-27');
  });
});
