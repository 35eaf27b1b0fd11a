// What deleting an account erases, table by table (decision 042): the person goes, the venue's
// accounts stay. A table added later that holds a member's personal data adds one step here; the
// after-deletion test reads every text column of every table, so a table left out fails it.
import { type SQL, sql } from 'drizzle-orm';
import { formatPhoneNumber } from '../../shared/phone.ts';
import type { Database } from '../db/client.ts';

/** Who is being erased: the account's id and what identified them. */
export interface Person {
  userId: string;
  phoneNumber: string;
  email: string | null;
  /** First and last name as staff saw them ("" when never given). */
  fullName: string;
}

export interface EraseStep {
  /** The table it changes, and what is erased or kept there and why (read by people). */
  table: string;
  rule: string;
  statement: (person: Person, now: Date) => SQL;
}

/** The rate-limit buckets whose key is a phone number (auth-limits.ts, sms-ledger-repository.ts). */
const PHONE_BUCKETS = ['send-code:number', 'send-code:phone-known', 'sms:number'];
const DELETED_USER = 'a deleted user';

export const ERASE_STEPS: EraseStep[] = [
  {
    table: 'users',
    rule: 'a tombstone named "Deleted user" on venues’ lists: the id stays (their totals point at it), the number is freed',
    statement: ({ userId }, now) => sql`
      update users set phone_number = 'deleted:' || id::text, first_name = 'Deleted', last_name = 'user',
        email = null, instagram = null, notify_by_email = false, notify_by_sms = false,
        deleted_at = ${now}, updated_at = ${now}
      where id = ${userId}`,
  },
  {
    table: 'sessions',
    rule: 'every sign-in ends (the cache hears it from the trigger of migration 0014)',
    statement: ({ userId }) => sql`delete from sessions where user_id = ${userId}`,
  },
  {
    table: 'verification_codes',
    rule: 'pending codes to the number',
    statement: ({ phoneNumber }) => sql`delete from verification_codes where phone_number = ${phoneNumber}`,
  },
  {
    table: 'rate_limit_hits',
    rule: 'counts kept under the number',
    statement: ({ phoneNumber }) => sql`
      delete from rate_limit_hits where key = ${phoneNumber}
        and bucket = any(${sql.param(PHONE_BUCKETS)}::text[])`,
  },
  {
    table: 'admin_phone_numbers',
    rule: 'staff roles end',
    statement: ({ phoneNumber }) => sql`delete from admin_phone_numbers where phone_number = ${phoneNumber}`,
  },
  {
    table: 'door_staff_phone_numbers',
    rule: 'staff roles end',
    statement: ({ phoneNumber }) =>
      sql`delete from door_staff_phone_numbers where phone_number = ${phoneNumber}`,
  },
  {
    table: 'club_roles',
    rule: 'staff roles end',
    statement: ({ phoneNumber }) => sql`delete from club_roles where phone_number = ${phoneNumber}`,
  },
  {
    table: 'audit_log',
    rule: 'what they did stays readable, done by "a deleted user"',
    statement: ({ userId }) => sql`
      update audit_log set actor_phone = '', actor_name = ${DELETED_USER} where actor_user_id = ${userId}`,
  },
  {
    table: 'audit_log',
    rule: 'what was done to their number (roles given, taken) names "a deleted user"',
    statement: ({ phoneNumber }) => sql`
      update audit_log set
        summary = replace(replace(summary, ${formatPhoneNumber(phoneNumber)}, ${DELETED_USER}), ${phoneNumber}, ${DELETED_USER}),
        details = details - 'phoneNumber',
        target_id = case when target_id = ${phoneNumber} then null else target_id end
      where details->>'phoneNumber' = ${phoneNumber}`,
  },
  {
    table: 'audit_log',
    rule: 'staff actions on their entries and tables stay, naming "a deleted user"',
    statement: ({ userId, fullName }) => {
      // A plain ${''} writes nothing into the statement: the name goes as a parameter, whatever it is.
      const name = sql`${sql.param(fullName)}::text`;
      return sql`
      update audit_log set summary = replace(summary, ${name}, ${DELETED_USER})
      where target_id in (
        select id::text from reservations where user_id = ${userId}
        union all select id::text from guestlist_entries where user_id = ${userId})
        and ${name} <> '' and strpos(summary, ${name}) > 0`;
    },
  },
  {
    table: 'audit_log',
    rule: 'venues’ tags, notes and bans on them (decision 041) stay in the log, naming "a deleted user"',
    statement: ({ userId, fullName }) => {
      const name = sql`${sql.param(fullName)}::text`;
      return sql`
      update audit_log set summary = replace(summary, ${name}, ${DELETED_USER})
      where target_id = ${userId}::text and action like 'guest.%' and ${name} <> '' and strpos(summary, ${name}) > 0`;
    },
  },
  {
    table: 'guest_tags',
    rule: 'the tags venues kept on them',
    statement: ({ userId }) => sql`delete from guest_tags where user_id = ${userId}`,
  },
  {
    table: 'guest_notes',
    rule: 'the notes venues wrote about them',
    statement: ({ userId }) => sql`delete from guest_notes where user_id = ${userId}`,
  },
  {
    table: 'guest_club_figures',
    rule: 'kept as the venue’s figures (visits, spend) under the tombstone: the name and number they were found by go',
    statement: ({ userId }) => sql`
      update guest_club_figures set sort_name = 'deleted user', alt_name = 'user deleted', phone_digits = ''
      where user_id = ${userId}`,
  },
  {
    table: 'guest_venue_figures',
    rule: 'as guest_club_figures, summed over the venue’s clubs',
    statement: ({ userId }) => sql`
      update guest_venue_figures set sort_name = 'deleted user', alt_name = 'user deleted', phone_digits = ''
      where user_id = ${userId}`,
  },
  {
    table: 'guest_bans',
    rule: 'kept: a venue’s ban holds on the number’s keyed hash (no number), so a new account with it is still banned (decision 041)',
    statement: () => sql`select 1`,
  },
  {
    table: 'notifications',
    rule: 'their messages, with the email/SMS/push deliveries queued for them (cascade)',
    statement: ({ userId }) => sql`delete from notifications where user_id = ${userId}`,
  },
  {
    table: 'push_subscriptions',
    rule: 'their devices',
    statement: ({ userId }) => sql`delete from push_subscriptions where user_id = ${userId}`,
  },
  {
    table: 'wallet_dev_sends',
    rule: 'the development record of Wallet pushes to their devices',
    statement: ({ userId }) => sql`
      delete from wallet_dev_sends where serial in (select serial from wallet_passes where user_id = ${userId})`,
  },
  {
    table: 'wallet_passes',
    rule: 'their Wallet passes and the devices registered for them (cascade)',
    statement: ({ userId }) => sql`delete from wallet_passes where user_id = ${userId}`,
  },
  {
    table: 'release_alerts',
    rule: 'their alerts',
    statement: ({ userId }) => sql`delete from release_alerts where user_id = ${userId}`,
  },
  {
    table: 'idempotency_keys',
    rule: 'stored answers to their requests (they may hold their name)',
    statement: ({ userId }) => sql`delete from idempotency_keys where user_id = ${userId}`,
  },
  {
    table: 'data_archives',
    rule: 'their archives',
    statement: ({ userId }) => sql`delete from data_archives where user_id = ${userId}`,
  },
  {
    table: 'guestlist_entries',
    rule: 'the names they gave for their guests; the entries stay (arrivals and totals)',
    statement: ({ userId }) => sql`
      update guestlist_entries set guest_names = '{}'::text[] where user_id = ${userId} and guest_names <> '{}'::text[]`,
  },
  {
    table: 'turned_away_reports',
    rule: 'what they wrote; the report stays (the venue’s count)',
    statement: ({ userId }) => sql`
      update turned_away_reports set note = '' where note <> ''
        and entry_id in (select id from guestlist_entries where user_id = ${userId})`,
  },
  {
    table: 'reservations',
    rule: 'their notes; the booking, its money and spend stay',
    statement: ({ userId }) =>
      sql`update reservations set notes = '' where user_id = ${userId} and notes <> ''`,
  },
  {
    table: 'reservation_status_history',
    rule: 'notes on their bookings',
    statement: ({ userId }) => sql`
      update reservation_status_history set note = null where note is not null
        and reservation_id in (select id from reservations where user_id = ${userId})`,
  },
  {
    table: 'dev_outbox',
    rule: 'development copies of texts and emails sent to them',
    statement: ({ phoneNumber, email }) => sql`
      delete from dev_outbox where recipient = ${phoneNumber} or recipient = ${email ?? phoneNumber}`,
  },
];

/** Runs every step in `tx`, in order: the users row first, so nothing can sign in meanwhile. */
export async function eraseEverywhere(tx: Database, person: Person, now: Date): Promise<void> {
  // The one change the append-only audit log allows, in this transaction only (migration 0029).
  await tx.execute(sql`select set_config('nightlist.erasure', 'on', true)`);
  for (const step of ERASE_STEPS) await tx.execute(step.statement(person, now));
}
