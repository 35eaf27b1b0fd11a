import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PlannedCall, planCalls, readSetting } from './fake-openai-rules.ts';

/**
 * A local OpenAI-compatible chat-completions server (POST /v1/chat/completions) standing in for a
 * configured model. Asked a question, it picks tools by a fixed rule from the question's words
 * (fake-openai-rules.ts), then answers with text made from the tool results' `say` sentences, as a
 * model would compose them. Tests may script its turns instead, make it fail, and read every
 * request it was sent (what leaves the app for a model).
 */

export interface ScriptedCall {
  name: string;
  arguments: Record<string, unknown>;
}
/** One scripted turn: call tools, or answer with text. */
export type ScriptedTurn = { tools: ScriptedCall[] } | { text: string };

export interface RecordedRequest {
  url: string | undefined;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

export interface FakeOpenAI {
  /** The base URL to configure (ASSISTANT_BASE_URL), ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Turns played before the rule, one per request. */
  script: ScriptedTurn[];
  /** Answer every request with this HTTP status. */
  failWith: number | null;
  /** Wait this long before answering (an endpoint slower than the app's timeout). */
  delayMs: number;
  reset(): void;
  close(): Promise<void>;
}

interface ChatMessage {
  role: string;
  content?: string | null;
  tool_call_id?: string;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  let calls = 0;
  const fake: FakeOpenAI = {
    url: '',
    requests: [],
    script: [],
    failWith: null,
    delayMs: 0,
    reset() {
      fake.requests = [];
      fake.script = [];
      fake.failWith = null;
      fake.delayMs = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer(async (request, response) => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'the body must be JSON', type: 'invalid_request_error' } }),
      );
      return;
    }
    fake.requests.push({ url: request.url, body, authorization: request.headers.authorization });
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (response.destroyed) return;
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions' || fake.failWith) {
      const status = fake.failWith ?? 404;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `fake failure ${status}`, type: 'server_error' } }));
      return;
    }
    const messages = (body.messages ?? []) as ChatMessage[];
    const scripted = fake.script.shift();
    const message = scripted ? playScripted(scripted, ++calls) : answer(messages, ++calls);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-fake-${calls}`,
        object: 'chat.completion',
        created: 0,
        model: String(body.model ?? 'fake'),
        choices: [
          {
            index: 0,
            message,
            finish_reason: 'tool_calls' in message ? 'tool_calls' : 'stop',
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

function toolCalls(
  calls: { name: string; arguments: Record<string, unknown> }[],
  request: number,
  say?: string[][],
) {
  return {
    role: 'assistant',
    content: null,
    tool_calls: calls.map((call, i) => ({
      // Which parts of the result's `say` the reply will use ride in the id, so the fake keeps no state.
      id: `call_${request}_${i}${say?.[i]?.length ? `_${say[i]!.join('+')}` : ''}`,
      type: 'function',
      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
    })),
  };
}

function playScripted(turn: ScriptedTurn, request: number) {
  return 'tools' in turn ? toolCalls(turn.tools, request) : { role: 'assistant', content: turn.text };
}

/** The rule: tools for a new question; once their results are in, a reply made of their sentences. */
function answer(messages: ChatMessage[], request: number) {
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  const results = messages.slice(lastUser + 1).filter((m) => m.role === 'tool');
  if (results.length === 0) {
    const system = messages.find((m) => m.role === 'system')?.content ?? '';
    const questions = messages.filter((m) => m.role === 'user').map((m) => m.content ?? '');
    const planned: PlannedCall[] = planCalls(questions, readSetting(system));
    if (planned.length === 0)
      return { role: 'assistant', content: 'Which club and which night do you mean?' };
    return toolCalls(
      planned,
      request,
      planned.map((call) => call.say),
    );
  }
  const sentences: string[] = [];
  for (const result of results) {
    const parsed = JSON.parse(result.content ?? '{}') as { say?: string | Record<string, string> };
    const wanted = (result.tool_call_id ?? '').split('_')[3]?.split('+') ?? [];
    if (typeof parsed.say === 'string') sentences.push(parsed.say);
    else if (parsed.say)
      for (const [key, text] of Object.entries(parsed.say))
        if (text && (wanted.length === 0 || wanted.includes(key))) sentences.push(text);
  }
  return { role: 'assistant', content: sentences.join(' ') || 'Sorry, I could not find that.' };
}
