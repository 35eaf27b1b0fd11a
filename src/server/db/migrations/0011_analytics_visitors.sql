ALTER TABLE "analytics_events" ADD COLUMN "visitor" text;--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("visitor","at");