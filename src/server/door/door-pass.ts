import type { DoorCheckIn, DoorPass } from '../../shared/api/door-schema.ts';
import { cameWithName } from '../../shared/came-with.ts';
import { formatMoney } from '../../shared/money.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import type { PassKind } from '../db/schema.ts';
import { entryTerms, MINIMUM_AGE } from '../guestlist/entry-terms.ts';
import type { EntryRow } from '../guestlist/guestlist-repository.ts';
import type { ReservationRow } from '../reservations/reservations-repository.ts';
import type { CheckInWithStaff, HolderRow } from './door-repository.ts';

/** A pass as the door sees it, whichever kind, before counting arrivals. */
export interface PassRecord {
  kind: PassKind;
  id: string;
  club: ClubRow;
  holder: HolderRow;
  date: string;
  entry: EntryRow | null;
  reservation: ReservationRow | null;
  waitlistPosition: number | null;
  /** The promoter credited with the party, if any. */
  promoter: { firstName: string; lastName: string } | null;
  /** Places held by the party's claimed guest passes not yet in (decision 039): not the leader's to use. */
  held: number;
}

export function partySizeOf(pass: PassRecord): number {
  if (pass.entry) return pass.entry.ladies + pass.entry.men;
  return pass.reservation!.partySize;
}

export function statusOf(pass: PassRecord): string {
  return pass.entry ? pass.entry.status : pass.reservation!.status;
}

function reservationTerms(reservation: ReservationRow): string[] {
  const terms: string[] = [];
  const table = reservation.tableType;
  if (table)
    terms.push(
      table.minimumSpendCents > 0
        ? `${table.name}: minimum spend ${formatMoney(table.minimumSpendCents, { short: true })}`
        : `${table.name}`,
    );
  terms.push(`Arrival ${reservation.arrivalTime} (club time)`);
  terms.push(`Party of ${reservation.partySize}`);
  if (reservation.notes.trim()) terms.push(`Notes: ${reservation.notes.trim()}`);
  terms.push(`Bring a valid photo ID (${MINIMUM_AGE}+)`);
  return terms;
}

function termsOf(pass: PassRecord): string[] {
  if (!pass.entry) return reservationTerms(pass.reservation!);
  return entryTerms({
    ...pass.entry,
    waitlistPosition: pass.waitlistPosition,
    timeZone: pass.club.timeZone,
    options: pass.club.guestlistOptions,
  });
}

export function toDoorPass(pass: PassRecord, arrived: number): DoorPass {
  const size = partySizeOf(pass);
  return {
    id: pass.id,
    kind: pass.kind,
    clubId: pass.club.id,
    clubName: pass.club.name,
    date: pass.date,
    holderName: `${pass.holder.firstName} ${pass.holder.lastName}`.trim() || 'Guest',
    phoneLast4: pass.holder.phoneNumber.slice(-4),
    ladies: pass.entry?.ladies ?? 0,
    men: pass.entry?.men ?? 0,
    partySize: size,
    guestNames: pass.entry?.guestNames ?? [],
    status: statusOf(pass),
    table: pass.reservation?.tableType?.name ?? null,
    arrivalTime: pass.reservation?.arrivalTime ?? null,
    arrived,
    remaining: Math.max(0, size - pass.held - arrived),
    terms: termsOf(pass),
    cameWith: cameWithName(pass.promoter),
  };
}

export function toDoorCheckIn({ checkIn, staffName }: CheckInWithStaff): DoorCheckIn {
  return {
    id: checkIn.id,
    people: checkIn.people,
    at: checkIn.checkedInAt.toISOString(),
    by: staffName,
  };
}

/** Who the pass itself may still admit: the party, less who is in and the places guest passes hold. */
export const openPlacesOf = (pass: PassRecord, arrived: number) => partySizeOf(pass) - pass.held - arrived;

export const arrivedIn = (history: CheckInWithStaff[]) =>
  history.reduce((sum, { checkIn }) => sum + checkIn.people, 0);
