import type OpenAI from 'openai';
import type {
  ChatCompletionMessage,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { Logger } from 'pino';
import type {
  AssistantMessage,
  AssistantNight,
  AssistantResponse,
} from '../../shared/api/assistant-schema.ts';
import type { ClubView } from '../../shared/api/clubs-schema.ts';
import {
  DEFAULT_GENDER,
  EVENT_TYPE_FILTERS,
  type EventTypeFilter,
  GENDERS,
  type Gender,
} from '../../shared/clubs.ts';
import { addDays, type IsoDate, isIsoDate } from '../../shared/dates.ts';
import { formatNight } from './answer-text.ts';
import type { AssistantTools } from './assistant-tools.ts';
import { mentions, timesIn, ungrounded } from './grounding.ts';

type Answer = Omit<AssistantResponse, 'engine' | 'language' | 'party' | 'action' | 'links'>;

export interface ModelSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  logger: Logger;
  /** Per request to the endpoint (each attempt). */
  timeoutMs?: number;
}

const MAX_ROUNDS = 5;
/**
 * One retry (after the SDK's backoff, on a lost connection, 408, 409, 429 or 5xx): a visitor is
 * waiting, and the built-in engine answers when the endpoint stays unavailable.
 */
const MAX_RETRIES = 1;
const TIMEOUT_MS = 20_000;

const TOOL_DEFINITIONS: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'list_clubs',
      description:
        'The clubs with a guestlist on one night for one gender, exactly as the app lists them, with each list’s closing time (HH:MM club time; 00:00-05:59 is after midnight) and state.',
      parameters: {
        type: 'object',
        properties: {
          date: { type: 'string', description: 'The night, YYYY-MM-DD' },
          gender: {
            type: 'string',
            enum: [...GENDERS],
            description: 'female = ladies list, male = men list',
          },
          type: {
            type: 'string',
            enum: [...EVENT_TYPE_FILTERS],
            description: 'Event type; all when not asked',
          },
        },
        required: ['date', 'gender', 'type'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'club_details',
      description:
        'One club on one night: whether it has a ladies or men list then, when each closes, the address.',
      parameters: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'The club name as the visitor wrote it' },
          date: { type: 'string', description: 'The night, YYYY-MM-DD' },
        },
        required: ['name', 'date'],
        additionalProperties: false,
      },
    },
  },
];

/** What the tools returned during one answer: the only facts the reply may state. */
class Evidence {
  readonly nights = new Map<IsoDate, Map<string, ClubView>>();
  readonly times = new Set<string>();
  lastListed: { date: IsoDate; gender: Gender; clubs: ClubView[] } | undefined;
  gender: Gender | undefined;
  calls = 0;

  add(date: IsoDate, clubs: ClubView[]) {
    const night = this.nights.get(date) ?? new Map<string, ClubView>();
    for (const club of clubs) {
      night.set(club.id, club);
      for (const gender of GENDERS) {
        const option = club.guestlistOptions[gender];
        if (option.enabled) this.times.add(option.closesAt);
        for (const time of timesIn(option.details)) this.times.add(time);
      }
    }
    this.nights.set(date, night);
  }

  clubNames(): string[] {
    return [...this.nights.values()].flatMap((night) => [...night.values()].map((club) => club.name));
  }
}

/**
 * Offers the assistant's tools to an OpenAI-compatible chat-completions endpoint and returns its
 * answer when every club and time in it came from the tools; null otherwise (the caller then
 * answers with the built-in engine).
 */
