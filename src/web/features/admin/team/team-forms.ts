import {
  addTeamMemberBodySchema,
  updateTeamMemberBodySchema,
  venueInputSchema,
} from '../../../../shared/api/admin/team-schema.ts';
import type { ClubRole } from '../../../../shared/roles.ts';
import { formSchema } from '../../../components/form/form-schema.ts';
import { allowanceProblem, type PlaceOption } from './team-groups.ts';

/** ADD TO TEAM as typed: the number, the role, and where (a place option's value). */
export interface AddTeamMemberValues {
  phoneNumber: string;
  role: ClubRole;
  where: string;
}

/** The request for the typed values: the place option's venue or club. */
export function addTeamMemberBody(values: AddTeamMemberValues, places: readonly PlaceOption[]) {
  const place = places.find((option) => option.value === values.where)?.place;
  return { phoneNumber: values.phoneNumber, role: values.role, ...place };
}

/** A blank number asks for one; then the API's schema, whose phone check says what is wrong with it. */
export function addTeamMemberSchema(places: readonly PlaceOption[]) {
  return formSchema<AddTeamMemberValues>({
    api: addTeamMemberBodySchema,
    toBody: (values) => addTeamMemberBody(values, places),
    checks: (values) =>
      values.phoneNumber.trim() === '' ? { phoneNumber: 'Type the number they will sign in with.' } : {},
    // The place is picked from a list of the caller's own: a refusal of it is the form's to say.
    fieldOf: (path) => (path === 'phoneNumber' || path === 'role' ? path : null),
  });
}

/** GUESTS A NIGHT as typed. */
export interface AllowanceValues {
  guestAllowance: string;
}

export const allowanceSchema = formSchema<AllowanceValues>({
  api: updateTeamMemberBodySchema,
  toBody: (values) => ({ guestAllowance: Number(values.guestAllowance.trim()) }),
  checks: (values) => ({ guestAllowance: allowanceProblem(values.guestAllowance) ?? undefined }),
});

/** NEW VENUE / EDIT as typed: the name, and the ids of the clubs ticked. */
export interface VenueValues {
  name: string;
  clubIds: string[];
}

export const venueSchema = formSchema<VenueValues>({
  api: venueInputSchema,
  toBody: (values) => values,
  // The name's own words, before the API's (which says the same, without the full stop).
  checks: (values) => ({ name: values.name.trim() === '' ? 'A venue needs a name.' : undefined }),
});
