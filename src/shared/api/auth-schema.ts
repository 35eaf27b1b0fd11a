import { z } from 'zod';
import { CODE_LENGTH } from '../auth-messages.ts';
import { NO_ROLES } from '../roles.ts';
import { checkName } from './common-schema.ts';

export const PERSISTENCE_TYPES = ['local', 'session'] as const;
export type Persistence = (typeof PERSISTENCE_TYPES)[number];

export const notificationPreferencesSchema = z.object({ email: z.boolean(), sms: z.boolean() });

/** SPEC §3 user profile as the API returns it (`uid` is the user id). */
export const profileSchema = z.object({
  uid: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  instagram: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  notificationPreferences: notificationPreferencesSchema,
  termsAccepted: z.boolean(),
  termsAcceptedAt: z.iso.datetime().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The clubs a venue role covers: every club of the venue that holds it, or the one club it names. */
export const clubRoleClubsSchema = z.object({
  manager: z.array(z.uuid()),
  door: z.array(z.uuid()),
  promoter: z.array(z.uuid()),
});

export const rolesSchema = z.object({
  /** A platform admin: every club, and the platform's own settings (venues, notice, admin list). */
  admin: z.boolean(),
  /** May use /scan and the door API for some club: admins, door staff and venue managers. */
  door: z.boolean(),
  /** Runs the admin panel for the clubs in `clubs.manager`. */
  manager: z.boolean(),
  /** Has promoter links at the clubs in `clubs.promoter`. */
  promoter: z.boolean(),
  /** On the door staff list (DOOR_PHONES): the scanner at every club. */
  doorEverywhere: z.boolean(),
  clubs: clubRoleClubsSchema,
  /** Venues the person manages as a whole (a manager role at the venue, not at one club). */
  venues: z.array(z.uuid()),
});
export type Roles = z.infer<typeof rolesSchema>;

/** `GET /api/auth/session`, and the answer to a successful code confirmation. */
export const sessionResponseSchema = z.object({
  user: z.object({ uid: z.uuid(), phoneNumber: z.string() }).nullable(),
  profile: profileSchema.nullable(),
  roles: rolesSchema,
  completionRequired: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const SIGNED_OUT: SessionResponse = {
  user: null,
  profile: null,
  roles: NO_ROLES,
  completionRequired: false,
};

/** `GET /api/auth/challenge?phoneNumber=…`: the number the code is for sets how hard the check is. */
export const challengeQuerySchema = z.object({
  phoneNumber: z.string().max(40, { error: 'must be at most 40 characters' }).optional(),
});

/** `GET /api/auth/challenge`: an ALTCHA proof-of-work challenge for the send-code step. */
export const altchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

export const sendCodeBodySchema = z.object({
  phoneNumber: z.string().max(32, { error: 'is too long for a phone number' }),
  /** The base64 ALTCHA solution payload; a missing one is refused as captcha-check-failed. */
  altcha: z.string().max(4096).default(''),
});
export const sendCodeResponseSchema = z.object({
  phoneNumber: z.string().describe('The number the code was sent to, normalised'),
  verificationId: z
    .string()
    .describe('Names this code: the check must send it back, so only whoever asked for a code can try it'),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int().describe('Wait this long before asking for another code'),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

const VERIFICATION_ID_NEEDED = 'must be the verificationId that send-code answered with: ask for a new code';

export const verifyCodeBodySchema = z.object({
  phoneNumber: z.string().max(32),
  verificationId: z
    .string({ error: VERIFICATION_ID_NEEDED })
    .min(1, { error: VERIFICATION_ID_NEEDED })
    .max(64, { error: VERIFICATION_ID_NEEDED }),
  // Checked in the service so that a missing or blank code maps to SPEC's missing-verification-code.
  code: z
    .string()
    .max(CODE_LENGTH * 4)
    .default(''),
  persistence: z.enum(PERSISTENCE_TYPES).default('local'),
});

export const PROFILE_MODES = ['sign-up', 'edit'] as const;
export const updateProfileBodySchema = z.object({
  mode: z.enum(PROFILE_MODES),
  firstName: z.string().max(100).superRefine(checkName),
  lastName: z.string().max(100).superRefine(checkName),
  email: z.string().max(254),
  instagram: z.string().max(100).superRefine(checkName),
  notificationPreferences: notificationPreferencesSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
