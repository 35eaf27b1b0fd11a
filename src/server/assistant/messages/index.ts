import type { AssistantLanguage } from '../../../shared/api/assistant-schema.ts';
import { en, type MessageId } from './en.ts';
import { es } from './es.ts';

export type { MessageId } from './en.ts';
export type Params = Record<string, string | number>;

const CATALOGS: Record<AssistantLanguage, Record<MessageId, string>> = { en, es };

/** The sentence `id` in `language`, with its `{placeholders}` filled in. */
export function say(language: AssistantLanguage, id: MessageId, params: Params = {}): string {
  return CATALOGS[language][id].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A `.one` / `.other` pair by count. */
export function sayCount(
  language: AssistantLanguage,
  base: string,
  count: number,
  params: Params = {},
): string {
  return say(language, `${base}.${count === 1 ? 'one' : 'other'}` as MessageId, { count, ...params });
}
