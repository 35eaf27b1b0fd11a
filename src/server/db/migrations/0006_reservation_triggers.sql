-- A member's reservations and cashback credits are announced like their guestlist entries (0004):
-- {"topic":"me","userId":...,"kind":"reservation"}, so a confirmation shows up without a reload.
CREATE TRIGGER reservations_notify_live AFTER INSERT OR UPDATE OR DELETE ON reservations
  FOR EACH ROW EXECUTE FUNCTION notify_member_change('reservation');
--> statement-breakpoint
CREATE TRIGGER cashback_credits_notify_live AFTER INSERT ON cashback_credits
  FOR EACH ROW EXECUTE FUNCTION notify_member_change('reservation');
--> statement-breakpoint
-- The cashback ledger is append-only: a credit, once written, is never changed or removed, whoever
-- asks (the application, an admin's SQL console). A correction is a new row, not an edit.
CREATE OR REPLACE FUNCTION refuse_cashback_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'cashback_credits is append-only: % is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cashback_credits_append_only BEFORE UPDATE OR DELETE ON cashback_credits
  FOR EACH ROW EXECUTE FUNCTION refuse_cashback_change();
--> statement-breakpoint
CREATE TRIGGER cashback_credits_no_truncate BEFORE TRUNCATE ON cashback_credits
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_cashback_change();
