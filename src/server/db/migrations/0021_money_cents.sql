-- One unit of money (decision 036): every stored amount is integer cents. Each dollar column is
-- converted in place (ALTER ... TYPE ... USING rewrites the table without firing row triggers, so
-- the append-only ledger needs no exception), then renamed. numeric × 100 is exact and round() of
-- an integral numeric is itself: no cent moves. A value too large for integer fails the migration.
-- The ledger's check names the old column: dropped first, recreated on the cents column below.
ALTER TABLE "cashback_credits" DROP CONSTRAINT "cashback_credits_kind_check";--> statement-breakpoint
ALTER TABLE "cashback_credits" ALTER COLUMN "spend" SET DATA TYPE integer USING round("spend" * 100)::integer;--> statement-breakpoint
ALTER TABLE "cashback_credits" RENAME COLUMN "spend" TO "spend_cents";--> statement-breakpoint
ALTER TABLE "cashback_credits" ALTER COLUMN "amount" SET DATA TYPE integer USING round("amount" * 100)::integer;--> statement-breakpoint
ALTER TABLE "cashback_credits" RENAME COLUMN "amount" TO "amount_cents";--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_kind_check" CHECK (
  (kind = 'earned' AND amount_cents >= 0 AND spend_cents IS NOT NULL AND percent IS NOT NULL)
  OR (kind = 'spent' AND amount_cents < 0)
  OR (kind = 'returned' AND amount_cents > 0)
  OR (kind = 'corrected' AND amount_cents <> 0 AND spend_cents IS NOT NULL AND percent IS NOT NULL)
);--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "amount_spent" SET DATA TYPE integer USING round("amount_spent" * 100)::integer;--> statement-breakpoint
ALTER TABLE "reservations" RENAME COLUMN "amount_spent" TO "amount_spent_cents";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "minimum_spend" SET DATA TYPE integer USING "minimum_spend" * 100;--> statement-breakpoint
ALTER TABLE "reservations" RENAME COLUMN "minimum_spend" TO "minimum_spend_cents";--> statement-breakpoint
-- Table types (the club's list and each reservation's snapshot) keep their minimum in cents too:
-- {"minimumSpend": 500} becomes {"minimumSpendCents": 50000}, every other key as it was.
CREATE FUNCTION money_cents_table_type(t jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN t IS NULL OR jsonb_typeof(t) <> 'object' OR NOT (t ? 'minimumSpend') THEN t
    ELSE (t - 'minimumSpend')
      || jsonb_build_object('minimumSpendCents', round((t ->> 'minimumSpend')::numeric * 100)::integer)
  END
$$;--> statement-breakpoint
CREATE FUNCTION money_cents_table_types(ts jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(ts) <> 'array' THEN ts
    ELSE coalesce(
      (SELECT jsonb_agg(money_cents_table_type(t.value) ORDER BY t.ordinality)
        FROM jsonb_array_elements(ts) WITH ORDINALITY AS t),
      '[]'::jsonb)
  END
$$;--> statement-breakpoint
ALTER TABLE "clubs" ALTER COLUMN "table_types" SET DATA TYPE jsonb USING money_cents_table_types("table_types");--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "table_type" SET DATA TYPE jsonb USING money_cents_table_type("table_type");--> statement-breakpoint
DROP FUNCTION money_cents_table_types(jsonb);--> statement-breakpoint
DROP FUNCTION money_cents_table_type(jsonb);--> statement-breakpoint
-- Promoter pay: {"lady": 7.5, "man": 5, "bonusAfter": 20, "bonus": 1} becomes
-- {"ladyCents": 750, "manCents": 500, "bonusAfter": 20, "bonusCents": 100}. The form took dollars
-- and cents; a rate typed through the API with a fraction of a cent rounds half away from zero.
CREATE FUNCTION money_cents_promoter_rates(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'ladyCents', round(coalesce((r ->> 'lady')::numeric, 0) * 100)::integer,
    'manCents', round(coalesce((r ->> 'man')::numeric, 0) * 100)::integer,
    'bonusAfter', r -> 'bonusAfter',
    'bonusCents', round(coalesce((r ->> 'bonus')::numeric, 0) * 100)::integer)
$$;--> statement-breakpoint
ALTER TABLE "clubs" ALTER COLUMN "promoter_rates" SET DATA TYPE jsonb USING money_cents_promoter_rates("promoter_rates");--> statement-breakpoint
ALTER TABLE "clubs" ALTER COLUMN "promoter_rates" SET DEFAULT '{"ladyCents":0,"manCents":0,"bonusAfter":null,"bonusCents":0}'::jsonb;--> statement-breakpoint
DROP FUNCTION money_cents_promoter_rates(jsonb);--> statement-breakpoint
-- The overdraw guard (0018) summed dollars; it sums cents now, in bigint (a sum of integers).
CREATE OR REPLACE FUNCTION refuse_cashback_overdraw() RETURNS trigger AS $$
DECLARE
  balance bigint;
BEGIN
  IF NEW.amount_cents >= 0 THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR UPDATE;
  SELECT coalesce(sum(amount_cents), 0) INTO balance FROM cashback_credits WHERE user_id = NEW.user_id;
  IF balance + NEW.amount_cents < 0 THEN
    RAISE EXCEPTION 'cashback balance % cents cannot pay % cents', balance, -NEW.amount_cents
      USING ERRCODE = 'check_violation', CONSTRAINT = 'cashback_balance_not_negative';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
