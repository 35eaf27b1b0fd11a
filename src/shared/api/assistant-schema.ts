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

/** The languages the concierge answers in: the question's own, else the app's. */
export const ASSISTANT_LANGUAGES = ['en', 'es'] as const;
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number];

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
  language: z
    .enum(ASSISTANT_LANGUAGES, { error: `must be one of: ${ASSISTANT_LANGUAGES.join(', ')}` })
    .optional()
    .describe('The app’s language; a question written in another supported language is answered in that.'),
});
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

export const assistantNightSchema = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  clubs: z.array(clubViewSchema),
});
export type AssistantNight = z.infer<typeof assistantNightSchema>;

/** A party by list: how many ladies and how many men (the member counted in). */
export const assistantPartySchema = z.object({
  female: z.number().int().min(0),
  male: z.number().int().min(0),
});
export type AssistantParty = z.infer<typeof assistantPartySchema>;

/**
 * What the member asked the concierge to do ("put me on the list at Neon Room Saturday, 2 ladies"):
 * the app opens that form filled in (signing in first when needed). Nothing is sent until the member taps.
 */
export const assistantActionSchema = z.object({
  kind: z.enum(['join', 'book']),
  clubId: z.uuid(),
  clubName: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  /** The list the join form opens on. */
  gender: z.enum(GENDERS),
  party: assistantPartySchema,
  /** For `book`: the table type asked about, when one was. */
  tableTypeId: z.string().nullable(),
});
export type AssistantAction = z.infer<typeof assistantActionSchema>;

/** A link the reply points to: a club's map, its concierge's phone for a call or a text. */
export const assistantLinkSchema = z.object({
  kind: z.enum(['map', 'call', 'text']),
  label: z.string(),
  href: z.string(),
});
export type AssistantLink = z.infer<typeof assistantLinkSchema>;

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
  /** The language the reply (and the suggestions) are written in. */
  language: z.enum(ASSISTANT_LANGUAGES),
  /** The party the question asked about: JOIN and BOOK on the cards open with it filled in. */
  party: assistantPartySchema.nullable(),
  /** The form the member asked to be taken to, filled in; null when the question asked for none. */
  action: assistantActionSchema.nullable(),
  /** Map and concierge links the reply speaks of, shown as buttons under it. */
  links: z.array(assistantLinkSchema),
});
export type AssistantResponse = z.infer<typeof assistantResponseSchema>;
