import { describe, expect, test } from 'vitest';
import { addTeamMemberSchema, allowanceSchema, venueSchema } from './team-forms.ts';
import type { PlaceOption } from './team-groups.ts';

const places: PlaceOption[] = [
  {
    value: 'venue:5b0a3c8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
    label: 'All clubs of Neon Group',
    place: { venueId: '5b0a3c8e-1f2d-4c3b-9a8e-7d6c5b4a3f21' },
    nested: false,
  },
];
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('the team forms', () => {
  test('ADD TO TEAM: a blank number asks for one; a wrong one says why, in the API’s words', () => {
    const schema = addTeamMemberSchema(places);
    const where = places[0]!.value;
    expect(messages(schema.safeParse({ phoneNumber: ' ', role: 'door', where }))).toEqual({
      phoneNumber: 'Type the number they will sign in with.',
    });
    expect(Object.keys(messages(schema.safeParse({ phoneNumber: '123', role: 'door', where })))).toEqual([
      'phoneNumber',
    ]);
    expect(messages(schema.safeParse({ phoneNumber: '(212) 555-0142', role: 'promoter', where }))).toEqual(
      {},
    );
  });

  test('GUESTS A NIGHT: what is typed first, then the API’s limit', () => {
    expect(messages(allowanceSchema.safeParse({ guestAllowance: 'ten' }))).toEqual({
      guestAllowance: 'Type a whole number of guests, e.g. 10.',
    });
    expect(messages(allowanceSchema.safeParse({ guestAllowance: '12' }))).toEqual({});
  });

  test('A venue: a name, without stray characters', () => {
    expect(messages(venueSchema.safeParse({ name: ' ', clubIds: [] }))).toEqual({
      name: 'A venue needs a name.',
    });
    expect(Object.keys(messages(venueSchema.safeParse({ name: 'Neon\tGroup', clubIds: [] })))).toEqual([
      'name',
    ]);
  });
});
