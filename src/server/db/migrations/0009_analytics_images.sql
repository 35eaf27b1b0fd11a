CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"metric" text,
	"value" double precision,
	"device" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_images" (
	"club_id" uuid PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "club_images" ADD CONSTRAINT "club_images_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_images" ADD CONSTRAINT "club_images_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_events_route_idx" ON "analytics_events" USING btree ("route");--> statement-breakpoint
-- A new or replaced photo changes what the cards show: announce it like any club change (0001).
CREATE OR REPLACE FUNCTION notify_club_image_change() RETURNS trigger AS $$
DECLARE
  changed_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.club_id ELSE NEW.club_id END;
BEGIN
  PERFORM pg_notify('live', json_build_object('topic', 'clubs', 'clubId', changed_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER club_images_notify_live AFTER INSERT OR UPDATE OR DELETE ON club_images
  FOR EACH ROW EXECUTE FUNCTION notify_club_image_change();
