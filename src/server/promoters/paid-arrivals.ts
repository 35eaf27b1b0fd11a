import { sql } from 'drizzle-orm';

/**
 * Which arrivals a promoter is paid for. A promoter who also works the door could add
 * invented guests and check them in themselves. So the rule is per check-in, because a party may come
 * in parts, each scanned by whoever was at the door: the people of a check-in made by the party's own
 * promoter are "self check-ins". They stay arrivals (the door let them in, the promoter sees them) but
 * never count for pay, the bonus threshold, conversion or the ranking, and the manager is shown them.
 * A check-in whose staff account was deleted since counts: nothing shows who made it.
 *
 * Kept here, once, so every figure that pays (a promoter's page, the venue's ranking and its CSV, the
 * night list's flag) reads the same rule.
 */
const BY_OWN_PROMOTER = sql.raw('coalesce(ci.staff_user_id = e.promoter_user_id, false)');

/**
 * SQL to follow `from guestlist_entries e`: joins `arrivals` with, per entry, the people the door let
 * in (`arrived`), those who count for the promoter's pay (`paid`) and those its own promoter checked in
 * (`self_checked_in`). One index lookup per entry (check_ins_entry_idx).
 */
export const ENTRY_ARRIVALS = sql`left join lateral (
  select coalesce(sum(ci.people), 0)::int as arrived,
    coalesce(sum(ci.people) filter (where not ${BY_OWN_PROMOTER}), 0)::int as paid,
    coalesce(sum(ci.people) filter (where ${BY_OWN_PROMOTER}), 0)::int as self_checked_in
  from check_ins ci where ci.entry_id = e.id) arrivals on true`;
