import type OpenAI from 'openai';
import type { ChatCompletionMessage, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Logger } from 'pino';
import type {
  AssistantAction,
  AssistantLanguage,
  AssistantLink,
  AssistantMessage,
  AssistantNight,
  AssistantParty,
  AssistantResponse,
} from '../../shared/api/assistant-schema.ts';
import type { ClubView } from '../../shared/api/clubs-schema.ts';
import { DEFAULT_GENDER, type Gender } from '../../shared/clubs.ts';
import { addDays } from '../../shared/dates.ts';
import type { Part } from './answer-part.ts';
import { formatNight } from './answer-text.ts';
import { type AssistantTools, MAX_CLUBS_SHOWN } from './assistant-tools.ts';
import { groundsIn, mentions, ungrounded } from './grounding.ts';
import { detectLanguage } from './language.ts';
import { TOOL_DEFINITIONS } from './model-tool-definitions.ts';
import { runModelTool, type ToolContext } from './model-tools.ts';

/** The model's answer: the route adds the suggestions and says which engine answered. */
export type ModelAnswer = Omit<AssistantResponse, 'engine' | 'suggestions'>;

export interface ModelSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  logger: Logger;
  /** Per request to the endpoint (each attempt). */
  timeoutMs?: number;
}

export interface ModelOptions {
  /** The LADIES / MEN view the visitor is in. */
  gender?: Gender;
  /** The app's language, when the question does not show its own. */
  language?: AssistantLanguage;
}

const MAX_ROUNDS = 5;
/**
 * One retry (after the SDK's backoff, on a lost connection, 408, 409, 429 or 5xx): a visitor is
 * waiting, and the built-in engine answers when the endpoint stays unavailable.
 */
const MAX_RETRIES = 1;
const TIMEOUT_MS = 20_000;

/** What the tools returned during one answer: the only facts the reply may state, and its cards. */
class Evidence {
  /** Each successful call's result as the model read it. */
  readonly results: string[] = [];
  readonly parts: Part[] = [];
  gender: Gender | undefined;
  action: AssistantAction | undefined;
  party: AssistantParty | undefined;

  add(name: string, result: Record<string, unknown>, part: Part | undefined, gender: Gender | undefined) {
    this.results.push(JSON.stringify(result));
    if (!part) return;
    this.parts.push(part);
    if (gender) this.gender = gender;
    if (part.party) this.party = part.party;
    // The form only from a call that opens one: no other tool sends the member anywhere.
    if (part.action && (name === 'open_join_form' || name === 'open_booking_form')) {
      this.action = part.action;
      this.gender = part.action.gender;
      this.party = part.action.party;
    }
  }
}

/**
 * Offers the assistant's tools to an OpenAI-compatible chat-completions endpoint and returns its
 * answer when every club, time, amount, percent, phone number and link in it came from the tools;
 * null otherwise (the caller then answers with the built-in engine).
 */
export async function answerWithModel(
  messages: AssistantMessage[],
  tools: AssistantTools,
  settings: ModelSettings,
  viewGender: Gender | undefined,
  options: Omit<ModelOptions, 'gender'> = {},
): Promise<ModelAnswer | null> {
  const evidence = new Evidence();
  const language = conversationLanguage(messages, options.language);
  const ctx: ToolContext = {
    tools,
    language,
    tonight: tools.tonight(),
    viewGender: viewGender ?? DEFAULT_GENDER,
  };
  const chat: ChatCompletionMessageParam[] = [
    { role: 'system', content: await systemPrompt(tools, viewGender, language) },
    ...messages.map((m) => ({ role: m.role, content: m.content })),
  ];
  try {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const message = await complete(chat, settings);
      if (message.tool_calls && message.tool_calls.length > 0) {
        chat.push({ role: 'assistant', content: message.content ?? null, tool_calls: message.tool_calls });
        for (const call of message.tool_calls) {
          const outcome =
            call.type === 'function'
              ? await runModelTool(call.function.name, call.function.arguments, ctx)
              : { result: { error: `no tool named ${call.custom.name}` } };
          // An error is no evidence of anything; a club not found is (its nearest name).
          if (call.type === 'function' && !('error' in outcome.result))
            evidence.add(call.function.name, outcome.result, outcome.part, outcome.gender);
          chat.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(outcome.result) });
        }
        continue;
      }
      const reply = (message.content ?? '').trim();
      if (!reply || evidence.results.length === 0) return null;
      const known = await tools.allClubNames();
      const problem = ungrounded(reply, groundsIn(evidence.results.join('\n'), known), known);
      if (problem) {
        // What is wrong, never the reply (which could repeat what the guest wrote).
        settings.logger.warn(
          { problem },
          'assistant model reply not grounded in its tools; answering built-in',
        );
        return null;
      }
      return {
        reply,
        language,
        gender: evidence.gender ?? viewGender ?? DEFAULT_GENDER,
        nights: cardsFor(reply, evidence.parts),
        links: linksFor(evidence.parts),
        action: evidence.action ?? null,
        party: evidence.party ?? null,
      };
    }
    settings.logger.warn('assistant model kept calling tools; answering built-in');
    return null;
  } catch (error) {
    // The message only: a failing endpoint's error can echo the request, never log the key.
    settings.logger.warn(
      { reason: (error as Error).message },
      'assistant model unavailable; answering built-in',
    );
    return null;
  }
}

