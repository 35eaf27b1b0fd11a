import type { StaffRole } from '../../../shared/api/admin/staff-schema.ts';
import { adminPhoneVariants, formatPhoneNumber } from '../../../shared/phone.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { StaffDeps } from '../../auth/staff-deps.ts';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../../profile/users-repository.ts';
import {
  countAdminsOtherThan,
  deleteStaff,
  findListed,
  findStaff,
  findUsersByPhone,
  insertStaff,
  lockStaffLists,
  type StaffRow,
} from './staff-repository.ts';

type Deps = Pick<StaffDeps, 'db' | 'clock'>;

const LIST_NAMES: Record<StaffRole, string> = { admin: 'admins', door: 'door staff' };

export const STAFF_MESSAGES = {
  notListed: (phone: string, role: StaffRole) =>
    `${formatPhoneNumber(phone)} is not on the ${LIST_NAMES[role]} list.`,
  removeSelf: 'You cannot remove your own number from the admins. Ask another admin to do it.',
  lastAdmin:
    'This is the last admin number: add another admin before removing it, or nobody can manage the site.',
};

export interface StaffMemberView {
  phoneNumber: string;
  name: string | null;
  addedAt: string;
}

/** Both lists, each number with the name of the profile signed in with it (or its +1 variant). */
export async function listStaff(deps: Pick<StaffDeps, 'db'>) {
  const [admins, door] = await Promise.all([findStaff(deps.db, 'admin'), findStaff(deps.db, 'door')]);
  const variants = [...admins, ...door].flatMap((row) => adminPhoneVariants(row.phoneNumber));
  const names = new Map<string, string>();
  for (const user of await findUsersByPhone(deps.db, [...new Set(variants)])) {
    const name = `${user.firstName} ${user.lastName}`.trim();
    if (name) names.set(user.phoneNumber, name);
  }
  const view = (row: StaffRow): StaffMemberView => {
    const [own, other] = adminPhoneVariants(row.phoneNumber);
    return {
      phoneNumber: row.phoneNumber,
      name: names.get(own) ?? names.get(other) ?? null,
      addedAt: row.createdAt.toISOString(),
    };
  };
  return { admins: admins.map(view), door: door.map(view) };
}

/** The listed entry for a number (or its +1 variant), as the lists show it. */
export async function findStaffMember(
  deps: Pick<StaffDeps, 'db'>,
  role: StaffRole,
  phoneNumber: string,
): Promise<StaffMemberView> {
  const lists = await listStaff(deps);
  const variants = adminPhoneVariants(phoneNumber);
  const member = lists[role === 'admin' ? 'admins' : 'door'].find((row) =>
    variants.includes(row.phoneNumber),
  );
  if (!member) throw new AppError(404, 'staff_not_found', STAFF_MESSAGES.notListed(phoneNumber, role));
  return member;
}

/** Adds a number to a list; false when it (or its +1 variant) was already there. */
export async function addStaff(
  deps: Deps,
  actor: UserRow,
  role: StaffRole,
  phoneNumber: string,
): Promise<boolean> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await lockStaffLists(tx);
    if ((await findListed(tx, role, adminPhoneVariants(phoneNumber))).length > 0) return false;
    await insertStaff(tx, role, phoneNumber, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'staff.add',
        targetType: 'staff',
        targetId: phoneNumber,
        clubId: null,
        summary: `Added ${formatPhoneNumber(phoneNumber)} to the ${LIST_NAMES[role]}`,
        details: { role, phoneNumber },
      },
      now,
    );
    return true;
  });
}

/**
 * Takes a number (and its +1 variant, which grants the same role) off a list. The role is read on
 * every request, so it is gone from the next one. An admin keeps their own number, and the last
 * admin stays: both would lock the panel.
 */
export async function removeStaff(
  deps: Deps,
  actor: UserRow,
  role: StaffRole,
  phoneNumber: string,
): Promise<void> {
  const now = deps.clock();
  const variants = adminPhoneVariants(phoneNumber);
  await deps.db.transaction(async (tx) => {
    await lockStaffLists(tx);
    if ((await findListed(tx, role, variants)).length === 0)
      throw new AppError(404, 'staff_not_found', STAFF_MESSAGES.notListed(phoneNumber, role));
    if (role === 'admin') {
      if (adminPhoneVariants(actor.phoneNumber).some((own) => variants.includes(own)))
        throw new AppError(409, 'cannot_remove_self', STAFF_MESSAGES.removeSelf);
      if ((await countAdminsOtherThan(tx, variants)) === 0)
        throw new AppError(409, 'last_admin', STAFF_MESSAGES.lastAdmin);
    }
    const removed = await deleteStaff(tx, role, variants);
    await recordAudit(
      tx,
      actor,
      {
        action: 'staff.remove',
        targetType: 'staff',
        targetId: phoneNumber,
        clubId: null,
        summary: `Removed ${formatPhoneNumber(phoneNumber)} from the ${LIST_NAMES[role]}`,
        details: { role, phoneNumber, removed },
      },
      now,
    );
  });
}
