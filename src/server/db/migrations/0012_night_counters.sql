ALTER TABLE "guestlist_dates" ADD COLUMN "confirmed_ladies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guestlist_dates" ADD COLUMN "confirmed_men" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guestlist_dates" ADD COLUMN "waitlisted_parties" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "guestlist_entries_queue_idx" ON "guestlist_entries" USING btree ("club_id","date","waitlisted_at") WHERE "guestlist_entries"."waitlisted_at" is not null;--> statement-breakpoint
-- What the nights already hold.
UPDATE "guestlist_dates" d SET
  "confirmed_ladies" = c.ladies, "confirmed_men" = c.men, "waitlisted_parties" = c.waiting
FROM (
  SELECT club_id, date,
    coalesce(sum(ladies) FILTER (WHERE status = 'confirmed'), 0)::int AS ladies,
    coalesce(sum(men) FILTER (WHERE status = 'confirmed'), 0)::int AS men,
    count(*) FILTER (WHERE status = 'waitlisted')::int AS waiting
  FROM "guestlist_entries" GROUP BY club_id, date
) c
WHERE d.club_id = c.club_id AND d.date = c.date;
--> statement-breakpoint
-- A night's counters follow every change to its entries, whoever makes it (the app, an admin's SQL
-- console), in the same transaction. Statement triggers with transition tables: a bulk change of
-- 100,000 entries is one UPDATE per night, not 100,000 updates of one row.
CREATE OR REPLACE FUNCTION guestlist_entries_count_inserted() RETURNS trigger AS $$
BEGIN
  UPDATE "guestlist_dates" d SET
    "confirmed_ladies" = d."confirmed_ladies" + c.ladies,
    "confirmed_men" = d."confirmed_men" + c.men,
    "waitlisted_parties" = d."waitlisted_parties" + c.waiting
  FROM (
    SELECT club_id, date,
      coalesce(sum(ladies) FILTER (WHERE status = 'confirmed'), 0)::int AS ladies,
      coalesce(sum(men) FILTER (WHERE status = 'confirmed'), 0)::int AS men,
      count(*) FILTER (WHERE status = 'waitlisted')::int AS waiting
    FROM new_entries GROUP BY club_id, date
  ) c
  WHERE d.club_id = c.club_id AND d.date = c.date AND (c.ladies <> 0 OR c.men <> 0 OR c.waiting <> 0);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guestlist_entries_count_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE "guestlist_dates" d SET
    "confirmed_ladies" = d."confirmed_ladies" - c.ladies,
    "confirmed_men" = d."confirmed_men" - c.men,
    "waitlisted_parties" = d."waitlisted_parties" - c.waiting
  FROM (
    SELECT club_id, date,
      coalesce(sum(ladies) FILTER (WHERE status = 'confirmed'), 0)::int AS ladies,
      coalesce(sum(men) FILTER (WHERE status = 'confirmed'), 0)::int AS men,
      count(*) FILTER (WHERE status = 'waitlisted')::int AS waiting
    FROM old_entries GROUP BY club_id, date
  ) c
  WHERE d.club_id = c.club_id AND d.date = c.date AND (c.ladies <> 0 OR c.men <> 0 OR c.waiting <> 0);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guestlist_entries_count_updated() RETURNS trigger AS $$
BEGIN
  UPDATE "guestlist_dates" d SET
    "confirmed_ladies" = d."confirmed_ladies" + c.ladies,
    "confirmed_men" = d."confirmed_men" + c.men,
    "waitlisted_parties" = d."waitlisted_parties" + c.waiting
  FROM (
    SELECT club_id, date, sum(ladies)::int AS ladies, sum(men)::int AS men, sum(waiting)::int AS waiting
    FROM (
      SELECT club_id, date,
        CASE WHEN status = 'confirmed' THEN ladies ELSE 0 END AS ladies,
        CASE WHEN status = 'confirmed' THEN men ELSE 0 END AS men,
        CASE WHEN status = 'waitlisted' THEN 1 ELSE 0 END AS waiting
      FROM new_entries
      UNION ALL
      SELECT club_id, date,
        CASE WHEN status = 'confirmed' THEN -ladies ELSE 0 END,
        CASE WHEN status = 'confirmed' THEN -men ELSE 0 END,
        CASE WHEN status = 'waitlisted' THEN -1 ELSE 0 END
      FROM old_entries
    ) changes GROUP BY club_id, date
  ) c
  WHERE d.club_id = c.club_id AND d.date = c.date AND (c.ladies <> 0 OR c.men <> 0 OR c.waiting <> 0);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER guestlist_entries_counters_insert AFTER INSERT ON "guestlist_entries"
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION guestlist_entries_count_inserted();
--> statement-breakpoint
CREATE TRIGGER guestlist_entries_counters_delete AFTER DELETE ON "guestlist_entries"
  REFERENCING OLD TABLE AS old_entries
  FOR EACH STATEMENT EXECUTE FUNCTION guestlist_entries_count_deleted();
--> statement-breakpoint
CREATE TRIGGER guestlist_entries_counters_update AFTER UPDATE ON "guestlist_entries"
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION guestlist_entries_count_updated();
--> statement-breakpoint
-- A night opened (again) starts from the entries it already has, not from zero.
CREATE OR REPLACE FUNCTION guestlist_dates_count_existing() RETURNS trigger AS $$
BEGIN
  SELECT
    coalesce(sum(ladies) FILTER (WHERE status = 'confirmed'), 0),
    coalesce(sum(men) FILTER (WHERE status = 'confirmed'), 0),
    count(*) FILTER (WHERE status = 'waitlisted')
  INTO NEW."confirmed_ladies", NEW."confirmed_men", NEW."waitlisted_parties"
  FROM "guestlist_entries" WHERE club_id = NEW.club_id AND date = NEW.date AND status <> 'cancelled';
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER guestlist_dates_counters_start BEFORE INSERT ON "guestlist_dates"
  FOR EACH ROW EXECUTE FUNCTION guestlist_dates_count_existing();
--> statement-breakpoint
-- The live "guestlist-dates" event (0001) tells every open page that a night opened, closed or
-- changed its capacity. Its counters now change with every join: they must not wake every page in
-- the city, so updates announce only what pages show.
DROP TRIGGER guestlist_dates_notify_live ON "guestlist_dates";
--> statement-breakpoint
CREATE TRIGGER guestlist_dates_notify_live AFTER INSERT OR DELETE ON "guestlist_dates"
  FOR EACH ROW EXECUTE FUNCTION notify_guestlist_date_change();
--> statement-breakpoint
CREATE TRIGGER guestlist_dates_notify_live_update AFTER UPDATE ON "guestlist_dates"
  FOR EACH ROW WHEN (
    OLD.club_id IS DISTINCT FROM NEW.club_id OR OLD.date IS DISTINCT FROM NEW.date
    OR OLD.capacity_female IS DISTINCT FROM NEW.capacity_female
    OR OLD.capacity_male IS DISTINCT FROM NEW.capacity_male
  )
  EXECUTE FUNCTION notify_guestlist_date_change();
