import type { GuestPass } from '../../shared/api/guest-pass-schema.ts';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import type { Reservation } from '../../shared/api/reservation-schema.ts';
import { closesNextDay, nightEndInstant } from '../../shared/closing-time.ts';
import { nightLabel } from '../../shared/dates.ts';
import { formatMoney } from '../../shared/money.ts';
import { nameOnOneLine } from '../../shared/storable-text.ts';
import { formatClubTime, zonedTimeToInstant } from '../../shared/time-zone.ts';
import type { Database } from '../db/client.ts';
import type { WalletPassKind } from '../db/schema.ts';
import { findCheckIns } from '../door/door-repository.ts';
import { toGuestlistEntry } from '../guestlist/entry-view.ts';
import { findMemberEntry } from '../guestlist/guestlist-repository.ts';
import { findHeldGuestPasses } from '../passes/guest-passes-repository.ts';
import { toGuestPass } from '../passes/guest-passes-service.ts';
import { signPassToken } from '../passes/pass-token.ts';
import { arrivalInstant } from '../reservations/reservation-rules.ts';
import { toReservation } from '../reservations/reservation-view.ts';
import { findMemberReservation } from '../reservations/reservations-repository.ts';

/** What a Wallet pass shows: the web pass's facts, in the words both Wallets print. */
export interface WalletPassContent {
  kind: WalletPassKind;
  passId: string;
  clubName: string;
  address: string;
  /** "Mon, Nov 23" */
  night: string;
  /** "2 ladies · 1 man", "VIP Table for 6" */
  party: string;
  /** "Confirmed", "Waitlisted", "Checked in", "Cancelled", "Requested", "Deposit paid"… */
  status: string;
  /** Shown under the status: the arrive-before time or the arrival. */
  arrive: string;
  terms: string[];
  guests: string[];
  cameWith: string | null;
  /** The door's QR token, exactly as the web pass shows it; null while the web pass shows none either. */
  qrToken: string | null;
  /** When the pass should rise on the lock screen: the start of the night (or the table's arrival). */
  relevantDate: Date;
  /** After the night ends Wallet greys it out. */
  expirationDate: Date;
  /** Cancelled, declined or closed: no longer admits. */
  voided: boolean;
  /** People the door has admitted on it. */
  arrived: number;
}

const HOUR = 3_600_000;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function checkedIn(arrived: number, party: number): string | null {
  if (arrived <= 0) return null;
  return arrived >= party ? 'Checked in' : `Checked in ${arrived} of ${party}`;
}

async function arrivedOn(db: Database, kind: 'guestlist' | 'reservation', passId: string): Promise<number> {
  const rows = await findCheckIns(db, kind, passId);
  return rows.reduce((sum, row) => sum + row.checkIn.people, 0);
}

/** Starts at 22:00 club time, or an hour before the list closes when that is earlier (as the .ics). */
function guestlistStart(entry: GuestlistEntry): Date {
  const nightStart = zonedTimeToInstant(entry.date, '22:00', entry.club.timeZone);
  const beforeClosing = new Date(Date.parse(entry.closesAtInstant) - HOUR);
  return nightStart < beforeClosing ? nightStart : beforeClosing;
}

/** Every state a guestlist entry can be in: a new state fails the type check until it has its words. */
const GUESTLIST_STATUS: Record<GuestlistEntry['status'], string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waitlisted',
  cancelled: 'Cancelled',
};

/** A waiting party offered a freed spot: the deadline, in the club's time, as the web pass says it. */
function offerStatus(entry: GuestlistEntry): string | null {
  if (entry.status !== 'waitlisted' || entry.offer?.state !== 'open') return null;
  return `Spot offered · claim by ${formatClubTime(entry.offer.expiresAt, entry.club.timeZone)}`;
}

export function guestlistContent(entry: GuestlistEntry, qrToken: string, arrived: number): WalletPassContent {
  const parts = [
    entry.ladies > 0 ? plural(entry.ladies, 'lady', 'ladies') : null,
    entry.men > 0 ? plural(entry.men, 'man', 'men') : null,
  ].filter(Boolean);
  const size = entry.ladies + entry.men;
  const status =
    entry.status === 'cancelled'
      ? 'Cancelled'
      : (checkedIn(arrived, size) ?? offerStatus(entry) ?? GUESTLIST_STATUS[entry.status]);
  const [arrive = ''] = entry.entryTerms.filter((term) => term.startsWith('Arrive'));
  return {
    kind: 'guestlist',
    passId: entry.id,
    clubName: entry.club.name,
    address: entry.club.address,
    night: nightLabel(entry.date),
    party: parts.join(' · '),
    status,
    arrive,
    terms: entry.entryTerms,
    guests: entry.guestNames.map(nameOnOneLine).filter(Boolean),
    cameWith: entry.cameWith,
    // As the web pass: a waiting or cancelled party has no code to show the door yet.
    qrToken: entry.status === 'confirmed' ? qrToken : null,
    relevantDate: guestlistStart(entry),
    expirationDate: nightEndInstant(entry.date, entry.club.timeZone),
    voided: entry.status === 'cancelled',
    arrived,
  };
}

