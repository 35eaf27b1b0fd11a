-- A member's own guestlist entries and notifications are announced on the "live" channel as
-- {"topic":"me","userId":...,"kind":...}, whoever changes them. The live endpoint forwards each
-- one only to that member's own streams; the payload names no club, party or text, just what to refetch.
CREATE OR REPLACE FUNCTION notify_member_change() RETURNS trigger AS $$
DECLARE
  member uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  PERFORM pg_notify('live', json_build_object('topic', 'me', 'userId', member, 'kind', TG_ARGV[0])::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER guestlist_entries_notify_live AFTER INSERT OR UPDATE OR DELETE ON guestlist_entries
  FOR EACH ROW EXECUTE FUNCTION notify_member_change('guestlist-entry');
--> statement-breakpoint
CREATE TRIGGER notifications_notify_live AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION notify_member_change('notification');
