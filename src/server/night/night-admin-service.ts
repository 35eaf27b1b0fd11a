import {
  type AdminEntry,
  type AdminMember,
  type AdminNight,
  type AdminReservation,
  NIGHT_ENTRIES_PAGE_SIZE,
} from '../../shared/api/admin/night-schema.ts';
import { dollarsOf } from '../../shared/api/money-schema.ts';
import { tableTypeView } from '../../shared/api/reservation-schema.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { nightLabel } from '../../shared/dates.ts';
import { mayAt } from '../../shared/roles.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import type { StaffMember } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { type ClubRow, findClubById } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { recognise } from '../guest-care/recognition.ts';
import { fillFreedSpots } from '../guestlist/freed-spots.ts';
import { guestlistNotification } from '../guestlist/guestlist-notifications.ts';
import {
  cancelEntryRow,
  confirmEntryRow,
  findGuestlistDate,
  lockNight,
} from '../guestlist/guestlist-repository.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import { insertNotification, type NotificationRow } from '../notifications/notifications-repository.ts';
import { findUsersByIds } from '../profile/users-repository.ts';
import { depositOf } from '../reservations/deposits/deposit-view.ts';
import { findPaymentsOf, type PaymentRow } from '../reservations/deposits/payments-repository.ts';
import { arrivalInstant } from '../reservations/reservation-rules.ts';
import { creditedCentsOf, type ReservationRow } from '../reservations/reservations-repository.ts';
import { clubCancelledNotification } from './night-admin-notifications.ts';
import {
  type CheckInSummary,
  checkInSummaries,
  countNight,
  countNightEntries,
  findEntryById,
  findNightEntries,
  findNightReservations,
  type MemberRow,
  type NightEntryRow,
  selfCheckIns,
} from './night-admin-repository.ts';

export const NIGHT_MESSAGES = {
  clubNotFound: 'This club does not exist. Pick a club from the list.',
  entryNotFound: 'This guestlist entry does not exist.',
  cannotConfirmCancelled:
    'This entry was cancelled: it cannot be put back on the list. The member can join again while the list is open.',
};

const toMember = (member: MemberRow): AdminMember => ({ ...member });

const summary = (found: CheckInSummary | undefined) => ({
  arrived: found?.arrived ?? 0,
  lastAt: found?.lastAt?.toISOString() ?? null,
});

interface PartyPromoters {
  /** The names of the promoters credited with the parties, by user id. */
  names: Map<string, string>;
  /** People of a party its own promoter checked in, by entry id (parties with none are left out). */
  selfCheckedIn: Map<string, number>;
}

/** Who brought each of these parties, and what they checked in themselves (two queries a page). */
async function partyPromoters(db: Database, rows: readonly NightEntryRow[]): Promise<PartyPromoters> {
  const promoted = rows.filter(({ entry }) => entry.promoterUserId !== null);
  const ids = [...new Set(promoted.map(({ entry }) => entry.promoterUserId!))];
  const [found, selfCheckedIn] = await Promise.all([
    findUsersByIds(db, ids),
    selfCheckIns(
      db,
      promoted.map(({ entry }) => entry.id),
    ),
  ]);
  const names = new Map(
    found.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim() || 'A promoter']),
  );
  return { names, selfCheckedIn };
}

function toAdminEntry(
  row: NightEntryRow,
  checkIn: CheckInSummary | undefined,
  promoters: PartyPromoters,
): AdminEntry {
  const { entry } = row;
  const promoter = entry.promoterUserId
    ? {
        name: promoters.names.get(entry.promoterUserId) ?? 'A former promoter',
        via: entry.addedByUserId ? ('added' as const) : ('link' as const),
        selfCheckedIn: promoters.selfCheckedIn.get(entry.id) ?? 0,
      }
    : null;
  return {
    id: entry.id,
    member: toMember(row.member),
    ladies: entry.ladies,
    men: entry.men,
    guestNames: entry.guestNames,
    status: entry.status,
    waitlistPosition: entry.status === 'waitlisted' ? row.waitlistPosition : null,
    offerExpiresAt:
      entry.status === 'waitlisted' && !entry.offerEnded
        ? (entry.offerExpiresAt?.toISOString() ?? null)
        : null,
    createdAt: entry.createdAt.toISOString(),
    checkIn: summary(checkIn),
    promoter,
  };
}

