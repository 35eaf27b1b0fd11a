import { isDeepStrictEqual } from 'node:util';
import type { ClubInputParsed } from '../../shared/api/admin/clubs-schema.ts';
import { compareClubs } from '../../shared/clubs.ts';
import { WEEKDAYS } from '../../shared/dates.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { AppError } from '../http/errors.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { CLUB_FIELD_LABELS, CLUBS_ADMIN_MESSAGES as M } from './clubs-admin-messages.ts';
import {
  type ClubRow,
  findAllClubs,
  findClubForUpdate,
  findClubsByIds,
  insertClubRow,
  setSortOrders,
  updateClubRow,
} from './clubs-repository.ts';

type Deps = Pick<StaffDeps, 'db' | 'clock'>;

const notFound = () => new AppError(404, 'club_not_found', M.clubNotFound);

/** Every club in listing order (SPEC §5: sortOrder ascending, missing last, then name). */
export async function listAllClubs(deps: Pick<StaffDeps, 'db'>): Promise<ClubRow[]> {
  return (await findAllClubs(deps.db)).sort(compareClubs);
}

/** Active days are stored in week order, so the same days never read as a change. */
function normalized(input: ClubInputParsed): ClubInputParsed {
  const activeDays = [...input.activeDays].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
  return { ...input, activeDays };
}

export async function createClub(deps: Deps, actor: UserRow, input: ClubInputParsed): Promise<ClubRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const club = await insertClubRow(tx, normalized(input), now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'club.create',
        targetType: 'club',
        targetId: club.id,
        clubId: club.id,
        summary: `Created ${club.name}${club.visible ? '' : ' (hidden)'}`,
        details: { club: normalized(input) },
      },
      now,
    );
    return club;
  });
}

type Changes = Record<string, { before: unknown; after: unknown }>;

function changedFields(before: ClubRow, after: ClubInputParsed): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(after)) {
    const old = before[field as keyof ClubRow];
    if (!isDeepStrictEqual(old, value)) changes[field] = { before: old, after: value };
  }
  return changes;
}

/** "Hid Neon Room", "Renamed Neon to Neon Room", "Changed address, maps link of Neon Room". */
export function describeClubChanges(before: ClubRow, after: ClubInputParsed, changes: Changes): string {
  const parts: string[] = [];
  if (changes.name) parts.push(`Renamed ${before.name} to ${after.name}`);
  if (changes.visible) parts.push(`${after.visible ? 'Showed' : 'Hid'} ${after.name}`);
  const others = Object.keys(changes).filter((field) => field !== 'name' && field !== 'visible');
  if (others.length > 0)
    parts.push(
      `Changed ${others.map((field) => CLUB_FIELD_LABELS[field] ?? field).join(', ')} of ${after.name}`,
    );
  return parts.join('; ');
}

/**
 * Replaces every field of a club. Reservations already made keep their own snapshot of the table
 * type and cashback, so editing tables or the cashback % never changes a booking.
 */
export async function updateClub(
  deps: Deps,
  actor: UserRow,
  id: string,
  input: ClubInputParsed,
  { mayReorder }: { mayReorder: boolean },
): Promise<ClubRow> {
  const now = deps.clock();
  const values = normalized(input);
  return deps.db.transaction(async (tx) => {
    const before = await findClubForUpdate(tx, id);
    if (!before) throw notFound();
    // The city listing's order is the platform's: a venue's manager cannot move their club up it.
    if (!mayReorder && values.sortOrder !== before.sortOrder)
      throw new AppError(403, 'forbidden', M.orderIsPlatforms);
    const changes = changedFields(before, values);
    // Saving an unchanged form is not an action: nothing to write, nothing to log.
    if (Object.keys(changes).length === 0) return before;
    const club = await updateClubRow(tx, id, values, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'club.update',
        targetType: 'club',
        targetId: id,
        clubId: id,
        summary: describeClubChanges(before, values, changes),
        details: { changes },
      },
      now,
    );
    return club;
  });
}

/** The listed clubs get sortOrder 10, 20, 30, ... in the given order; others keep theirs. */
export async function reorderClubs(deps: Deps, actor: UserRow, ids: string[]): Promise<ClubRow[]> {
  const repeated = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  if (repeated.length > 0) throw new AppError(400, 'repeated_ids', M.repeatedIds(repeated));
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const found = await findClubsByIds(tx, ids);
    const known = new Map(found.map((club) => [club.id, club]));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new AppError(400, 'unknown_clubs', M.unknownIds(unknown));
    await setSortOrders(tx, ids, now);
    const order = ids.map((id, index) => ({
      id,
      name: known.get(id)!.name,
      before: known.get(id)!.sortOrder,
      after: (index + 1) * 10,
    }));
    await recordAudit(
      tx,
      actor,
      {
        action: 'club.reorder',
        targetType: 'club',
        // The listing order is the platform's: no one venue's.
        clubId: null,
        summary: `Reordered ${ids.length} ${ids.length === 1 ? 'club' : 'clubs'}: ${order
          .slice(0, 5)
          .map((club) => club.name)
          .join(', ')}${ids.length > 5 ? ', ...' : ''}`,
        details: { order },
      },
      now,
    );
  });
  return listAllClubs(deps);
}
