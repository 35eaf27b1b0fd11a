// What a member's archive holds, section by section (decision 042): every table with rows about
// them, without the secrets that guard them (token hashes, push keys). A table added later that
// holds a member's data adds one section here.
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  auditLog,
  cashbackLedger,
  checkIns,
  clubs,
  guestlistEntries,
  guestNotes,
  guestPasses,
  guestTags,
  notifications,
  paymentEvents,
  payments,
  pushSubscriptions,
  releaseAlerts,
  reservationStatusHistory,
  reservations,
  sessions,
  turnedAwayReports,
  users,
  venues,
  walletPasses,
  walletRegistrations,
} from '../db/schema.ts';

export interface ArchiveSection {
  name: string;
  read: (db: Database, userId: string) => Promise<unknown>;
}

export const ARCHIVE_SECTIONS: ArchiveSection[] = [
  {
    name: 'profile',
    read: async (db, userId) => {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row ?? null;
    },
  },
  {
    name: 'guestlistEntries',
    read: (db, userId) =>
      db
        .select({
          id: guestlistEntries.id,
          club: clubs.name,
          date: guestlistEntries.date,
          ladies: guestlistEntries.ladies,
          men: guestlistEntries.men,
          guestNames: guestlistEntries.guestNames,
          status: guestlistEntries.status,
          createdAt: guestlistEntries.createdAt,
          cancelledAt: guestlistEntries.cancelledAt,
          offeredAt: guestlistEntries.offeredAt,
          offerEnded: guestlistEntries.offerEnded,
        })
        .from(guestlistEntries)
        .innerJoin(clubs, eq(clubs.id, guestlistEntries.clubId))
        .where(eq(guestlistEntries.userId, userId))
        .orderBy(asc(guestlistEntries.date)),
  },
  {
    name: 'guestPasses',
    read: (db, userId) =>
      db
        .select({
          id: guestPasses.id,
          entryId: guestPasses.entryId,
          place: guestPasses.place,
          sentByYou: eq(guestPasses.createdByUserId, userId),
          claimedAt: guestPasses.claimedAt,
          revokedAt: guestPasses.revokedAt,
          expiresAt: guestPasses.expiresAt,
          createdAt: guestPasses.createdAt,
        })
        .from(guestPasses)
        .where(or(eq(guestPasses.createdByUserId, userId), eq(guestPasses.claimedByUserId, userId))),
  },
  {
    name: 'arrivals',
    read: (db, userId) =>
      db
        .select({ date: checkIns.date, people: checkIns.people, checkedInAt: checkIns.checkedInAt })
        .from(checkIns)
        .innerJoin(guestlistEntries, eq(guestlistEntries.id, checkIns.entryId))
        .where(eq(guestlistEntries.userId, userId)),
  },
  {
    name: 'turnedAwayReports',
    read: (db, userId) =>
      db
        .select({
          date: turnedAwayReports.date,
          note: turnedAwayReports.note,
          at: turnedAwayReports.createdAt,
        })
        .from(turnedAwayReports)
        .innerJoin(guestlistEntries, eq(guestlistEntries.id, turnedAwayReports.entryId))
        .where(eq(guestlistEntries.userId, userId)),
  },
  {
    name: 'reservations',
    read: async (db, userId) => {
      const rows = await db
        .select({ reservation: reservations, club: clubs.name })
        .from(reservations)
        .innerJoin(clubs, eq(clubs.id, reservations.clubId))
        .where(eq(reservations.userId, userId))
        .orderBy(asc(reservations.date));
      const ids = rows.map((row) => row.reservation.id);
      const history =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(reservationStatusHistory)
              .where(inArray(reservationStatusHistory.reservationId, ids))
              .orderBy(asc(reservationStatusHistory.at));
      return rows.map(({ reservation, club }) => ({
        ...reservation,
        club,
        history: history.filter((h) => h.reservationId === reservation.id),
      }));
    },
  },
  {
    name: 'payments',
    read: async (db, userId) => {
      const rows = await db
        .select({
          id: payments.id,
          reservationId: payments.reservationId,
          provider: payments.provider,
          status: payments.status,
          amountCents: payments.amountCents,
          refundedCents: payments.refundedCents,
          currency: payments.currency,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(eq(payments.userId, userId));
      const ids = rows.map((row) => row.id);
      const events =
        ids.length === 0
          ? []
          : await db
              .select({
                paymentId: paymentEvents.paymentId,
                kind: paymentEvents.kind,
                amountCents: paymentEvents.amountCents,
                cashbackCents: paymentEvents.cashbackCents,
                at: paymentEvents.at,
              })
              .from(paymentEvents)
              .where(inArray(paymentEvents.paymentId, ids));
      return rows.map((row) => ({ ...row, events: events.filter((e) => e.paymentId === row.id) }));
    },
  },
  {
    name: 'cashbackLedger',
    read: (db, userId) =>
      db
        .select({
          kind: cashbackLedger.kind,
          reservationId: cashbackLedger.reservationId,
          amountCents: cashbackLedger.amountCents,
          spendCents: cashbackLedger.spendCents,
          percent: cashbackLedger.percent,
          createdAt: cashbackLedger.createdAt,
        })
        .from(cashbackLedger)
        .where(eq(cashbackLedger.userId, userId))
        .orderBy(asc(cashbackLedger.createdAt)),
  },
  {
    name: 'notifications',
    read: (db, userId) =>
      db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
          readAt: notifications.readAt,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),
  },
  {
    name: 'releaseAlerts',
    read: (db, userId) =>
      db
        .select({
          date: releaseAlerts.date,
          gender: releaseAlerts.gender,
          createdAt: releaseAlerts.createdAt,
        })
        .from(releaseAlerts)
        .where(eq(releaseAlerts.userId, userId)),
  },
  {
    name: 'sessions',
    read: (db, userId) =>
      db
        .select({
          persistent: sessions.persistent,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
  },
  {
    name: 'pushSubscriptions',
    read: (db, userId) =>
      db
        .select({
          device: pushSubscriptions.deviceLabel,
          createdAt: pushSubscriptions.createdAt,
          lastUsedAt: pushSubscriptions.lastUsedAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId)),
  },
  {
    name: 'walletPasses',
    read: async (db, userId) => {
      const passes = await db
        .select({
          serial: walletPasses.serial,
          kind: walletPasses.passKind,
          createdAt: walletPasses.createdAt,
        })
        .from(walletPasses)
        .where(eq(walletPasses.userId, userId));
      const serials = passes.map((pass) => pass.serial);
      const devices =
        serials.length === 0
          ? []
          : await db
              .select({ serial: walletRegistrations.serial, registeredAt: walletRegistrations.createdAt })
              .from(walletRegistrations)
              .where(inArray(walletRegistrations.serial, serials));
      return passes.map(({ serial, ...pass }) => ({
        ...pass,
        devicesRegistered: devices.filter((d) => d.serial === serial).length,
      }));
    },
  },
  {
    name: 'staffActions',
    read: (db, userId) =>
      db
        .select({ action: auditLog.action, summary: auditLog.summary, at: auditLog.createdAt })
        .from(auditLog)
        .where(eq(auditLog.actorUserId, userId))
        .orderBy(asc(auditLog.createdAt)),
  },
  {
    // What venues wrote about them (decision 041: "a guest may ask to see what is written about
    // them"). A venue's bans are its own security record: it answers a request about one itself.
    name: 'venueTagsAndNotes',
    read: async (db, userId) => ({
      tags: await db
        .select({
          venue: venues.name,
          kind: guestTags.kind,
          label: guestTags.label,
          birthday: guestTags.birthday,
        })
        .from(guestTags)
        .innerJoin(venues, eq(venues.id, guestTags.venueId))
        .where(eq(guestTags.userId, userId)),
      notes: await db
        .select({ venue: venues.name, note: guestNotes.body, writtenAt: guestNotes.createdAt })
        .from(guestNotes)
        .innerJoin(venues, eq(venues.id, guestNotes.venueId))
        .where(eq(guestNotes.userId, userId))
        .orderBy(asc(guestNotes.createdAt)),
    }),
  },
];

/** The whole archive, one section after the other (a member's history: hundreds of rows at most). */
export async function collectArchive(
  db: Database,
  userId: string,
  now: Date,
): Promise<Record<string, unknown>> {
  const archive: Record<string, unknown> = { preparedAt: now.toISOString(), format: 'nightlist-archive-1' };
  for (const section of ARCHIVE_SECTIONS) archive[section.name] = await section.read(db, userId);
  return archive;
}
