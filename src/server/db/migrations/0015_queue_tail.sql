ALTER TABLE "guestlist_dates" ADD COLUMN "queue_tail" timestamp (6) with time zone;
--> statement-breakpoint
-- What the nights' queues already hold.
UPDATE "guestlist_dates" d SET "queue_tail" = q.tail
FROM (
  SELECT club_id, date, max(waitlisted_at) AS tail
  FROM "guestlist_entries" WHERE waitlisted_at IS NOT NULL GROUP BY club_id, date
) q
WHERE d.club_id = q.club_id AND d.date = q.date;
--> statement-breakpoint
-- The counters' triggers (0012) now also move the queue's tail forward. A join reads the tail from the
-- night's row it holds locked: in one statement, a max() over the entries would be read from the
-- snapshot taken before the lock was granted, and miss the parties that joined while it waited.
CREATE OR REPLACE FUNCTION guestlist_entries_count_inserted() RETURNS trigger AS $$
BEGIN
  UPDATE "guestlist_dates" d SET
    "confirmed_ladies" = d."confirmed_ladies" + c.ladies,
    "confirmed_men" = d."confirmed_men" + c.men,
    "waitlisted_parties" = d."waitlisted_parties" + c.waiting,
    "queue_tail" = greatest(d."queue_tail", c.tail)
  FROM (
    SELECT club_id, date,
      coalesce(sum(ladies) FILTER (WHERE status = 'confirmed'), 0)::int AS ladies,
      coalesce(sum(men) FILTER (WHERE status = 'confirmed'), 0)::int AS men,
      count(*) FILTER (WHERE status = 'waitlisted')::int AS waiting,
      max(waitlisted_at) AS tail
    FROM new_entries GROUP BY club_id, date
  ) c
  WHERE d.club_id = c.club_id AND d.date = c.date
    AND (c.ladies <> 0 OR c.men <> 0 OR c.waiting <> 0
      OR c.tail > d."queue_tail" OR (d."queue_tail" IS NULL AND c.tail IS NOT NULL));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guestlist_entries_count_updated() RETURNS trigger AS $$
BEGIN
  UPDATE "guestlist_dates" d SET
    "confirmed_ladies" = d."confirmed_ladies" + c.ladies,
    "confirmed_men" = d."confirmed_men" + c.men,
    "waitlisted_parties" = d."waitlisted_parties" + c.waiting,
    "queue_tail" = greatest(d."queue_tail", c.tail)
  FROM (
    SELECT club_id, date, sum(ladies)::int AS ladies, sum(men)::int AS men, sum(waiting)::int AS waiting,
      max(tail) AS tail
    FROM (
      SELECT club_id, date,
        CASE WHEN status = 'confirmed' THEN ladies ELSE 0 END AS ladies,
        CASE WHEN status = 'confirmed' THEN men ELSE 0 END AS men,
        CASE WHEN status = 'waitlisted' THEN 1 ELSE 0 END AS waiting,
        waitlisted_at AS tail
      FROM new_entries
      UNION ALL
      SELECT club_id, date,
        CASE WHEN status = 'confirmed' THEN -ladies ELSE 0 END,
        CASE WHEN status = 'confirmed' THEN -men ELSE 0 END,
        CASE WHEN status = 'waitlisted' THEN -1 ELSE 0 END,
        NULL
      FROM old_entries
    ) changes GROUP BY club_id, date
  ) c
  WHERE d.club_id = c.club_id AND d.date = c.date
    AND (c.ladies <> 0 OR c.men <> 0 OR c.waiting <> 0
      OR c.tail > d."queue_tail" OR (d."queue_tail" IS NULL AND c.tail IS NOT NULL));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A night opened (again) starts from the entries it already has, its queue's tail included.
CREATE OR REPLACE FUNCTION guestlist_dates_count_existing() RETURNS trigger AS $$
BEGIN
  SELECT
    coalesce(sum(ladies) FILTER (WHERE status = 'confirmed'), 0),
    coalesce(sum(men) FILTER (WHERE status = 'confirmed'), 0),
    count(*) FILTER (WHERE status = 'waitlisted'),
    max(waitlisted_at)
  INTO NEW."confirmed_ladies", NEW."confirmed_men", NEW."waitlisted_parties", NEW."queue_tail"
  FROM "guestlist_entries" WHERE club_id = NEW.club_id AND date = NEW.date AND status <> 'cancelled';
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
