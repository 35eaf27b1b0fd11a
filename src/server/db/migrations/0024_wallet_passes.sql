CREATE TABLE "wallet_dev_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"serial" uuid NOT NULL,
	"target" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"serial" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pass_kind" text NOT NULL,
	"pass_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"pushed_version" integer DEFAULT 1 NOT NULL,
	"change_tag" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('second', now()) NOT NULL,
	"google_linked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_registrations" (
	"device_library_id" text NOT NULL,
	"serial" uuid NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_registrations_device_library_id_serial_pk" PRIMARY KEY("device_library_id","serial")
);
--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_serial_wallet_passes_serial_fk" FOREIGN KEY ("serial") REFERENCES "public"."wallet_passes"("serial") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_dev_sends_created_idx" ON "wallet_dev_sends" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_passes_pass_idx" ON "wallet_passes" USING btree ("pass_kind","pass_id");--> statement-breakpoint
CREATE INDEX "wallet_passes_changed_idx" ON "wallet_passes" USING btree ("serial") WHERE version > pushed_version;--> statement-breakpoint
CREATE INDEX "wallet_passes_tag_idx" ON "wallet_passes" USING btree ("change_tag");--> statement-breakpoint
CREATE INDEX "wallet_registrations_serial_idx" ON "wallet_registrations" USING btree ("serial");--> statement-breakpoint
-- The one seam where "what a Wallet pass shows changed" is known: the row changes themselves. Each
-- trigger raises the pass's version in the change's own transaction (so a crash never loses an
-- update) and wakes the wallet worker in every process. Only passes someone added to a Wallet have a
-- row, so a change costs one indexed update that finds nothing for everyone else. An offer on a
-- waitlisted entry (0023) moves offer_expires_at, which the entries' trigger watches; a state kept
-- in another table adds one trigger calling wallet_pass_changed('guestlist', <entry id>).
CREATE OR REPLACE FUNCTION wallet_pass_changed(kind text, id uuid) RETURNS void AS $$
BEGIN
  UPDATE wallet_passes
     SET version = version + 1,
         -- HTTP dates have whole seconds: Last-Modified moves on by at least one per change, or a
         -- device that fetched within the same second would be told 304 Not Modified.
         updated_at = greatest(date_trunc('second', clock_timestamp()), updated_at + interval '1 second')
   WHERE pass_kind = kind AND pass_id = id;
  IF FOUND THEN
    PERFORM pg_notify('wallet', '');
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_guestlist_entry_changed() RETURNS trigger AS $$
BEGIN
  PERFORM wallet_pass_changed('guestlist', NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_guestlist_entries_update AFTER UPDATE ON "guestlist_entries"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.ladies IS DISTINCT FROM NEW.ladies
        OR OLD.men IS DISTINCT FROM NEW.men OR OLD.guest_names IS DISTINCT FROM NEW.guest_names
        OR OLD.date IS DISTINCT FROM NEW.date OR OLD.promoter_user_id IS DISTINCT FROM NEW.promoter_user_id
        OR OLD.offer_expires_at IS DISTINCT FROM NEW.offer_expires_at)
  EXECUTE FUNCTION wallet_guestlist_entry_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_reservation_changed() RETURNS trigger AS $$
BEGIN
  PERFORM wallet_pass_changed('reservation', NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_reservations_update AFTER UPDATE ON "reservations"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.party_size IS DISTINCT FROM NEW.party_size
        OR OLD.arrival_time IS DISTINCT FROM NEW.arrival_time OR OLD.date IS DISTINCT FROM NEW.date
        OR OLD.table_type IS DISTINCT FROM NEW.table_type)
  EXECUTE FUNCTION wallet_reservation_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_check_in_changed() RETURNS trigger AS $$
DECLARE
  row_ check_ins%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN row_ := OLD; ELSE row_ := NEW; END IF;
  PERFORM wallet_pass_changed(row_.pass_kind, coalesce(row_.entry_id, row_.reservation_id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_check_ins_change AFTER INSERT OR DELETE ON "check_ins"
  FOR EACH ROW EXECUTE FUNCTION wallet_check_in_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_payment_changed() RETURNS trigger AS $$
BEGIN
  PERFORM wallet_pass_changed('reservation', NEW.reservation_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_payments_insert AFTER INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION wallet_payment_changed();
--> statement-breakpoint
CREATE TRIGGER wallet_payments_update AFTER UPDATE ON "payments"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION wallet_payment_changed();
--> statement-breakpoint
-- Apple's passesUpdatedSince tags: taken only by the wallet worker under one advisory lock.
CREATE SEQUENCE "wallet_change_tag_seq";
--> statement-breakpoint
-- A club's name, address, zone or guestlist terms show on its passes: an edit bumps the Wallet passes
-- of its nights from yesterday on (the night still going included). Only passes in a Wallet are
-- touched, found through the club's entries and reservations by club and date.
CREATE OR REPLACE FUNCTION wallet_club_changed() RETURNS trigger AS $$
BEGIN
  UPDATE wallet_passes wp
     SET version = wp.version + 1,
         updated_at = greatest(date_trunc('second', clock_timestamp()), wp.updated_at + interval '1 second')
    FROM guestlist_entries ge
   WHERE wp.pass_kind = 'guestlist' AND wp.pass_id = ge.id
     AND ge.club_id = NEW.id AND ge.date >= current_date - 1;
  UPDATE wallet_passes wp
     SET version = wp.version + 1,
         updated_at = greatest(date_trunc('second', clock_timestamp()), wp.updated_at + interval '1 second')
    FROM reservations r
   WHERE wp.pass_kind = 'reservation' AND wp.pass_id = r.id
     AND r.club_id = NEW.id AND r.date >= current_date - 1;
  PERFORM pg_notify('wallet', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_clubs_update AFTER UPDATE ON "clubs"
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.address IS DISTINCT FROM NEW.address
        OR OLD.time_zone IS DISTINCT FROM NEW.time_zone
        OR OLD.guestlist_options IS DISTINCT FROM NEW.guestlist_options
        OR OLD.cancellation_terms IS DISTINCT FROM NEW.cancellation_terms
        OR OLD.cancellation_cutoff_hours IS DISTINCT FROM NEW.cancellation_cutoff_hours)
  EXECUTE FUNCTION wallet_club_changed();
