CREATE TABLE "club_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"role" text NOT NULL,
	"venue_id" uuid,
	"club_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "club_roles_role_check" CHECK ("club_roles"."role" in ('manager', 'door', 'promoter')),
	CONSTRAINT "club_roles_one_scope_check" CHECK (("club_roles"."venue_id" is null) <> ("club_roles"."club_id" is null))
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "club_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "club_roles" ADD CONSTRAINT "club_roles_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_roles" ADD CONSTRAINT "club_roles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_roles" ADD CONSTRAINT "club_roles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_roles_scope_idx" ON "club_roles" USING btree ("phone_number","role",coalesce("venue_id", "club_id"));--> statement-breakpoint
CREATE INDEX "club_roles_venue_idx" ON "club_roles" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "club_roles_club_idx" ON "club_roles" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_name_idx" ON "venues" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_club_created_idx" ON "audit_log" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_venue_created_idx" ON "audit_log" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "clubs_venue_idx" ON "clubs" USING btree ("venue_id");--> statement-breakpoint
-- Entries written before audit_log.club_id existed: the club their target belongs to, where it still exists.
UPDATE "audit_log" SET "club_id" = "target_id"::uuid
  WHERE "target_type" = 'club' AND "target_id" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
UPDATE "audit_log" a SET "club_id" = e."club_id" FROM "guestlist_entries" e
  WHERE a."target_type" = 'guestlist-entry' AND e."id"::text = a."target_id";--> statement-breakpoint
UPDATE "audit_log" a SET "club_id" = r."club_id" FROM "reservations" r
  WHERE a."target_type" = 'reservation' AND r."id"::text = a."target_id";--> statement-breakpoint
-- A team change, or a club joining or leaving a venue, changes what cached roles allow (0014).
CREATE TRIGGER club_roles_notify_auth AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON club_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_roles_changed();--> statement-breakpoint
CREATE TRIGGER clubs_venue_notify_auth AFTER INSERT OR DELETE OR UPDATE OF venue_id ON clubs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_roles_changed();
