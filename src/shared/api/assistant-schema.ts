import { z } from 'zod';
import { GENDERS } from '../clubs.ts';
import { clubViewSchema } from './clubs-schema.ts';

/** The longest question the assistant reads; longer ones are refused with a message, not cut. */
export const ASSISTANT_MAX_MESSAGE_LENGTH = 500;
/** The most turns of a conversation sent back with each question. */
export const ASSISTANT_MAX_MESSAGES = 20;

export const assistantMessageSchema = z.object({
  role: z.enum(['user', 'assistant'], { error: 'must be "user" or "assistant"' }),
  content: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'is empty: type a question' })
    .max(ASSISTANT_MAX_MESSAGE_LENGTH, {
      error: `is longer than ${ASSISTANT_MAX_MESSAGE_LENGTH} characters: ask a shorter question`,
    }),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

/** `POST /api/assistant`: the conversation so far, the newest question last. */
export const assistantRequestSchema = z.object({
  messages: z
    .array(assistantMessageSchema, { error: 'must be a list of messages' })
    .min(1, { error: 'must hold at least one question' })
    .max(ASSISTANT_MAX_MESSAGES, {
      error: `holds more than ${ASSISTANT_MAX_MESSAGES} messages: start a new conversation`,
    })
    .refine((messages) => messages.at(-1)?.role === 'user', {
      error: 'must end with the question (a message with role "user")',
    }),
  gender: z
    .enum(GENDERS, { error: `must be one of: ${GENDERS.join(', ')}` })
    .optional()
    .describe('The LADIES / MEN view the visitor is in; the question can override it.'),
});
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

export const assistantNightSchema = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  clubs: z.array(clubViewSchema),
});
export type AssistantNight = z.infer<typeof assistantNightSchema>;

export const assistantResponseSchema = z.object({
  reply: z.string(),
  /** Which engine answered: the built-in one, or the configured model checked against the tools. */
  engine: z.enum(['built-in', 'model']),
  /** The view the cards are shown in (their JOIN buttons act on this gender's list). */
  gender: z.enum(GENDERS),
  /** The clubs the answer is about, per night, exactly as the home page lists them. */
  nights: z.array(assistantNightSchema),
  /** Follow-up questions to offer as chips. */
  suggestions: z.array(z.string()),
});
export type AssistantResponse = z.infer<typeof assistantResponseSchema>;
