/**
 * A venue's care of a guest (docs/decisions/041): tags, dated notes with their author, a ban, and
 * what the door and the night list read of them. Routes under
 * `/api/admin/clubs/{clubId}/guests/{userId}/…`: the club names the venue (its tags, notes and bans
 * hold at every club of it).
 */
import { z } from 'zod';
import { unstorableCharacter, unstorableMessage } from '../storable-text.ts';
import { checkName, isoDateSchema } from './common-schema.ts';

export const GUEST_TAG_KINDS = ['vip', 'birthday', 'industry', 'custom'] as const;
export type GuestTagKind = (typeof GUEST_TAG_KINDS)[number];

export const GUEST_CARE_LIMITS = {
  /** Tags on one guest at one venue. */
  tags: 12,
  /** A venue's own tag's word. */
  label: 24,
  note: 500,
  /** What the door reads of the latest note. */
  shortNote: 80,
  reason: 300,
  notesPage: 20,
  /** "Nth visit" counts up to this many earlier nights, then says "100th+". */
  visits: 100,
} as const;

/** Regulars (decision 041): at least this many nights arrived in the last REGULAR_DAYS days. */
export const REGULAR_VISITS = 3;
export const REGULAR_DAYS = 90;

const storable = (value: string, ctx: z.RefinementCtx) => {
  const bad = unstorableCharacter(value);
  if (bad) ctx.addIssue({ code: 'custom', message: unstorableMessage(bad) });
};

/** "MM-DD": a birthday's month and day (no year: nobody's age is kept). */
export const monthDaySchema = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'must be a month and day written as MM-DD' })
  .refine((value) => !['02-30', '02-31', '04-31', '06-31', '09-31', '11-31'].includes(value), {
    error: 'must be a real day of the year',
  });

export const guestTagSchema = z.object({
  kind: z.enum(GUEST_TAG_KINDS),
  /** The venue's own word (`custom`); '' for the others. */
  label: z.string(),
  /** A birthday's "MM-DD"; null for the other kinds. */
  birthday: z.string().nullable(),
});
export type GuestTag = z.infer<typeof guestTagSchema>;

export const guestTagInputSchema = z
  .object({
    kind: z.enum(GUEST_TAG_KINDS),
    label: z
      .string()
      .trim()
      .max(GUEST_CARE_LIMITS.label, { error: `must be at most ${GUEST_CARE_LIMITS.label} characters` })
      .superRefine(checkName)
      .optional(),
    birthday: monthDaySchema.optional(),
  })
  .superRefine((tag, ctx) => {
    if (tag.kind === 'custom' && !tag.label)
      ctx.addIssue({ code: 'custom', path: ['label'], message: 'Type the tag’s word' });
    if (tag.kind === 'birthday' && !tag.birthday)
      ctx.addIssue({ code: 'custom', path: ['birthday'], message: 'Pick the birthday’s month and day' });
  });
export type GuestTagInput = z.input<typeof guestTagInputSchema>;

/** `PUT …/care/tags`: the guest's whole set of tags at the venue (the editor sends all of them). */
export const putGuestTagsBodySchema = z.object({
  tags: z
    .array(guestTagInputSchema)
    .max(GUEST_CARE_LIMITS.tags, { error: `A guest may carry at most ${GUEST_CARE_LIMITS.tags} tags` }),
});
export type PutGuestTagsBody = z.input<typeof putGuestTagsBodySchema>;

export const guestNoteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  at: z.iso.datetime(),
  /** The author's name (their number's last 4 when they have none); null when they were removed. */
  author: z.string().nullable(),
});
export type GuestNote = z.infer<typeof guestNoteSchema>;

export const guestNotesPageSchema = z.object({
  notes: z.array(guestNoteSchema).max(GUEST_CARE_LIMITS.notesPage),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type GuestNotesPage = z.infer<typeof guestNotesPageSchema>;

/** `GET …/care/notes?before=`: older notes, newest first. */
export const guestNotesQuerySchema = z.object({ before: z.iso.datetime({ offset: true }).optional() });

/** `POST …/care/notes`. */
export const postGuestNoteBodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { error: 'Write the note' })
    .max(GUEST_CARE_LIMITS.note, { error: `must be at most ${GUEST_CARE_LIMITS.note} characters` })
    .superRefine(storable),
});

export const guestBanSchema = z.object({
  reason: z.string(),
  /** The last night the ban holds; null until lifted. */
  lastNight: z.string().nullable(),
  at: z.iso.datetime(),
  by: z.string().nullable(),
});
export type GuestBan = z.infer<typeof guestBanSchema>;

/** `PUT …/care/ban`: bans the guest's number from every club of the venue. */
export const putGuestBanBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Say why: the team reads it at the door' })
    .max(GUEST_CARE_LIMITS.reason, { error: `must be at most ${GUEST_CARE_LIMITS.reason} characters` })
    .superRefine(storable),
  lastNight: isoDateSchema.nullable().optional(),
});
export type PutGuestBanBody = z.input<typeof putGuestBanBodySchema>;

/** `GET …/care`: what the venue keeps on the guest. */
export const guestCareSchema = z.object({
  guest: z.object({ id: z.uuid(), name: z.string() }),
  venue: z.object({ id: z.uuid(), name: z.string() }),
  tags: z.array(guestTagSchema).max(GUEST_CARE_LIMITS.tags),
  notes: guestNotesPageSchema,
  /** The standing ban, if any. */
  ban: guestBanSchema.nullable(),
  /** Nights the guest arrived at the venue's clubs (up to GUEST_CARE_LIMITS.visits). */
  visits: z.number().int(),
  /** Venue-wide managers and admins ban and lift; a one-club manager reads (decision 041). */
  mayBan: z.boolean(),
});
export type GuestCare = z.infer<typeof guestCareSchema>;

/** What the door and the night list read of a guest: never spend, never the whole notes. */
export const guestRecognitionSchema = z.object({
  tags: z.array(guestTagSchema).max(GUEST_CARE_LIMITS.tags),
  /** The latest note, cut to GUEST_CARE_LIMITS.shortNote characters; null for none. */
  note: z.string().nullable(),
  /** This night is their Nth arrival at the venue (earlier nights + 1, up to 101). */
  visit: z.number().int(),
  /** No earlier arrival at the venue's clubs. */
  firstTime: z.boolean(),
  /** REGULAR_VISITS or more nights arrived in the REGULAR_DAYS days before this one. */
  regular: z.boolean(),
  /** A birthday tag whose month-day is this night's. */
  birthdayTonight: z.boolean(),
});
export type GuestRecognition = z.infer<typeof guestRecognitionSchema>;
