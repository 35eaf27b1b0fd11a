CREATE TABLE "guest_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"place" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_by_user_id" uuid,
	"claimed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_passes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "guest_pass_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_entry_id_guestlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."guestlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_passes_entry_idx" ON "guest_passes" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "guest_passes_claimed_by_idx" ON "guest_passes" USING btree ("claimed_by_user_id") WHERE "guest_passes"."claimed_by_user_id" is not null;--> statement-breakpoint
CREATE INDEX "guest_passes_created_by_idx" ON "guest_passes" USING btree ("created_by_user_id","created_at");--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_guest_pass_id_guest_passes_id_fk" FOREIGN KEY ("guest_pass_id") REFERENCES "public"."guest_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_guest_pass_idx" ON "check_ins" USING btree ("guest_pass_id") WHERE "check_ins"."guest_pass_id" is not null;
--> statement-breakpoint
-- A guest pass's Wallet copy changes with the pass (claimed, revoked), with its party's entry
-- (cancelled, moved, closed) and with its own admission at the door (decision 038's seam, 039).
CREATE OR REPLACE FUNCTION wallet_guest_pass_changed() RETURNS trigger AS $$
BEGIN
  PERFORM wallet_pass_changed('guest', NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_guest_passes_update AFTER UPDATE ON "guest_passes"
  FOR EACH ROW
  WHEN (OLD.claimed_by_user_id IS DISTINCT FROM NEW.claimed_by_user_id
        OR OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION wallet_guest_pass_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_entry_guest_passes_changed() RETURNS trigger AS $$
BEGIN
  UPDATE wallet_passes wp
     SET version = wp.version + 1,
         updated_at = greatest(date_trunc('second', clock_timestamp()), wp.updated_at + interval '1 second')
    FROM guest_passes gp
   WHERE wp.pass_kind = 'guest' AND wp.pass_id = gp.id AND gp.entry_id = NEW.id;
  IF FOUND THEN
    PERFORM pg_notify('wallet', '');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_entry_guest_passes_update AFTER UPDATE ON "guestlist_entries"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.date IS DISTINCT FROM NEW.date)
  EXECUTE FUNCTION wallet_entry_guest_passes_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_guest_check_in_changed() RETURNS trigger AS $$
DECLARE
  row_ check_ins%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN row_ := OLD; ELSE row_ := NEW; END IF;
  IF row_.guest_pass_id IS NOT NULL THEN
    PERFORM wallet_pass_changed('guest', row_.guest_pass_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_guest_check_ins_change AFTER INSERT OR DELETE ON "check_ins"
  FOR EACH ROW EXECUTE FUNCTION wallet_guest_check_in_changed();
