CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"actor_phone" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pass_kind" text NOT NULL,
	"entry_id" uuid,
	"reservation_id" uuid,
	"club_id" uuid NOT NULL,
	"date" date NOT NULL,
	"people" integer NOT NULL,
	"checked_in_at" timestamp (6) with time zone NOT NULL,
	"recorded_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"staff_user_id" uuid,
	"client_scan_id" text,
	CONSTRAINT "check_ins_client_scan_id_unique" UNIQUE("client_scan_id")
);
--> statement-breakpoint
CREATE TABLE "door_staff_phone_numbers" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_entry_id_guestlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."guestlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "check_ins_club_date_idx" ON "check_ins" USING btree ("club_id","date");--> statement-breakpoint
CREATE INDEX "check_ins_entry_idx" ON "check_ins" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "check_ins_reservation_idx" ON "check_ins" USING btree ("reservation_id");--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_one_pass" CHECK (
  (pass_kind = 'guestlist' AND entry_id IS NOT NULL AND reservation_id IS NULL)
  OR (pass_kind = 'reservation' AND reservation_id IS NOT NULL AND entry_id IS NULL)
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_people_positive" CHECK (people > 0);
--> statement-breakpoint
-- A night's list changed (an entry, a reservation, an admission at the door): staff screens showing
-- that night refetch. The payload names only the club and the night; the live endpoint forwards
-- it to staff streams only.
CREATE OR REPLACE FUNCTION notify_night_change() RETURNS trigger AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify(
    'live',
    json_build_object('topic', 'night', 'clubId', changed.club_id, 'date', to_char(changed.date, 'YYYY-MM-DD'))::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER check_ins_notify_night AFTER INSERT OR UPDATE OR DELETE ON check_ins
  FOR EACH ROW EXECUTE FUNCTION notify_night_change();
--> statement-breakpoint
CREATE TRIGGER guestlist_entries_notify_night AFTER INSERT OR UPDATE OR DELETE ON guestlist_entries
  FOR EACH ROW EXECUTE FUNCTION notify_night_change();
--> statement-breakpoint
CREATE TRIGGER reservations_notify_night AFTER INSERT OR UPDATE OR DELETE ON reservations
  FOR EACH ROW EXECUTE FUNCTION notify_night_change();
--> statement-breakpoint
-- The site notice (and any later site setting) reaches open pages live.
CREATE OR REPLACE FUNCTION notify_settings_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('live', json_build_object('topic', 'settings')::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER site_settings_notify_live AFTER INSERT OR UPDATE OR DELETE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_settings_change();
--> statement-breakpoint
-- The audit log is append-only, like the cashback ledger: an entry once written is never changed.
CREATE OR REPLACE FUNCTION refuse_audit_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_change();
