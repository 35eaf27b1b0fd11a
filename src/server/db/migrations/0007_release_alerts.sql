CREATE TABLE "release_alerts" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"gender" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "release_alerts_user_id_date_gender_pk" PRIMARY KEY("user_id","date","gender")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "release_alerts" ADD CONSTRAINT "release_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_alerts_pending_idx" ON "release_alerts" USING btree ("date","gender") WHERE notified_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key_idx" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
-- A member's alerts are announced like their entries (0004), so every open tab shows the change.
CREATE TRIGGER release_alerts_notify_live AFTER INSERT OR UPDATE OR DELETE ON release_alerts
  FOR EACH ROW EXECUTE FUNCTION notify_member_change('release-alert');