/** The language of the newest question that shows one, else the app's, else English. */
function conversationLanguage(messages: AssistantMessage[], appLanguage: AssistantLanguage | undefined) {
  const questions = messages.filter((m) => m.role === 'user').reverse();
  for (const question of questions) {
    const language = detectLanguage(question.content);
    if (language) return language;
  }
  return appLanguage ?? 'en';
}

/**
 * One client per endpoint, key and timeout (the settings are rebuilt per request). The SDK is
 * loaded on the first question only: importing it costs ~120 ms and 7 MB of heap, which a server
 * without a configured model never pays.
 */
let cached: { key: string; client: OpenAI } | undefined;

async function clientFor(settings: ModelSettings): Promise<OpenAI> {
  const timeout = settings.timeoutMs ?? TIMEOUT_MS;
  const key = JSON.stringify([settings.baseUrl, settings.apiKey ?? null, timeout]);
  if (cached?.key === key) return cached.client;
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // The SDK insists on a key; a local endpoint without one gets no Authorization header at all.
    apiKey: settings.apiKey ?? 'unused',
    defaultHeaders: settings.apiKey ? undefined : { Authorization: null },
    // Only our settings: nothing read from OPENAI_* variables.
    adminAPIKey: null,
    organization: null,
    project: null,
    timeout,
    maxRetries: MAX_RETRIES,
    logger: settings.logger,
  });
  cached = { key, client };
  return client;
}

async function complete(
  chat: ChatCompletionMessageParam[],
  settings: ModelSettings,
): Promise<ChatCompletionMessage> {
  const completion = await (await clientFor(settings)).chat.completions.create({
    model: settings.model,
    messages: chat,
    tools: TOOL_DEFINITIONS,
    temperature: 0.2,
  });
  const message = completion.choices?.[0]?.message;
  if (!message) throw new Error('the endpoint answered without a message');
  return message;
}

/**
 * What the model is told before the conversation: the dates, the visitor's view, the clubs' names
 * and how to answer. Nothing about the visitor beyond their LADIES / MEN view and whether they are
 * signed in (README: what the assistant sends to a model).
 */
async function systemPrompt(
  tools: AssistantTools,
  gender: Gender | undefined,
  language: AssistantLanguage,
): Promise<string> {
  const tonight = tools.tonight();
  const week = Array.from({ length: 8 }, (_, i) => addDays(tonight, i))
    .map((date) => `${formatNight(date)} = ${date}`)
    .join('; ');
  const clubs = (await tools.clubs()).map((club) => club.name).join('; ');
  return [
    'You are the Nightlist concierge, for guests choosing where to go out. Answer in two to four short sentences.',
    `Answer in the language of the guest’s last question (English or Spanish); it reads as ${language === 'es' ? 'Spanish' : 'English'}.`,
    'Use the tools for every fact: lists, closing times, spots left, party sizes, tables and prices, deposits and cancellation, cashback, addresses, concierge numbers, the guest’s own balance and passes. Comparisons (cheapest, highest, latest) come computed from the tools: never work them out yourself.',
    'State only clubs, times, amounts, percents, phone numbers and links the tools returned. Each result has `say`: sentences in the guest’s language you may use as they are; when it is an object (lists, spots, clubWords, partyLimit; address, concierge; balance, passes), use the parts the question asks about.',
    'Quote a club’s own words (clubWords, clubTerms) as its words, in quotation marks.',
    'When the data cannot tell (music, the line, how busy it is), call not_in_data and say so plainly in one sentence, offering the club’s concierge. Never guess.',
    'A club the tools cannot find: say so plainly and offer the nearest name they give.',
    'To take the guest to a form, call open_join_form or open_booking_form; nothing is sent until the guest taps.',
    `Tonight is ${tonight} (until 06:00 the night before is still tonight). The coming nights: ${week}.`,
    'This weekend means Friday to Sunday. Closing times 00:00-05:59 are after midnight.',
    `The visitor is looking at the ${gender === 'male' ? 'MEN lists (gender male)' : 'LADIES lists (gender female)'} unless they ask otherwise.`,
    `The clubs on Nightlist: ${clubs}.`,
    tools.userId
      ? 'The guest is signed in: my_account gives their own balance and passes.'
      : 'The guest is not signed in: my_account tells them to sign in.',
  ].join('\n');
}

/** The cards: the clubs the reply names, per night, from the tools' cards; else the last call's. */
function cardsFor(reply: string, parts: Part[]): AssistantNight[] {
  const named = new Map<string, ClubView[]>();
  for (const night of parts.flatMap((part) => part.nights)) {
    const clubs = named.get(night.date) ?? [];
    for (const club of night.clubs)
      if (mentions(reply, club.name) && !clubs.some((c) => c.id === club.id)) clubs.push(club);
    if (clubs.length > 0) named.set(night.date, clubs.slice(0, MAX_CLUBS_SHOWN));
  }
  if (named.size > 0) return [...named].map(([date, clubs]) => ({ date, clubs }));
  const last = parts.findLast((part) => part.nights.length > 0);
  return last?.nights ?? [];
}

function linksFor(parts: Part[]): AssistantLink[] {
  const links = parts.flatMap((part) => part.links ?? []);
  return links.filter((link, i) => links.findIndex((l) => l.href === link.href) === i);
}
