-- Changes that could make a process's cached session wrong are announced on the "auth" channel
-- (auth/session-cache.ts), so every process forgets them at once. Statement-level triggers: one
-- notification per statement, naming at most 100 rows (a notification holds 8,000 bytes); past
-- that, "all", and every process reads its sessions again.
CREATE OR REPLACE FUNCTION notify_sessions_gone() RETURNS trigger AS $$
DECLARE
  hashes text[];
BEGIN
  -- An expired session is refused by every process on its own: only live ones need announcing, so
  -- the sweep of expired sessions sends nothing.
  SELECT array_agg(token_hash) INTO hashes
  FROM (SELECT token_hash FROM gone WHERE expires_at > now() LIMIT 101) live;
  IF hashes IS NULL THEN
    RETURN NULL;
  ELSIF array_length(hashes, 1) > 100 THEN
    PERFORM pg_notify('auth', '{"kind":"all"}');
  ELSE
    PERFORM pg_notify('auth', json_build_object('kind', 'sessions', 'tokenHashes', hashes)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_auth AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_gone();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_users_changed() RETURNS trigger AS $$
DECLARE
  ids text[];
BEGIN
  SELECT array_agg(id::text) INTO ids FROM (SELECT id FROM changed LIMIT 101) listed;
  IF ids IS NULL THEN
    RETURN NULL;
  ELSIF array_length(ids, 1) > 100 THEN
    PERFORM pg_notify('auth', '{"kind":"all"}');
  ELSE
    PERFORM pg_notify('auth', json_build_object('kind', 'users', 'userIds', ids)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_updated_notify_auth AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted_notify_auth AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_roles_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('auth', '{"kind":"roles"}');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER admin_phone_numbers_notify_auth AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON admin_phone_numbers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_roles_changed();
--> statement-breakpoint
CREATE TRIGGER door_staff_phone_numbers_notify_auth AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON door_staff_phone_numbers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_roles_changed();
