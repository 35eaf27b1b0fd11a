import type { Gender } from '../../../shared/clubs.ts';

export interface Party {
  ladies: number;
  men: number;
}

export const partySize = (party: Party) => party.ladies + party.men;

/** The member comes too: a party starts as one person of the member's gender. */
export function initialParty(gender: Gender): Party {
  return gender === 'female' ? { ladies: 1, men: 0 } : { ladies: 0, men: 1 };
}

export interface StepperLimits {
  min: number;
  max: number;
}

/**
 * How far one stepper may go: at least the member in their own gender, never past the club's
 * maximum for the whole party, and zero for a gender whose list the club has not enabled.
 */
export function stepperLimits(
  party: Party,
  side: keyof Party,
  memberGender: Gender,
  maxPartySize: number,
  enabled: boolean,
): StepperLimits {
  const memberSide: keyof Party = memberGender === 'female' ? 'ladies' : 'men';
  const min = side === memberSide ? 1 : 0;
  if (!enabled) return { min, max: min };
  const others = partySize(party) - party[side];
  return { min, max: Math.max(min, maxPartySize - others) };
}

const clamp = (value: number, { min, max }: StepperLimits) => Math.min(max, Math.max(min, value));

/**
 * The party a prefilled link asks for (the concierge's "2 ladies"), made one the steppers allow: the
 * member's own side first (at least the member), then the other side within what is left of the
 * club's maximum, and nobody on a list that is not open. A count the link leaves out starts as usual.
 */
export function prefilledParty(
  requested: Partial<Party>,
  memberGender: Gender,
  maxPartySize: number,
  isOpen: (gender: Gender) => boolean,
): Party {
  const start = initialParty(memberGender);
  const otherGender: Gender = memberGender === 'female' ? 'male' : 'female';
  const own: keyof Party = memberGender === 'female' ? 'ladies' : 'men';
  const other: keyof Party = own === 'ladies' ? 'men' : 'ladies';
  const withCounts = (ownCount: number, otherCount: number): Party =>
    own === 'ladies' ? { ladies: ownCount, men: otherCount } : { ladies: otherCount, men: ownCount };
  const limits = (party: Party, side: keyof Party, gender: Gender) =>
    stepperLimits(party, side, memberGender, maxPartySize, isOpen(gender));
  const ownCount = clamp(requested[own] ?? start[own], limits(withCounts(0, 0), own, memberGender));
  const otherCount = clamp(
    requested[other] ?? start[other],
    limits(withCounts(ownCount, 0), other, otherGender),
  );
  return withCounts(ownCount, otherCount);
}

/** Guest names are for the people besides the member; blank fields are simply left out. */
export function guestNamesToSend(names: readonly string[], party: Party): string[] {
  return names
    .map((name) => name.trim())
    .filter(Boolean)
    .slice(0, Math.max(0, partySize(party) - 1));
}

export function describeParty({ ladies, men }: Party): string {
  const parts = [];
  if (ladies > 0) parts.push(`${ladies} ${ladies === 1 ? 'lady' : 'ladies'}`);
  if (men > 0) parts.push(`${men} ${men === 1 ? 'man' : 'men'}`);
  return parts.join(' + ');
}

export const FEW_SPOTS = 10;

export type SpotsNote = 'full' | 'few' | 'over' | null;

/** What to say about capacity for one gender of the party; null spots = no limit. */
export function spotsNote(spotsLeft: number | null, wanted: number): SpotsNote {
  if (spotsLeft === null || wanted === 0) return null;
  if (spotsLeft <= 0) return 'full';
  if (wanted > spotsLeft) return 'over';
  if (spotsLeft <= FEW_SPOTS) return 'few';
  return null;
}
