/**
 * Tags, notes and bans on a guest's profile (issue 36, items 2 and 3): the guest-care branch fills
 * this in. Until then it renders nothing.
 */
export function GuestCarePanel(_props: { userId: string }) {
  // The guest-care branch fills it.
  return null;
}