function adminDeposit(reservation: ReservationRow, payments: PaymentRow[]): AdminReservation['deposit'] {
  const { state, amountCents, cashbackCents, refundedCents } = depositOf(reservation, payments);
  return { state, amountCents, cashbackCents, refundedCents };
}

async function requireClub(db: Database, clubId: string): Promise<ClubRow> {
  const club = await findClubById(db, clubId);
  if (!club) throw new AppError(404, 'club_not_found', NIGHT_MESSAGES.clubNotFound);
  return club;
}

/**
 * One club and night: its counts, a page of NIGHT_ENTRIES_PAGE_SIZE guestlist parties from `offset`
 * and its reservations; `q` filters the lists, never the counts.
 */
export async function readNight(
  db: Database,
  clubId: string,
  date: IsoDate,
  q?: string,
  offset = 0,
): Promise<AdminNight> {
  const club = await requireClub(db, clubId);
  const search = q?.trim() || undefined;
  const [night, counts, entries, entriesTotal, tables] = await Promise.all([
    findGuestlistDate(db, clubId, date),
    countNight(db, clubId, date),
    findNightEntries(db, clubId, date, search, { offset, limit: NIGHT_ENTRIES_PAGE_SIZE }),
    countNightEntries(db, clubId, date, search),
    findNightReservations(db, clubId, date, search),
  ]);
  const next = offset + entries.length;
  const tableIds = tables.map((row) => row.reservation.id);
  const guests = [...entries, ...tables].map((row) => row.member.id);
  const [entryArrivals, tableArrivals, promoters, tablePayments, credited, known] = await Promise.all([
    checkInSummaries(
      db,
      'guestlist',
      entries.map((row) => row.entry.id),
    ),
    checkInSummaries(db, 'reservation', tableIds),
    partyPromoters(db, entries),
    findPaymentsOf(db, tableIds),
    creditedCentsOf(db, tableIds),
    // First-timers, regulars, birthdays and tags of this page's guests: three reads for the page.
    club.venueId ? recognise(db, club.venueId, guests, date) : new Map(),
  ]);
  return {
    club: { id: club.id, name: club.name, timeZone: club.timeZone },
    date,
    guestlistOpen: night !== undefined,
    capacity: { female: night?.capacityFemale ?? null, male: night?.capacityMale ?? null },
    counts,
    entries: entries.map((row) => toAdminEntry(row, entryArrivals.get(row.entry.id), promoters)),
    entriesTotal,
    recognition: Object.fromEntries(known),
    nextOffset: entries.length === NIGHT_ENTRIES_PAGE_SIZE && next < entriesTotal ? next : null,
    reservations: tables.map(
      ({ reservation, member }): AdminReservation => ({
        id: reservation.id,
        member: toMember(member),
        partySize: reservation.partySize,
        arrivalTime: reservation.arrivalTime,
        tableType: reservation.tableType && tableTypeView(reservation.tableType),
        notes: reservation.notes,
        status: reservation.status,
        cashbackPercent: reservation.cashbackPercent,
        minimumSpendCents: reservation.minimumSpendCents,
        minimumSpend: dollarsOf(reservation.minimumSpendCents),
        amountSpentCents: reservation.amountSpentCents,
        amountSpent: dollarsOf(reservation.amountSpentCents),
        cashbackCreditedCents:
          reservation.status === 'completed' ? (credited.get(reservation.id) ?? 0) : null,
        arrivesAt: arrivalInstant(reservation.date, reservation.arrivalTime, club.timeZone).toISOString(),
        totalCents: reservation.totalCents,
        deposit: adminDeposit(
          reservation,
          tablePayments.filter((payment) => payment.reservationId === reservation.id),
        ),
        createdAt: reservation.createdAt.toISOString(),
        checkIn: summary(tableArrivals.get(reservation.id)),
      }),
    ),
  };
}

