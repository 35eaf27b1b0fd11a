import { describe, expect, it } from 'vitest';
import type { TeamMember, TeamResponse } from '../../../../shared/api/admin/team-schema.ts';
import { allowanceProblem, allowanceText, groupTeam, placeOptions } from './team-groups.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const venue = { id: id(1), name: 'Harbour Group', clubs: [{ id: id(11), name: 'Aurora Rooftop' }] };
const loose = { id: id(21), name: 'Basement' };

function member(n: number, patch: Partial<TeamMember>): TeamMember {
  return {
    id: id(100 + n),
    phoneNumber: `+1212555${String(n).padStart(4, '0')}`,
    name: null,
    role: 'door',
    scope: { kind: 'venue', id: venue.id, name: venue.name },
    addedAt: '2026-01-01T00:00:00.000Z',
    guestAllowance: 0,
    ...patch,
  };
}

const team = (members: TeamMember[], extra: Partial<TeamResponse> = {}): TeamResponse => ({
  venues: [venue],
  clubs: [loose],
  members,
  truncated: false,
  ...extra,
});

describe('groupTeam', () => {
  it('puts each person under their venue or club, managers first and signed-up people before numbers', () => {
    const groups = groupTeam(
      team([
        member(1, { role: 'promoter', name: 'Zoe' }),
        member(2, { role: 'door' }),
        member(3, { role: 'door', name: 'Bo' }),
        member(4, { role: 'manager', name: 'Mia' }),
        member(5, { role: 'door', scope: { kind: 'club', id: id(11), name: 'Aurora Rooftop' } }),
        member(6, { role: 'manager', scope: { kind: 'club', id: loose.id, name: loose.name } }),
      ]),
      [{ id: id(11), name: 'Aurora Rooftop' }, loose],
    );
    expect(groups.map((g) => [g.venue?.name ?? null, g.clubs.map((c) => c.name)])).toEqual([
      ['Harbour Group', ['Aurora Rooftop']],
      [null, ['Basement']],
    ]);
    const [harbour, others] = groups;
    expect(harbour!.crews.map((c) => [c.kind, c.name, c.members.map((m) => m.id)])).toEqual([
      ['venue', 'Harbour Group', [id(104), id(103), id(102), id(101)]],
      ['club', 'Aurora Rooftop', [id(105)]],
    ]);
    expect(others!.crews.map((c) => c.members.map((m) => m.id))).toEqual([[id(106)]]);
  });

  it("lists a manager's own clubs that sit in a venue they do not run whole, and no empty group", () => {
    const club = { id: id(11), name: 'Aurora Rooftop' };
    const groups = groupTeam(team([], { venues: [], clubs: [] }), [club]);
    expect(groups).toEqual([{ key: 'other-clubs', venue: null, clubs: [club], crews: [] }]);
    expect(groupTeam(team([], { venues: [], clubs: [] }), [])).toEqual([]);
  });

  it('still shows people at a place the lists no longer name', () => {
    const groups = groupTeam(
      team([member(1, { scope: { kind: 'club', id: id(31), name: 'Gone Club' } })], {
        venues: [],
        clubs: [],
      }),
      [],
    );
    expect(groups[0]!.clubs).toEqual([{ id: id(31), name: 'Gone Club' }]);
    expect(groups[0]!.crews[0]!.members).toHaveLength(1);
  });
});

describe('placeOptions', () => {
  it('offers each venue as a whole, then its clubs, then the clubs outside venues', () => {
    const options = placeOptions(groupTeam(team([]), [loose]));
    expect(options.map(({ value, label, nested }) => [value, label, nested])).toEqual([
      [`venue:${id(1)}`, 'All clubs of Harbour Group', false],
      [`club:${id(11)}`, 'Aurora Rooftop', true],
      [`club:${id(21)}`, 'Basement', false],
    ]);
    expect(options[0]!.place).toEqual({ venueId: id(1) });
    expect(options[1]!.place).toEqual({ clubId: id(11) });
  });
});

describe("a promoter's allowance", () => {
  it('reads as a sentence', () => {
    expect(allowanceText(10)).toBe('Can add 10 guests a night');
    expect(allowanceText(1)).toBe('Can add 1 guest a night');
    expect(allowanceText(0)).toBe('Can add no guests by name');
  });

  it('takes a whole number from 0 to 1000', () => {
    expect(allowanceProblem(' 12 ')).toBeNull();
    expect(allowanceProblem('0')).toBeNull();
    expect(allowanceProblem('1000')).toBeNull();
    expect(allowanceProblem('')).toBe('Type a number of guests: 0 for none.');
    expect(allowanceProblem('2.5')).toBe('Type a whole number of guests, e.g. 10.');
    expect(allowanceProblem('-1')).toBe('Type a whole number of guests, e.g. 10.');
    expect(allowanceProblem('1001')).toBe('At most 1000 guests a night.');
  });
});
