/**
 * How a pass and the door name the promoter a party came with: the same words on both, so what
 * the guest was promised is what the door reads.
 */
export function cameWithName(
  promoter: { firstName: string; lastName: string } | null | undefined,
): string | null {
  if (!promoter) return null;
  return `${promoter.firstName} ${promoter.lastName}`.trim() || 'A promoter';
}
