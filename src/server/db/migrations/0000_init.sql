CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"active_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"event_type" text DEFAULT 'nightclub' NOT NULL,
	"sort_order" integer,
	"address" text DEFAULT '' NOT NULL,
	"maps_url" text DEFAULT '' NOT NULL,
	"reservations_enabled" boolean DEFAULT false NOT NULL,
	"reservation_cashback" numeric(5, 2) DEFAULT 0 NOT NULL,
	"concierge_call_number" text,
	"concierge_text_number" text,
	"time_zone" text NOT NULL,
	"guestlist_options" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guestlist_dates" (
	"club_id" uuid NOT NULL,
	"date" date NOT NULL,
	"capacity_female" integer,
	"capacity_male" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guestlist_dates_club_id_date_pk" PRIMARY KEY("club_id","date")
);
--> statement-breakpoint
ALTER TABLE "guestlist_dates" ADD CONSTRAINT "guestlist_dates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clubs_visible_idx" ON "clubs" USING btree ("visible");--> statement-breakpoint
CREATE INDEX "guestlist_dates_date_idx" ON "guestlist_dates" USING btree ("date");