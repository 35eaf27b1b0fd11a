/**
 * `POST /api/door/releases`: a guestlist party that arrived smaller gives back the places of the
 * guests who are not coming (issue 33, decision 037). The places go to the waitlist at once.
 */
import { z } from 'zod';
import { isoDateSchema } from './common-schema.ts';
import { checkInResultSchema } from './door-schema.ts';

const count = z
  .number()
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be 0 or more' })
  .max(100, { error: 'must be at most 100' });

export const releaseBodySchema = z
  .object({
    clubId: z.uuid({ error: 'must be the club this door is working' }),
    date: isoDateSchema.describe('The night this door is working'),
    passId: z.uuid({ error: 'must be the pass on screen' }),
    passKind: z.literal('guestlist', {
      error: 'only a guestlist party frees places: a table’s places are not the list’s',
    }),
    ladies: count.describe('Ladies of the party who are not coming'),
    men: count.describe('Men of the party who are not coming'),
  })
  .refine((body) => body.ladies + body.men >= 1, {
    error: 'Say how many of the party are not coming (at least 1)',
    path: ['ladies'],
  });
export type ReleaseBody = z.input<typeof releaseBodySchema>;

/** The pass as the door sees it now, and what happened to the places it gave back. */
export const releaseResultSchema = checkInResultSchema.extend({
  released: z.object({
    ladies: z.number().int(),
    men: z.number().int(),
    /** How the club hands freed places on (decision 037). */
    waitlistMode: z.enum(['offer', 'immediate']),
    /** Waiting parties offered (offer mode) or confirmed (immediate mode) by this release. */
    handedOn: z.number().int(),
  }),
});
export type ReleaseResult = z.infer<typeof releaseResultSchema>;
