CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"cashback_cents" integer DEFAULT 0 NOT NULL,
	"provider_ref" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"capture" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"provider_payment_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "standin_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"capture" text NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"intent_status" text DEFAULT 'requires_payment_method' NOT NULL,
	"amount_received" integer DEFAULT 0 NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"last_decline" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standin_checkouts_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "standin_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"checkout_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standin_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "cashback_credits" DROP CONSTRAINT "cashback_credits_reservation_id_unique";--> statement-breakpoint
ALTER TABLE "cashback_credits" ALTER COLUMN "spend" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cashback_credits" ALTER COLUMN "percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD COLUMN "kind" text DEFAULT 'earned' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "tax_rate" numeric(6, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "service_charge" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "deposit_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "service_charge_percent" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "tax_rate_percent" numeric(6, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "service_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "total_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cashback_applied_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standin_refunds" ADD CONSTRAINT "standin_refunds_checkout_id_standin_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."standin_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_payment_kind_idx" ON "payment_events" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE INDEX "payment_events_club_at_idx" ON "payment_events" USING btree ("club_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reservation_attempt_idx" ON "payments" USING btree ("reservation_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_live_idx" ON "payments" USING btree ("reservation_id") WHERE status in ('pending', 'held', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_idx" ON "payments" USING btree ("provider","checkout_id");--> statement-breakpoint
CREATE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("updated_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "payments_club_created_idx" ON "payments" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_ledger_reservation_kind_idx" ON "cashback_credits" USING btree ("reservation_id","kind");--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_kind_check" CHECK (
  (kind = 'earned' AND amount >= 0 AND spend IS NOT NULL AND percent IS NOT NULL)
  OR (kind = 'spent' AND amount < 0)
  OR (kind = 'returned' AND amount > 0)
);--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_money_check" CHECK (
  tax_rate >= 0 AND tax_rate <= 30 AND service_charge >= 0 AND service_charge <= 40
  AND deposit_percent >= 0 AND deposit_percent <= 100
);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_money_check" CHECK (
  service_cents >= 0 AND tax_cents >= 0 AND total_cents >= 0 AND deposit_cents >= 0
  AND deposit_cents <= total_cents AND cashback_applied_cents >= 0 AND cashback_applied_cents <= deposit_cents
);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_check" CHECK (
  status IN ('pending', 'held', 'paid', 'failed', 'released', 'refunded', 'forfeited', 'applied')
  AND provider IN ('stripe', 'standin', 'cashback')
  AND capture IN ('manual', 'automatic')
  AND amount_cents >= 0 AND refunded_cents >= 0 AND refunded_cents <= amount_cents
);--> statement-breakpoint
-- The balance never goes below zero: a row that takes cashback away waits for the member's row
-- lock, then sums what is committed, so two deposits paid at once with the same cashback cannot
-- both spend it, from any process.
CREATE OR REPLACE FUNCTION refuse_cashback_overdraw() RETURNS trigger AS $$
DECLARE
  balance numeric;
BEGIN
  IF NEW.amount >= 0 THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR UPDATE;
  SELECT coalesce(sum(amount), 0) INTO balance FROM cashback_credits WHERE user_id = NEW.user_id;
  IF balance + NEW.amount < 0 THEN
    RAISE EXCEPTION 'cashback balance % cannot pay %', balance, -NEW.amount
      USING ERRCODE = 'check_violation', CONSTRAINT = 'cashback_balance_not_negative';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cashback_credits_no_overdraw BEFORE INSERT ON cashback_credits
  FOR EACH ROW EXECUTE FUNCTION refuse_cashback_overdraw();
--> statement-breakpoint
-- What happened to a payment is never rewritten: receipts and reconciliation read it.
CREATE OR REPLACE FUNCTION refuse_payment_event_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'payment_events is append-only: % is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_events_append_only BEFORE UPDATE OR DELETE ON payment_events
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION refuse_payment_event_change();
