ALTER TABLE "clubs" ADD COLUMN "waitlist_mode" text DEFAULT 'offer' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "offer_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "guestlist_dates" ADD COLUMN "offered_ladies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guestlist_dates" ADD COLUMN "offered_men" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guestlist_entries" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guestlist_entries" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guestlist_entries" ADD COLUMN "offer_ended" text;--> statement-breakpoint
CREATE UNIQUE INDEX "guestlist_entries_one_offer_idx" ON "guestlist_entries" USING btree ("user_id","date") WHERE "guestlist_entries"."status" = 'waitlisted' and "guestlist_entries"."offer_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "guestlist_entries_open_offers_idx" ON "guestlist_entries" USING btree ("club_id","date","offer_expires_at") WHERE "guestlist_entries"."status" = 'waitlisted' and "guestlist_entries"."offer_expires_at" is not null;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_waitlist_mode_known" CHECK ("waitlist_mode" IN ('offer', 'immediate'));--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_offer_minutes_range" CHECK ("offer_minutes" BETWEEN 5 AND 60);--> statement-breakpoint
-- The counters' triggers (0012, 0015) now also count the people of parties holding an open offer (a
-- waitlisted entry with a deadline): a join reads them from the night's row it holds locked, so the
-- spots an offer holds are never taken by a party behind it in the queue or one joining meanwhile.
CREATE OR REPLACE FUNCTION guestlist_entries_count_inserted() RETURNS trigger AS $$
BEGIN
  UPDATE "guestlist_dates" d SET
    "confirmed_ladies" = d."confirmed_ladies" + c.ladies,
    "confirmed_men" = d."confirmed_men" + c.men,
    "waitlisted_parties" = d."waitlisted_parties" + c.waiting,
    "offered_ladies" = d."offered_ladies" + c.offered_ladies,
    "offered_men" = d."offered_men" + c.offered_men,
    "queue_tail" = greatest(d."queue_tail", c.tail)
  FROM (
    SELECT club_id, date,
      coalesce(sum(ladies) FILTER (WHERE status = 'confirmed'), 0)::int AS ladies,
      coalesce(sum(men) FILTER (WHERE status = 'confirmed'), 0)::int AS men,
      count(*) FILTER (WHERE status = 'waitlisted')::int AS waiting,
      coalesce(sum(ladies) FILTER (WHERE status = 'waitlisted' AND offer_expires_at IS NOT NULL), 0)::int AS offered_ladies,
      coalesce(sum(men) FILTER (WHERE status = 'waitlisted' AND offer_expires_at IS NOT NULL), 0)::int AS offered_men,
      max(waitlisted_at) AS tail
    FROM new_entries GROUP BY club_id, date
  ) c
  WHERE d.club_id = c.club_id AND d.date = c.date
    AND (c.ladies <> 0 OR c.men <> 0 OR c.waiting <> 0 OR c.offered_ladies <> 0 OR c.offered_men <> 0
      OR c.tail > d."queue_tail" OR (d."queue_tail" IS NULL AND c.tail IS NOT NULL));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guestlist_entries_count_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE "guestlist_dates" d SET
    "confirmed_ladies" = d."confirmed_ladies" - c.ladies,
    "confirmed_men" = d."confirmed_men" - c.men,
    "waitlisted_parties" = d."waitlisted_parties" - c.waiting,
    "offered_ladies" = d."offered_ladies" - c.offered_ladies,
    "offered_men" = d."offered_men" - c.offered_men
  FROM (
    SELECT club_id, date,
      coalesce(sum(ladies) FILTER (WHERE status = 'confirmed'), 0)::int AS ladies,
      coalesce(sum(men) FILTER (WHERE status = 'confirmed'), 0)::int AS men,
      count(*) FILTER (WHERE status = 'waitlisted')::int AS waiting,
      coalesce(sum(ladies) FILTER (WHERE status = 'waitlisted' AND offer_expires_at IS NOT NULL), 0)::int AS offered_ladies,
      coalesce(sum(men) FILTER (WHERE status = 'waitlisted' AND offer_expires_at IS NOT NULL), 0)::int AS offered_men
    FROM old_entries GROUP BY club_id, date
  ) c
  WHERE d.club_id = c.club_id AND d.date = c.date
    AND (c.ladies <> 0 OR c.men <> 0 OR c.waiting <> 0 OR c.offered_ladies <> 0 OR c.offered_men <> 0);
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
    "offered_ladies" = d."offered_ladies" + c.offered_ladies,
    "offered_men" = d."offered_men" + c.offered_men,
    "queue_tail" = greatest(d."queue_tail", c.tail)
  FROM (
    SELECT club_id, date, sum(ladies)::int AS ladies, sum(men)::int AS men, sum(waiting)::int AS waiting,
      sum(offered_ladies)::int AS offered_ladies, sum(offered_men)::int AS offered_men, max(tail) AS tail
    FROM (
      SELECT club_id, date,
        CASE WHEN status = 'confirmed' THEN ladies ELSE 0 END AS ladies,
        CASE WHEN status = 'confirmed' THEN men ELSE 0 END AS men,
        CASE WHEN status = 'waitlisted' THEN 1 ELSE 0 END AS waiting,
        CASE WHEN status = 'waitlisted' AND offer_expires_at IS NOT NULL THEN ladies ELSE 0 END AS offered_ladies,
        CASE WHEN status = 'waitlisted' AND offer_expires_at IS NOT NULL THEN men ELSE 0 END AS offered_men,
        waitlisted_at AS tail
      FROM new_entries
      UNION ALL
      SELECT club_id, date,
        CASE WHEN status = 'confirmed' THEN -ladies ELSE 0 END,
        CASE WHEN status = 'confirmed' THEN -men ELSE 0 END,
        CASE WHEN status = 'waitlisted' THEN -1 ELSE 0 END,
        CASE WHEN status = 'waitlisted' AND offer_expires_at IS NOT NULL THEN -ladies ELSE 0 END,
        CASE WHEN status = 'waitlisted' AND offer_expires_at IS NOT NULL THEN -men ELSE 0 END,
        NULL
      FROM old_entries
    ) changes GROUP BY club_id, date
  ) c
  WHERE d.club_id = c.club_id AND d.date = c.date
    AND (c.ladies <> 0 OR c.men <> 0 OR c.waiting <> 0 OR c.offered_ladies <> 0 OR c.offered_men <> 0
      OR c.tail > d."queue_tail" OR (d."queue_tail" IS NULL AND c.tail IS NOT NULL));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A night opened (again) starts from the entries it already has, its open offers included.
CREATE OR REPLACE FUNCTION guestlist_dates_count_existing() RETURNS trigger AS $$
BEGIN
  SELECT
    coalesce(sum(ladies) FILTER (WHERE status = 'confirmed'), 0),
    coalesce(sum(men) FILTER (WHERE status = 'confirmed'), 0),
    count(*) FILTER (WHERE status = 'waitlisted'),
    coalesce(sum(ladies) FILTER (WHERE status = 'waitlisted' AND offer_expires_at IS NOT NULL), 0),
    coalesce(sum(men) FILTER (WHERE status = 'waitlisted' AND offer_expires_at IS NOT NULL), 0),
    max(waitlisted_at)
  INTO NEW."confirmed_ladies", NEW."confirmed_men", NEW."waitlisted_parties", NEW."offered_ladies",
    NEW."offered_men", NEW."queue_tail"
  FROM "guestlist_entries" WHERE club_id = NEW.club_id AND date = NEW.date AND status <> 'cancelled';
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