export async function answerWithModel(
  messages: AssistantMessage[],
  tools: AssistantTools,
  settings: ModelSettings,
  viewGender: Gender | undefined,
): Promise<Answer | null> {
  const evidence = new Evidence();
  const chat: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(tools, viewGender) },
    ...messages.map((m) => ({ role: m.role, content: m.content })),
  ];
  try {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const message = await complete(chat, settings);
      if (message.tool_calls && message.tool_calls.length > 0) {
        chat.push({ role: 'assistant', content: message.content ?? null, tool_calls: message.tool_calls });
        for (const call of message.tool_calls) {
          const result =
            call.type === 'function'
              ? await runTool(call.function.name, call.function.arguments, tools, evidence)
              : { error: `no tool named ${call.custom.name}` };
          chat.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
        }
        continue;
      }
      const reply = (message.content ?? '').trim();
      if (!reply || evidence.calls === 0) return null;
      const known = await tools.allClubNames();
      const problem = ungrounded(
        reply,
        { clubNames: evidence.clubNames(), times: [...evidence.times] },
        known,
      );
      if (problem) {
        settings.logger.warn(
          { problem },
          'assistant model reply not grounded in its tools; answering built-in',
        );
        return null;
      }
      return {
        reply,
        gender: evidence.gender ?? viewGender ?? DEFAULT_GENDER,
        nights: cardsFor(reply, evidence),
        suggestions: [],
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

function systemPrompt(tools: AssistantTools, gender: Gender | undefined): string {
  const tonight = tools.tonight();
  const week = Array.from({ length: 8 }, (_, i) => addDays(tonight, i))
    .map((date) => `${formatNight(date)} = ${date}`)
    .join('; ');
  return [
    'You are the Nightlist concierge, for club-goers choosing where to go out. Answer in two or three short sentences.',
    'State only clubs, lists and closing times that the tools returned; if the tools return nothing, say nothing matches. Never guess.',
    `Tonight is ${tonight} (until 06:00 the night before is still tonight). The coming nights: ${week}.`,
    'This weekend means Friday to Sunday. Closing times 00:00-05:59 are after midnight.',
    `The visitor is looking at the ${gender === 'male' ? 'men' : 'ladies'} lists unless they ask otherwise.`,
  ].join('\n');
}

async function runTool(name: string, rawArguments: string, tools: AssistantTools, evidence: Evidence) {
  let args: Record<string, unknown>;
  try {
    args = JSON.parse(rawArguments || '{}');
  } catch {
    return { error: 'arguments must be a JSON object' };
  }
  const date = String(args.date ?? '');
  if (!isIsoDate(date)) return { error: 'date must be a real date written as YYYY-MM-DD' };
  evidence.calls++;
  if (name === 'list_clubs') {
    const gender = (GENDERS as readonly string[]).includes(String(args.gender))
      ? (args.gender as Gender)
      : null;
    const type = (EVENT_TYPE_FILTERS as readonly string[]).includes(String(args.type ?? 'all'))
      ? ((args.type ?? 'all') as EventTypeFilter)
      : null;
    if (!gender) return { error: `gender must be one of: ${GENDERS.join(', ')}` };
    if (!type) return { error: `type must be one of: ${EVENT_TYPE_FILTERS.join(', ')}` };
    const clubs = await tools.listClubs(date, gender, type);
    evidence.add(date, clubs);
    evidence.lastListed = { date, gender, clubs };
    evidence.gender = gender;
    return { date, weekday: formatNight(date), gender, type, clubs: clubs.map(toolView) };
  }
  if (name === 'club_details') {
    const details = await tools.clubDetails(String(args.name ?? ''), date);
    if (!details) return { found: false, message: 'No club by that name.' };
    const listed = details.listed.female || details.listed.male;
    if (listed) evidence.add(date, [details.club]);
    else evidence.nights.set(date, evidence.nights.get(date) ?? new Map());
    return {
      found: true,
      date,
      weekday: formatNight(date),
      name: details.club.name,
      hasGuestlistThisNight: details.listed,
      ...(listed
        ? { club: toolView(details.club) }
        : { message: `${details.club.name} has no guestlist that night.` }),
    };
  }
  return { error: `no tool named ${name}` };
}

function toolView(club: ClubView) {
  const option = (gender: Gender) => {
    const o = club.guestlistOptions[gender];
    return o.enabled ? { closesAt: o.closesAt, state: o.state, details: o.details } : { enabled: false };
  };
  return {
    name: club.name,
    eventType: club.eventType,
    address: club.address,
    tablesBookable: club.reservationsEnabled,
    ladiesList: option('female'),
    menList: option('male'),
  };
}

/** The cards: the returned clubs the reply names, per night; else the last listing the model read. */
function cardsFor(reply: string, evidence: Evidence): AssistantNight[] {
  const named: AssistantNight[] = [];
  for (const [date, night] of evidence.nights) {
    const clubs = [...night.values()].filter((club) => mentions(reply, club.name));
    if (clubs.length > 0) named.push({ date, clubs });
  }
  if (named.length > 0) return named;
  const last = evidence.lastListed;
  return last && last.clubs.length > 0 ? [{ date: last.date, clubs: last.clubs }] : [];
}
