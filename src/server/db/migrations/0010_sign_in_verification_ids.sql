-- Codes live two minutes: the pending ones are dropped rather than given ids their clients never saw.
DELETE FROM "verification_codes";--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_pkey";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "id" text PRIMARY KEY NOT NULL;--> statement-breakpoint
CREATE INDEX "verification_codes_phone_idx" ON "verification_codes" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "verification_codes_expires_idx" ON "verification_codes" USING btree ("expires_at");
