import type {
  AssistantAction,
  AssistantLink,
  AssistantMessage,
  AssistantNight,
  AssistantParty,
  AssistantResponse,
} from '../../../shared/api/assistant-schema.ts';
import { DEFAULT_GENDER, GENDERS, type Gender } from '../../../shared/clubs.ts';
import { isIsoDate } from '../../../shared/dates.ts';

export interface Turn {
  id: number;
  message: AssistantMessage;
  /** The concierge's answer, with its cards. */
  answer?: AssistantResponse;
}

// The conversation survives a trip to sign in and back (the JOIN journey), and to a form the
// concierge opened, within the tab.
const STORAGE_KEY = 'assistantConversation';
const KEPT_TURNS = 20;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isGender = (value: unknown): value is Gender => (GENDERS as readonly unknown[]).includes(value);
const isText = (value: unknown): value is string => typeof value === 'string';

function readParty(value: unknown): AssistantParty | null {
  if (!isObject(value) || !isCount(value.female) || !isCount(value.male)) return null;
  return { female: value.female, male: value.male };
}

function readAction(value: unknown): AssistantAction | null {
  if (!isObject(value)) return null;
  const { kind, clubId, clubName, date, gender } = value;
  const party = readParty(value.party);
  if (kind !== 'join' && kind !== 'book') return null;
  if (!isText(clubId) || !isText(clubName) || !isText(date) || !isIsoDate(date)) return null;
  if (!isGender(gender) || !party) return null;
  const tableTypeId = isText(value.tableTypeId) ? value.tableTypeId : null;
  return { kind, clubId, clubName, date, gender, party, tableTypeId };
}

function readLinks(value: unknown): AssistantLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((link: unknown) =>
    isObject(link) &&
    (link.kind === 'map' || link.kind === 'call' || link.kind === 'text') &&
    isText(link.label) &&
    isText(link.href)
      ? [{ kind: link.kind, label: link.label, href: link.href }]
      : [],
  );
}

function readNights(value: unknown): AssistantNight[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (night: unknown): night is AssistantNight =>
      isObject(night) && isText(night.date) && Array.isArray(night.clubs),
  );
}

/**
 * An answer as this version of the page reads it, from the server or from storage: a turn stored by an
 * older version lacks the fields added since (language, party, action, links), and reads as having none.
 */
export function readAnswer(value: unknown, reply: string): AssistantResponse | undefined {
  if (!isObject(value)) return undefined;
  return {
    reply: isText(value.reply) ? value.reply : reply,
    engine: value.engine === 'model' ? 'model' : 'built-in',
    gender: isGender(value.gender) ? value.gender : DEFAULT_GENDER,
    nights: readNights(value.nights),
    suggestions: Array.isArray(value.suggestions) ? value.suggestions.filter(isText) : [],
    language: value.language === 'es' ? 'es' : 'en',
    party: readParty(value.party),
    action: readAction(value.action),
    links: readLinks(value.links),
  };
}

/** The turns kept in storage, each read defensively; anything unreadable is left out. */
export function readTurns(raw: string | null): Turn[] {
  let stored: unknown;
  try {
    stored = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((turn: unknown, index): Turn[] => {
    if (!isObject(turn) || !isObject(turn.message)) return [];
    const { role, content } = turn.message;
    if ((role !== 'user' && role !== 'assistant') || !isText(content) || !content.trim()) return [];
    const id = typeof turn.id === 'number' ? turn.id : index;
    const answer = role === 'assistant' ? readAnswer(turn.answer, content) : undefined;
    return [{ id, message: { role, content }, ...(answer ? { answer } : {}) }];
  });
}

export function loadTurns(): Turn[] {
  try {
    return readTurns(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

export function saveTurns(turns: Turn[]): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(turns.slice(-KEPT_TURNS)));
  } catch {
    // Storage may be unavailable (private browsing): the conversation then lives in memory only.
  }
}
