CREATE TABLE "promoter_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"promoter_user_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promoter_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "turned_away_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turned_away_reports_entry_id_unique" UNIQUE("entry_id")
);
--> statement-breakpoint
ALTER TABLE "club_roles" ADD COLUMN "guest_allowance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "promoter_rates" jsonb DEFAULT '{"lady":0,"man":0,"bonusAfter":null,"bonus":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guestlist_entries" ADD COLUMN "promoter_user_id" uuid;--> statement-breakpoint
ALTER TABLE "guestlist_entries" ADD COLUMN "promoter_link_id" uuid;--> statement-breakpoint
ALTER TABLE "guestlist_entries" ADD COLUMN "added_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "promoter_links" ADD CONSTRAINT "promoter_links_promoter_user_id_users_id_fk" FOREIGN KEY ("promoter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoter_links" ADD CONSTRAINT "promoter_links_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turned_away_reports" ADD CONSTRAINT "turned_away_reports_entry_id_guestlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."guestlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turned_away_reports" ADD CONSTRAINT "turned_away_reports_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promoter_links_place_idx" ON "promoter_links" USING btree ("promoter_user_id","club_id",coalesce("date", '-infinity'::date));--> statement-breakpoint
CREATE INDEX "turned_away_reports_club_date_idx" ON "turned_away_reports" USING btree ("club_id","date");--> statement-breakpoint
ALTER TABLE "guestlist_entries" ADD CONSTRAINT "guestlist_entries_promoter_user_id_users_id_fk" FOREIGN KEY ("promoter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guestlist_entries" ADD CONSTRAINT "guestlist_entries_promoter_link_id_promoter_links_id_fk" FOREIGN KEY ("promoter_link_id") REFERENCES "public"."promoter_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guestlist_entries" ADD CONSTRAINT "guestlist_entries_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guestlist_entries_club_promoted_idx" ON "guestlist_entries" USING btree ("club_id","date") WHERE "guestlist_entries"."promoter_user_id" is not null;--> statement-breakpoint
CREATE INDEX "guestlist_entries_promoter_idx" ON "guestlist_entries" USING btree ("promoter_user_id","club_id","date") WHERE "guestlist_entries"."promoter_user_id" is not null;