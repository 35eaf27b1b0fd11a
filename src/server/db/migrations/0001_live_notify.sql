-- Every change to clubs or guestlist dates is announced on the "live" channel, whoever makes it
-- (the API, an admin tool, psql). Each server process LISTENs and pushes it to its browsers, so
-- live updates work across processes sharing one database.
CREATE OR REPLACE FUNCTION notify_club_change() RETURNS trigger AS $$
DECLARE
  changed_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  PERFORM pg_notify('live', json_build_object('topic', 'clubs', 'clubId', changed_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_guestlist_date_change() RETURNS trigger AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify(
    'live',
    json_build_object('topic', 'guestlist-dates', 'clubId', changed.club_id, 'date', to_char(changed.date, 'YYYY-MM-DD'))::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER clubs_notify_live AFTER INSERT OR UPDATE OR DELETE ON clubs
  FOR EACH ROW EXECUTE FUNCTION notify_club_change();
--> statement-breakpoint
CREATE TRIGGER guestlist_dates_notify_live AFTER INSERT OR UPDATE OR DELETE ON guestlist_dates
  FOR EACH ROW EXECUTE FUNCTION notify_guestlist_date_change();
