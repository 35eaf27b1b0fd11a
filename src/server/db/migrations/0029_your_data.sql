CREATE TABLE "data_archives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"content" text,
	"bytes" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cashback_credits" ALTER COLUMN "reservation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_archives" ADD CONSTRAINT "data_archives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_archives_user_idx" ON "data_archives" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_archives_preparing_idx" ON "data_archives" USING btree ("requested_at") WHERE status = 'preparing';--> statement-breakpoint
CREATE INDEX "wallet_passes_user_idx" ON "wallet_passes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_phone_idx" ON "audit_log" USING btree (("details"->>'phoneNumber'));--> statement-breakpoint
-- Deleting an account forfeits its cashback balance (decision 042): a ledger row, never a delete.
-- It is the only kind without a reservation, and each member forfeits at most once.
ALTER TABLE "cashback_credits" DROP CONSTRAINT "cashback_credits_kind_check";--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_kind_check" CHECK (
  (kind = 'earned' AND amount_cents >= 0 AND spend_cents IS NOT NULL AND percent IS NOT NULL AND reservation_id IS NOT NULL)
  OR (kind = 'spent' AND amount_cents < 0 AND reservation_id IS NOT NULL)
  OR (kind = 'returned' AND amount_cents > 0 AND reservation_id IS NOT NULL)
  OR (kind = 'corrected' AND amount_cents <> 0 AND spend_cents IS NOT NULL AND percent IS NOT NULL AND reservation_id IS NOT NULL)
  OR (kind = 'forfeited' AND amount_cents < 0 AND reservation_id IS NULL)
);--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_ledger_forfeit_once_idx" ON "cashback_credits" ("user_id") WHERE kind = 'forfeited';
--> statement-breakpoint
-- The audit log stays append-only, with one exception: erasing a deleted account (decision 042).
-- Inside a transaction that set nightlist.erasure (set_config(..., true): that transaction only),
-- an UPDATE may change the words that name a person (actor phone and name, summary, details,
-- target id) and nothing else. DELETE and TRUNCATE are refused as before.
CREATE OR REPLACE FUNCTION refuse_audit_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('nightlist.erasure', true), '') = 'on'
    AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.target_type = OLD.target_type
    AND NEW.club_id IS NOT DISTINCT FROM OLD.club_id AND NEW.venue_id IS NOT DISTINCT FROM OLD.venue_id
    AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;
