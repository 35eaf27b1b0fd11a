// Your data (decision 042): the archive a member downloads, and deleting the account.
import { z } from 'zod';

export const archiveStatusSchema = z.object({
  status: z.enum(['none', 'preparing', 'ready', 'failed']),
  requestedAt: z.iso.datetime().nullable(),
  readyAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  /** The archive's size in bytes, once ready. */
  bytes: z.number().int().nullable(),
  /** When the member may ask again (one archive a day); null: now. */
  nextRequestAt: z.iso.datetime().nullable(),
});
export type ArchiveStatusResponse = z.infer<typeof archiveStatusSchema>;

const countAndCents = z.object({ count: z.number().int(), cents: z.number().int() });

/** What deleting the account does to the member's money and places, in figures. */
export const leavingFiguresSchema = z.object({
  cashbackForfeitedCents: z.number().int(),
  heldReleased: countAndCents,
  paidRefunded: countAndCents,
  /** Tables past the club's cancellation cut-off: its terms keep the deposit. */
  keptByTerms: countAndCents,
  placesFreed: z.object({ nights: z.number().int(), people: z.number().int() }),
});
export type LeavingFiguresResponse = z.infer<typeof leavingFiguresSchema>;

export const deleteCodeResponseSchema = z.object({
  verificationId: z.string(),
  expiresInSeconds: z.number().int(),
});

export const deleteAccountBodySchema = z.object({
  verificationId: z.string().min(1).max(100),
  code: z.string().min(1).max(20),
});
