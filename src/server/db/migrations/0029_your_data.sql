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
