import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/audit-repository.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { type ClubImageRow, variantKey } from './club-image-view.ts';
import {
  deleteClubImage,
  findClubImage,
  findClubName,
  lockClub,
  upsertClubImage,
} from './club-images-repository.ts';
import { IMAGE_MESSAGES as M } from './image-messages.ts';
import { processClubImage } from './image-processing.ts';
import type { ImageStorage } from './image-storage.ts';

export interface ClubImagesDeps {
  db: Database;
  clock: () => Date;
  storage: ImageStorage;
  logger: Logger;
}

const keysOf = (row: ClubImageRow | null) => row?.variants.map((variant) => variant.key) ?? [];

/** Files a replaced photo no longer needs; a failure leaves orphans behind, never a broken card. */
async function deleteQuietly(deps: ClubImagesDeps, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await deps.storage.delete(keys);
  } catch (error) {
    deps.logger.warn({ err: error, keys }, 'Could not delete replaced club image files');
  }
}

/**
 * Sets (or replaces) a club's photo: checks and resizes it, stores the variants under a new version,
 * records it with an audit entry, then deletes the previous version's files.
 */
export async function setClubImage(
  deps: ClubImagesDeps,
  actor: UserRow,
  clubId: string,
  input: Buffer,
): Promise<ClubImageRow> {
  // Checked first, so a wrong id costs no image processing.
  if ((await findClubName(deps.db, clubId)) === null)
    throw new AppError(404, 'club_not_found', M.clubNotFound);
  const processed = await processClubImage(input);
  const version = randomBytes(6).toString('hex');
  const variants = processed.variants.map((variant) => ({
    width: variant.width,
    height: variant.height,
    format: 'webp',
    key: variantKey(clubId, version, variant.width),
    bytes: variant.bytes.length,
  }));
  await Promise.all(
    processed.variants.map((variant, i) => deps.storage.put(variants[i]!.key, variant.bytes, 'image/webp')),
  );

  const now = deps.clock();
  let previous: ClubImageRow | null = null;
  let saved: ClubImageRow;
  try {
    saved = await deps.db.transaction(async (tx) => {
      const name = await lockClub(tx, clubId);
      if (name === null) throw new AppError(404, 'club_not_found', M.clubNotFound);
      previous = await findClubImage(tx, clubId);
      const row = {
        clubId,
        version,
        width: processed.width,
        height: processed.height,
        variants,
        updatedAt: now,
        updatedBy: actor.id,
      };
      await upsertClubImage(tx, row);
      await auditPhoto(tx, actor, clubId, now, `${previous ? 'Replaced' : 'Added'} the photo of ${name}`, {
        version,
        width: processed.width,
        height: processed.height,
        bytes: input.length,
      });
      return row;
    });
  } catch (error) {
    await deleteQuietly(
      deps,
      variants.map((variant) => variant.key),
    );
    throw error;
  }
  await deleteQuietly(deps, keysOf(previous));
  return saved;
}

/** The audit entry of a change to a club's photo, in the transaction that makes it. */
function auditPhoto(
  tx: Database,
  actor: UserRow,
  clubId: string,
  now: Date,
  summary: string,
  details: Record<string, unknown>,
): Promise<void> {
  return recordAudit(
    tx,
    actor,
    { action: 'club.image', targetType: 'club', targetId: clubId, clubId, summary, details },
    now,
  );
}

/** Removes a club's photo (the cards go back to the plain design) and deletes its files. */
export async function removeClubImage(deps: ClubImagesDeps, actor: UserRow, clubId: string): Promise<void> {
  const now = deps.clock();
  const removed = await deps.db.transaction(async (tx) => {
    const name = await lockClub(tx, clubId);
    if (name === null) throw new AppError(404, 'club_not_found', M.clubNotFound);
    const current = await findClubImage(tx, clubId);
    if (!current) throw new AppError(404, 'image_not_found', M.noImage);
    await deleteClubImage(tx, clubId);
    await auditPhoto(tx, actor, clubId, now, `Removed the photo of ${name}`, {
      removedVersion: current.version,
    });
    return current;
  });
  await deleteQuietly(deps, keysOf(removed));
}