/** A guest's own pass (decision 039): one place of the party, its own QR; void once revoked or cancelled. */
export function guestContent(guest: GuestPass): WalletPassContent {
  const place = guest.place === 'lady' ? 'A lady’s place' : 'A man’s place';
  const status = guest.arrived
    ? 'Checked in'
    : guest.status === 'revoked'
      ? 'Taken back'
      : guest.status === 'cancelled'
        ? 'Cancelled'
        : GUESTLIST_STATUS[guest.status];
  const [arrive = ''] = guest.entryTerms.filter((term) => term.startsWith('Arrive'));
  const nightStart = zonedTimeToInstant(guest.date, '22:00', guest.club.timeZone);
  return {
    kind: 'guest',
    passId: guest.id,
    clubName: guest.club.name,
    address: guest.club.address,
    night: nightLabel(guest.date),
    party: `${place} in ${guest.inviterFirstName}’s party`,
    status,
    arrive,
    terms: guest.entryTerms,
    guests: [],
    cameWith: null,
    qrToken: guest.qrToken,
    relevantDate: nightStart,
    expirationDate: nightEndInstant(guest.date, guest.club.timeZone),
    voided: guest.status === 'revoked' || guest.status === 'cancelled',
    arrived: guest.arrived ? 1 : 0,
  };
}

const RESERVATION_STATUS: Record<Reservation['status'], string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  completed: 'Completed',
  no_show: 'No show',
  cancelled: 'Cancelled',
};

export function reservationContent(reservation: Reservation, arrived: number): WalletPassContent {
  const people = plural(reservation.partySize, 'person', 'people');
  const { deposit } = reservation;
  const status =
    checkedIn(arrived, reservation.partySize) ??
    (reservation.status === 'confirmed' && deposit.state === 'paid' ? 'Confirmed · deposit paid' : null) ??
    RESERVATION_STATUS[reservation.status];
  const arrival = closesNextDay(reservation.arrivalTime)
    ? `${reservation.arrivalTime} (after midnight)`
    : reservation.arrivalTime;
  const terms = [
    reservation.minimumSpend === null
      ? null
      : `Minimum spend: ${formatMoney(reservation.minimumSpend * 100, { short: true })}`,
    deposit.state === 'none'
      ? null
      : `Deposit ${formatMoney(deposit.amountCents, { short: true })}: ${deposit.state}`,
    reservation.cancellationTerms,
  ].filter((line): line is string => Boolean(line));
  const timeZone = reservation.club.timeZone;
  return {
    kind: 'reservation',
    passId: reservation.id,
    clubName: reservation.club.name,
    address: reservation.club.address,
    night: nightLabel(reservation.date),
    party: reservation.tableType ? `${reservation.tableType.name} for ${people}` : `A table for ${people}`,
    status,
    arrive: `Arrival ${arrival}, club time`,
    terms,
    guests: [],
    cameWith: null,
    // As the reservation page: the door's code once the club has confirmed the table.
    qrToken: ['confirmed', 'completed'].includes(reservation.status) ? reservation.qrToken : null,
    relevantDate: arrivalInstant(reservation.date, reservation.arrivalTime, timeZone),
    expirationDate: nightEndInstant(reservation.date, timeZone),
    voided: ['declined', 'cancelled'].includes(reservation.status),
    arrived,
  };
}

/**
 * The content of `userId`'s pass, read through the same member-scoped queries as the web pass (so a
 * Wallet pass can never show another member's pass); undefined when it is gone.
 */
export async function loadPassContent(
  db: Database,
  passKey: Buffer,
  pass: { kind: WalletPassKind; passId: string; userId: string },
): Promise<WalletPassContent | undefined> {
  if (pass.kind === 'guest') {
    const [found] = await findHeldGuestPasses(db, pass.userId, pass.passId);
    return found ? guestContent(toGuestPass(found, passKey)) : undefined;
  }
  if (pass.kind === 'guestlist') {
    const found = await findMemberEntry(db, pass.userId, pass.passId);
    if (!found) return undefined;
    const entry = toGuestlistEntry(found);
    return guestlistContent(
      entry,
      signPassToken(passKey, entry.id),
      await arrivedOn(db, 'guestlist', entry.id),
    );
  }
  const found = await findMemberReservation(db, pass.userId, pass.passId);
  if (!found) return undefined;
  return reservationContent(toReservation(found, passKey), await arrivedOn(db, 'reservation', pass.passId));
}
