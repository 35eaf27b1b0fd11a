import type { AssistantLanguage } from '../../shared/api/assistant-schema.ts';

/**
 * The language the member chose for the app, or undefined while the app has no such setting (it has
 * none yet: only the concierge speaks Spanish so far). The concierge is sent it with each question
 * and answers in it unless the question is written in another language it speaks; without it, the
 * question's own language decides. When the app gets a language setting, return it here.
 */
export function useAppLanguage(): AssistantLanguage | undefined {
  return undefined;
}