/** One entry as the night view shows it. */
export async function readEntry(
  db: Database,
  clubId: string,
  date: IsoDate,
  id: string,
): Promise<AdminEntry> {
  const [row] = await findNightEntries(db, clubId, date, undefined, { entryId: id });
  if (!row) throw new AppError(404, 'entry_not_found', NIGHT_MESSAGES.entryNotFound);
  const [arrivals, promoters] = await Promise.all([
    checkInSummaries(db, 'guestlist', [id]),
    partyPromoters(db, [row]),
  ]);
  return toAdminEntry(row, arrivals.get(id), promoters);
}

const memberName = (row: MemberRow) => `${row.firstName} ${row.lastName}`.trim() || row.phoneNumber;

/**
 * An admin or the club's manager confirms a waitlisted party (past capacity: the door decided) or cancels a party (the
 * waitlist behind moves up, as when a member cancels). Under the night's lock, like every change
 * to a list, with the audit entry in the same transaction. Setting the status it already has
 * changes nothing and writes nothing.
 */
export async function setEntryStatus(
  deps: StaffDeps,
  staff: StaffMember,
  entryId: string,
  status: 'confirmed' | 'cancelled',
): Promise<{ clubId: string; date: IsoDate }> {
  const now = deps.clock();
  const admin = staff.user;
  const found = isUuid(entryId) ? await findEntryById(deps.db, entryId) : undefined;
  // Another venue's party is answered as missing, not as forbidden.
  if (!found || !mayAt(staff.roles, 'manage', found.clubId))
    throw new AppError(404, 'entry_not_found', NIGHT_MESSAGES.entryNotFound);
  const club = await requireClub(deps.db, found.clubId);
  const written: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    await lockNight(tx, club.id, found.date);
    const [row] = await findNightEntries(tx, club.id, found.date, undefined, { entryId });
    if (!row) throw new AppError(404, 'entry_not_found', NIGHT_MESSAGES.entryNotFound);
    const { entry } = row;
    if (entry.status === status) return;
    const night = nightLabel(entry.date);
    const who = memberName(row.member);
    if (status === 'confirmed') {
      if (entry.status === 'cancelled')
        throw new AppError(409, 'entry_cancelled', NIGHT_MESSAGES.cannotConfirmCancelled);
      await confirmEntryRow(tx, entry.id, now);
      written.push(
        await insertNotification(tx, guestlistNotification('guestlist-promoted', entry, club, now)),
      );
    } else {
      await cancelEntryRow(tx, entry.id, now);
      written.push(await insertNotification(tx, clubCancelledNotification(entry, club, now)));
      written.push(...(await fillFreedSpots(tx, club, entry.date, now)));
    }
    const promoted = written.filter((n) => n.kind === 'guestlist-promoted' && n.userId !== entry.userId);
    await recordAudit(
      tx,
      admin,
      {
        action: 'guestlist-entry.status',
        targetType: 'guestlist-entry',
        targetId: entry.id,
        clubId: entry.clubId,
        summary:
          status === 'confirmed'
            ? `Took ${who} (waitlist #${row.waitlistPosition ?? '?'}) onto the list at ${club.name} for ${night}`
            : `Cancelled ${who}'s guestlist entry at ${club.name} for ${night}${promoted.length > 0 ? ` (${promoted.length} promoted from the waitlist)` : ''}`,
        details: {
          clubId: club.id,
          date: entry.date,
          from: entry.status,
          to: status,
          ladies: entry.ladies,
          men: entry.men,
          promotedEntries: promoted.length,
        },
      },
      now,
    );
  });
  deps.deliver(written);
  return { clubId: club.id, date: found.date };
}
