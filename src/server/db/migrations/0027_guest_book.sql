CREATE TABLE "guest_book_folds" (
	"club_id" uuid PRIMARY KEY NOT NULL,
	"folded_through" date NOT NULL,
	"folded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_club_figures" (
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sort_name" text NOT NULL,
	"alt_name" text NOT NULL,
	"phone_digits" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"arrived_people" integer DEFAULT 0 NOT NULL,
	"parties" integer DEFAULT 0 NOT NULL,
	"ladies" integer DEFAULT 0 NOT NULL,
	"men" integer DEFAULT 0 NOT NULL,
	"guestlist_no_shows" integer DEFAULT 0 NOT NULL,
	"table_no_shows" integer DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	"tables" integer DEFAULT 0 NOT NULL,
	"spend_cents" bigint DEFAULT 0 NOT NULL,
	"deposits_kept_cents" bigint DEFAULT 0 NOT NULL,
	"cashback_cents" bigint DEFAULT 0 NOT NULL,
	"first_visit" date,
	"last_visit" date,
	"last_seen" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_club_figures_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "guest_venue_figures" (
	"venue_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sort_name" text NOT NULL,
	"alt_name" text NOT NULL,
	"phone_digits" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"arrived_people" integer DEFAULT 0 NOT NULL,
	"parties" integer DEFAULT 0 NOT NULL,
	"ladies" integer DEFAULT 0 NOT NULL,
	"men" integer DEFAULT 0 NOT NULL,
	"guestlist_no_shows" integer DEFAULT 0 NOT NULL,
	"table_no_shows" integer DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	"tables" integer DEFAULT 0 NOT NULL,
	"spend_cents" bigint DEFAULT 0 NOT NULL,
	"deposits_kept_cents" bigint DEFAULT 0 NOT NULL,
	"cashback_cents" bigint DEFAULT 0 NOT NULL,
	"first_visit" date,
	"last_visit" date,
	"last_seen" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_venue_figures_venue_id_user_id_pk" PRIMARY KEY("venue_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "guest_book_folds" ADD CONSTRAINT "guest_book_folds_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_club_figures" ADD CONSTRAINT "guest_club_figures_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_club_figures" ADD CONSTRAINT "guest_club_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_venue_figures" ADD CONSTRAINT "guest_venue_figures_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_venue_figures" ADD CONSTRAINT "guest_venue_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_club_figures_recent_idx" ON "guest_club_figures" USING btree ("club_id","last_seen" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "guest_club_figures_name_idx" ON "guest_club_figures" USING btree ("club_id","sort_name" text_pattern_ops,"user_id");--> statement-breakpoint
CREATE INDEX "guest_club_figures_alt_name_idx" ON "guest_club_figures" USING btree ("club_id","alt_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "guest_club_figures_phone_idx" ON "guest_club_figures" USING btree ("club_id","phone_digits" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "guest_club_figures_spend_idx" ON "guest_club_figures" USING btree ("club_id","spend_cents" DESC NULLS LAST,"user_id") WHERE spend_cents > 0;--> statement-breakpoint
CREATE INDEX "guest_club_figures_visits_idx" ON "guest_club_figures" USING btree ("club_id","visits" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "guest_club_figures_regular_idx" ON "guest_club_figures" USING btree ("club_id","last_seen" DESC NULLS LAST,"user_id") WHERE visits >= 3;--> statement-breakpoint
CREATE INDEX "guest_club_figures_no_show_idx" ON "guest_club_figures" USING btree ("club_id","last_seen" DESC NULLS LAST,"user_id") WHERE guestlist_no_shows + table_no_shows >= 2
      and (guestlist_no_shows + table_no_shows) * 3 >= visits + guestlist_no_shows + table_no_shows;--> statement-breakpoint
CREATE INDEX "guest_venue_figures_recent_idx" ON "guest_venue_figures" USING btree ("venue_id","last_seen" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "guest_venue_figures_name_idx" ON "guest_venue_figures" USING btree ("venue_id","sort_name" text_pattern_ops,"user_id");--> statement-breakpoint
CREATE INDEX "guest_venue_figures_alt_name_idx" ON "guest_venue_figures" USING btree ("venue_id","alt_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "guest_venue_figures_phone_idx" ON "guest_venue_figures" USING btree ("venue_id","phone_digits" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "guest_venue_figures_spend_idx" ON "guest_venue_figures" USING btree ("venue_id","spend_cents" DESC NULLS LAST,"user_id") WHERE spend_cents > 0;--> statement-breakpoint
CREATE INDEX "guest_venue_figures_visits_idx" ON "guest_venue_figures" USING btree ("venue_id","visits" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "guest_venue_figures_regular_idx" ON "guest_venue_figures" USING btree ("venue_id","last_seen" DESC NULLS LAST,"user_id") WHERE visits >= 3;--> statement-breakpoint
CREATE INDEX "guest_venue_figures_no_show_idx" ON "guest_venue_figures" USING btree ("venue_id","last_seen" DESC NULLS LAST,"user_id") WHERE guestlist_no_shows + table_no_shows >= 2
      and (guestlist_no_shows + table_no_shows) * 3 >= visits + guestlist_no_shows + table_no_shows;--> statement-breakpoint
-- A change to a night already folded into the guest book (a spend corrected, a late door sync, a
-- party's status set after the night, cashback written later) moves its club's fold mark back to
-- the night before, so the next read folds that night again (docs/decisions/040). Tonight's writes
-- (the join and door hot paths) probe one primary key and change nothing.
CREATE OR REPLACE FUNCTION guest_book_refold(club uuid, night date) RETURNS void AS $$
BEGIN
  UPDATE guest_book_folds SET folded_through = night - 1
   WHERE club_id = club AND folded_through >= night;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_book_night_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM guest_book_refold(OLD.club_id, OLD.date);
    RETURN OLD;
  END IF;
  PERFORM guest_book_refold(NEW.club_id, NEW.date);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER guest_book_entries_changed AFTER UPDATE OF status ON guestlist_entries
  FOR EACH ROW EXECUTE FUNCTION guest_book_night_changed();
--> statement-breakpoint
CREATE TRIGGER guest_book_reservations_changed AFTER INSERT OR UPDATE OF status, amount_spent_cents ON reservations
  FOR EACH ROW EXECUTE FUNCTION guest_book_night_changed();
--> statement-breakpoint
CREATE TRIGGER guest_book_check_ins_changed AFTER INSERT OR DELETE ON check_ins
  FOR EACH ROW EXECUTE FUNCTION guest_book_night_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_book_cashback_written() RETURNS trigger AS $$
BEGIN
  PERFORM guest_book_refold(r.club_id, r.date) FROM reservations r WHERE r.id = NEW.reservation_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER guest_book_cashback_written AFTER INSERT ON cashback_credits
  FOR EACH ROW EXECUTE FUNCTION guest_book_cashback_written();
