import type { Roles } from './api/auth-schema.ts';

/** Roles a venue hands out, at one of its clubs or at all of them. */
export const CLUB_ROLES = ['manager', 'door', 'promoter'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

// No zod here: the web app's first screen imports this (the session's signed-out state).

export const NO_ROLES: Roles = {
  admin: false,
  door: false,
  manager: false,
  promoter: false,
  doorEverywhere: false,
  clubs: { manager: [], door: [], promoter: [] },
  venues: [],
};

/** What a person may do at a club: run it (the admin panel), work its door, or promote it. */
export type ClubAction = 'manage' | 'door' | 'promote';

/**
 * The clubs where `roles` may do `action`: 'all' for every club, present and future, else their
 * ids. Admins manage and work the door everywhere, as does the door staff list at the door;
 * a venue's managers may also work its door. Nobody promotes by rank: only a promoter role does.
 */
export function clubsWhere(roles: Roles, action: ClubAction): 'all' | readonly string[] {
  switch (action) {
    case 'manage':
      return roles.admin ? 'all' : roles.clubs.manager;
    case 'door':
      if (roles.admin || roles.doorEverywhere) return 'all';
      return [...new Set([...roles.clubs.door, ...roles.clubs.manager])];
    case 'promote':
      return roles.clubs.promoter;
  }
}

export function mayAt(roles: Roles, action: ClubAction, clubId: string): boolean {
  const clubs = clubsWhere(roles, action);
  return clubs === 'all' || clubs.includes(clubId);
}
