import type { TeamMember, TeamResponse } from '../../../../shared/api/admin/team-schema.ts';
import { CLUB_ROLES, type ClubRole } from '../../../../shared/roles.ts';
import type { TeamPlace } from '../api/update-team.ts';

export interface ClubRef {
  id: string;
  name: string;
}

/** The people who hold roles at one place: every club of a venue, or one club. */
export interface TeamCrew {
  key: string;
  kind: 'venue' | 'club';
  /** The club's name; for a venue's crew, the venue's. */
  name: string;
  members: TeamMember[];
}

/** A venue with its clubs and crews, or (venue null) the caller's clubs outside any venue they run whole. */
export interface TeamGroup {
  key: string;
  venue: ClubRef | null;
  clubs: ClubRef[];
  /** The venue's crew first, then each club's in the order of `clubs`; only those with members. */
  crews: TeamCrew[];
}

/** How the page names each role, on its chip and in the add dialog. */
export const ROLE_TEXT: Record<ClubRole, { label: string; chip: string; hint: string }> = {
  manager: {
    label: 'Manager',
    chip: 'MANAGER',
    hint: 'Runs the admin panel there: guestlists, dates, clubs and this team.',
  },
  door: { label: 'Door staff', chip: 'DOOR', hint: 'Checks guests in with the door scanner.' },
  promoter: { label: 'Promoter', chip: 'PROMOTER', hint: 'Brings guests in with their own promoter links.' },
};

const byRoleThenName = (a: TeamMember, b: TeamMember) =>
  CLUB_ROLES.indexOf(a.role) - CLUB_ROLES.indexOf(b.role) ||
  // People who have not signed up yet (no name) come after those who have.
  Number(a.name === null) - Number(b.name === null) ||
  (a.name ?? '').localeCompare(b.name ?? '') ||
  a.phoneNumber.localeCompare(b.phoneNumber);

/**
 * The team as the page shows it: each venue with its clubs, then the caller's other clubs (`myClubs`,
 * the admin clubs list: for a platform admin, the clubs with no venue), each with the people who
 * hold a role there, managers first.
 */
export function groupTeam(team: TeamResponse, myClubs: readonly ClubRef[]): TeamGroup[] {
  const venues: TeamGroup[] = team.venues.map((venue) => ({
    key: `venue:${venue.id}`,
    venue: { id: venue.id, name: venue.name },
    clubs: venue.clubs,
    crews: [],
  }));
  const inVenue = new Set(team.venues.flatMap((venue) => venue.clubs.map((club) => club.id)));
  const others: TeamGroup = { key: 'other-clubs', venue: null, clubs: [], crews: [] };
  for (const club of [...team.clubs, ...myClubs])
    if (!inVenue.has(club.id) && !others.clubs.some((known) => known.id === club.id))
      others.clubs.push({ id: club.id, name: club.name });

  const crews = new Map<string, TeamCrew>();
  for (const member of team.members) {
    const key = `${member.scope.kind}:${member.scope.id}`;
    let crew = crews.get(key);
    if (!crew) {
      crew = { key, kind: member.scope.kind, name: member.scope.name, members: [] };
      crews.set(key, crew);
    }
    crew.members.push(member);
  }
  for (const crew of crews.values()) crew.members.sort(byRoleThenName);

  const groups = [...venues, others];
  // A place the lists above do not name (it changed meanwhile) still shows its people.
  for (const crew of crews.values()) {
    if (crew.kind === 'venue' && !venues.some((group) => group.key === crew.key))
      groups.splice(groups.length - 1, 0, {
        key: crew.key,
        venue: { id: crew.key.slice('venue:'.length), name: crew.name },
        clubs: [],
        crews: [],
      });
    if (crew.kind === 'club') {
      const id = crew.key.slice('club:'.length);
      if (!groups.some((group) => group.clubs.some((club) => club.id === id)))
        others.clubs.push({ id, name: crew.name });
    }
  }
  for (const group of groups) {
    const venueCrew = crews.get(group.key);
    group.crews = [
      ...(group.venue && venueCrew ? [venueCrew] : []),
      ...group.clubs.flatMap((club) => {
        const crew = crews.get(`club:${club.id}`);
        return crew ? [crew] : [];
      }),
    ];
  }
  return groups.filter((group) => group.venue !== null || group.clubs.length > 0);
}

/** One choice of the add dialog's "Where": a whole venue, or one club (of a venue, or not). */
export interface PlaceOption {
  value: string;
  label: string;
  place: TeamPlace;
  /** A club listed under its venue's "All clubs of" choice. */
  nested: boolean;
}

export function placeValue(place: TeamPlace): string {
  return 'venueId' in place ? `venue:${place.venueId}` : `club:${place.clubId}`;
}

/** Every place the caller may give a role at, venue by venue. */
export function placeOptions(groups: readonly TeamGroup[]): PlaceOption[] {
  return groups.flatMap((group) => [
    ...(group.venue
      ? [
          {
            value: `venue:${group.venue.id}`,
            label: `All clubs of ${group.venue.name}`,
            place: { venueId: group.venue.id },
            nested: false,
          },
        ]
      : []),
    ...group.clubs.map((club) => ({
      value: `club:${club.id}`,
      label: club.name,
      place: { clubId: club.id },
      nested: group.venue !== null,
    })),
  ]);
}

/** `Can add 10 guests a night`: a promoter's allowance of guests added by name. */
export function allowanceText(allowance: number): string {
  if (allowance === 0) return 'Can add no guests by name';
  return `Can add ${allowance} ${allowance === 1 ? 'guest' : 'guests'} a night`;
}

/** The most guests a night the server accepts for an allowance. */
export const ALLOWANCE_MAX = 1000;

/** What is wrong with a typed allowance, or null when it can be sent (limits said like the server). */
export function allowanceProblem(typed: string): string | null {
  const value = typed.trim();
  if (value === '') return 'Type a number of guests: 0 for none.';
  if (!/^\d+$/.test(value)) return 'Type a whole number of guests, e.g. 10.';
  if (Number(value) > ALLOWANCE_MAX) return `At most ${ALLOWANCE_MAX} guests a night.`;
  return null;
}
