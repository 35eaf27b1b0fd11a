/** The site notice until an admin edits it (SPEC §1's offline banner). No imports: the home page loads it. */
export const DEFAULT_SITE_NOTICE = {
  enabled: true,
  text: 'The site is temporarily offline for backend upgrades.',
} as const;
