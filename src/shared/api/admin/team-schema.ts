/**
 * Venues and their teams. Platform admins create venues, give them clubs and appoint managers;
 * a manager adds and removes the team (managers, door staff, promoters) of the clubs they run.
 */
import { z } from 'zod';
import { CLUB_ROLES } from '../../roles.ts';
import { checkName } from '../common-schema.ts';
import { phoneNumberInputSchema } from './staff-schema.ts';

/** Team members listed at most (a venue's team is tens of people; a city's, thousands). */
export const TEAM_LIST_MAX = 1000;

const clubRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const venueSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  clubs: z.array(clubRefSchema),
});
export type Venue = z.infer<typeof venueSchema>;

export const teamScopeSchema = z.object({
  kind: z.enum(['venue', 'club']),
  id: z.uuid(),
  name: z.string(),
});

export const teamMemberSchema = z.object({
  id: z.uuid(),
  phoneNumber: z.string(),
  /** The profile with that number, once someone has signed in with it. */
  name: z.string().nullable(),
  role: z.enum(CLUB_ROLES),
  /** A role at a venue covers every club it runs, later ones too. */
  scope: teamScopeSchema,
  addedAt: z.iso.datetime(),
  /** A promoter's: guests (people) they may add by name and phone per night at each club. */
  guestAllowance: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `GET /api/admin/team`: the venues and clubs the caller runs, and their teams. */
export const teamResponseSchema = z.object({
  venues: z.array(venueSchema),
  /** Clubs the caller runs that belong to no venue (admins only: a manager's clubs have one). */
  clubs: z.array(clubRefSchema),
  members: z.array(teamMemberSchema).max(TEAM_LIST_MAX),
  /** More members exist than were listed. */
  truncated: z.boolean(),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** `POST /api/admin/team` (201; 200 when the number already holds that role there). */
export const addTeamMemberBodySchema = z
  .object({
    phoneNumber: phoneNumberInputSchema,
    role: z.enum(CLUB_ROLES, { error: 'must be manager, door or promoter' }),
    venueId: z.uuid({ error: 'must be a venue id' }).optional(),
    clubId: z.uuid({ error: 'must be a club id' }).optional(),
  })
  .refine((body) => (body.venueId === undefined) !== (body.clubId === undefined), {
    error: 'Give either venueId (every club of the venue) or clubId (one club), not both',
    path: ['clubId'],
  });

/** `POST /api/admin/venues` and `PUT /api/admin/venues/{id}` (platform admins). */
export const venueInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'A venue needs a name' })
    .max(80, { error: 'must be at most 80 characters' })
    .superRefine(checkName),
  /** The clubs it runs; a club moves from any venue it belonged to. */
  clubIds: z.array(z.uuid({ error: 'must be club ids' })).max(200),
});
export type VenueInput = z.infer<typeof venueInputSchema>;

/** `PUT /api/admin/team/{id}`: a promoter's allowance of guests added by name per night. */
export const updateTeamMemberBodySchema = z.object({
  guestAllowance: z
    .number()
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'cannot be negative' })
    .max(1000, { error: 'must be at most 1000 guests a night' }),
});
