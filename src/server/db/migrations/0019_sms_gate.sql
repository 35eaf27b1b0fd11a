ALTER TABLE "notification_deliveries" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "expires_at" timestamp with time zone;