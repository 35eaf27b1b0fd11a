CREATE TABLE "guest_book_queue" (
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_book_queue_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "guest_book_folds" ADD COLUMN "folding_through" date;--> statement-breakpoint
ALTER TABLE "guest_book_queue" ADD CONSTRAINT "guest_book_queue_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_book_queue" ADD CONSTRAINT "guest_book_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The fold runs in a job now (docs/decisions/040): a change to a night already folded, or to the
-- night being folded, queues the guest for the job instead of moving the club's mark back for the
-- next read to fold the whole night again. Tonight's writes (the join and door hot paths) probe
-- one primary key of guest_book_folds and change nothing.
DROP FUNCTION IF EXISTS guest_book_refold(uuid, date);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_book_folded(club uuid, night date) RETURNS boolean AS $$
  SELECT EXISTS (SELECT 1 FROM guest_book_folds
    WHERE club_id = club AND night <= coalesce(folding_through, folded_through));
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- DO UPDATE, not DO NOTHING: the row lock makes a batch that takes this guest wait for this
-- transaction, so its recompute reads the change.
CREATE OR REPLACE FUNCTION guest_book_queue_guest(club uuid, guest uuid) RETURNS void AS $$
BEGIN
  IF guest IS NULL THEN RETURN; END IF;
  INSERT INTO guest_book_queue (club_id, user_id) VALUES (club, guest)
    ON CONFLICT (club_id, user_id) DO UPDATE SET queued_at = now();
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_book_night_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF guest_book_folded(OLD.club_id, OLD.date) THEN
      PERFORM guest_book_queue_guest(OLD.club_id, OLD.user_id);
    END IF;
    RETURN OLD;
  END IF;
  IF guest_book_folded(NEW.club_id, NEW.date) THEN
    PERFORM guest_book_queue_guest(NEW.club_id, NEW.user_id);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_book_check_in_changed() RETURNS trigger AS $$
DECLARE
  ci check_ins%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN ci := OLD; ELSE ci := NEW; END IF;
  IF guest_book_folded(ci.club_id, ci.date) THEN
    PERFORM guest_book_queue_guest(ci.club_id, coalesce(
      (SELECT user_id FROM guestlist_entries WHERE id = ci.entry_id),
      (SELECT user_id FROM reservations WHERE id = ci.reservation_id)));
  END IF;
  RETURN ci;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_book_cashback_written() RETURNS trigger AS $$
BEGIN
  PERFORM guest_book_queue_guest(r.club_id, r.user_id) FROM reservations r
    WHERE r.id = NEW.reservation_id AND guest_book_folded(r.club_id, r.date);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS guest_book_check_ins_changed ON check_ins;
--> statement-breakpoint
CREATE TRIGGER guest_book_check_ins_changed AFTER INSERT OR DELETE ON check_ins
  FOR EACH ROW EXECUTE FUNCTION guest_book_check_in_changed();
