/**
 * The admin panel's API for staff (admin and door numbers) and the audit log.
 * Like every `/api/admin/*` route, these answer 401 when signed out and 403 for
 * anyone who is not an admin.
 */
import { z } from 'zod';
import { normalizePhoneNumber } from '../../phone.ts';
import { isoInstantSchema } from '../common-schema.ts';

/** A phone number as typed (spaces, dashes, a missing +1), normalised; a clear error when it is not one. */
export const phoneNumberInputSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const normalized = normalizePhoneNumber(value);
    if (!normalized.ok) {
      ctx.addIssue({ code: 'custom', message: normalized.error });
      return z.NEVER;
    }
    return normalized.phoneNumber;
  });

export const STAFF_ROLES = ['admin', 'door'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffMemberSchema = z.object({
  phoneNumber: z.string(),
  /** The profile with that number, when someone has signed in with it. */
  name: z.string().nullable(),
  addedAt: z.iso.datetime(),
});
/** `GET /api/admin/staff`. */
export const staffResponseSchema = z.object({
  admins: z.array(staffMemberSchema),
  door: z.array(staffMemberSchema),
});
/**
 * `POST /api/admin/staff` (201; 200 when already listed) adds a number to a list;
 * `DELETE /api/admin/staff/{role}/{phoneNumber}` removes it (204). An admin cannot remove their own
 * number nor the last admin (409, saying so).
 */
export const addStaffBodySchema = z.object({
  role: z.enum(STAFF_ROLES, { error: 'must be admin or door' }),
  phoneNumber: phoneNumberInputSchema,
});
export const staffParamsSchema = z.object({ role: z.enum(STAFF_ROLES), phoneNumber: z.string().max(32) });

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actor: z.object({ name: z.string(), phoneNumber: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
/** `GET /api/admin/audit?before=&limit=`: newest first; pass `nextBefore` as `before` for more. */
export const auditQuerySchema = z.object({
  before: isoInstantSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextBefore: z.iso.datetime().nullable(),
});
