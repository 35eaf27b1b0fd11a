-- A completed table's spend can be corrected, more than once: each correction is a `corrected` row
-- (signed, with the new spend), so every other kind stays once per reservation.
DROP INDEX "cashback_ledger_reservation_kind_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_ledger_reservation_kind_idx" ON "cashback_credits" USING btree ("reservation_id","kind") WHERE kind <> 'corrected';--> statement-breakpoint
ALTER TABLE "cashback_credits" DROP CONSTRAINT "cashback_credits_kind_check";--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_kind_check" CHECK (
  (kind = 'earned' AND amount >= 0 AND spend IS NOT NULL AND percent IS NOT NULL)
  OR (kind = 'spent' AND amount < 0)
  OR (kind = 'returned' AND amount > 0)
  OR (kind = 'corrected' AND amount <> 0 AND spend IS NOT NULL AND percent IS NOT NULL)
);
