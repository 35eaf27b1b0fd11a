export const TEAM_MESSAGES = {
  venueNotFound: 'No such venue among yours. It may have been removed: reload the list.',
  roleNotFound: 'This person no longer holds this role. Reload the team list.',
  removeOwnManager:
    'You cannot remove your own manager role: ask another manager of the venue, or a platform admin.',
  allowanceForPromoters: 'Only promoters add guests by name: this person holds another role.',
  venueNameTaken: (name: string) => `A venue named “${name}” already exists. Pick another name.`,
  unknownClubs: (ids: string[]) => `No club has the id ${ids.join(', ')}. Reload the clubs list.`,
} as const;

export const ROLE_NAMES = { manager: 'manager', door: 'door staff', promoter: 'promoter' } as const;
