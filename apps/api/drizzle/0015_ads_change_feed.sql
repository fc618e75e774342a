-- Hand-written (issue 14): ad search answers are cached per replica (modules/ads/ads.router.ts),
-- so every write to the ads announces itself on the change feed of migration 0013 as 'ads'. Per
-- statement, not per row: a bulk ingest of 500 ads (or a seed of 1,000,000) costs one
-- notification, and PostgreSQL folds the identical ones of a transaction into one. A statement that
-- changed no row (the thumbnail sweep's claim when nothing is due) notifies nothing: the changed
-- rows are read from the statement's transition table, which is why each event has its own trigger.
CREATE FUNCTION "sniperads_notify_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('sniperads_changes', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "advertisements_insert_change_feed" AFTER INSERT ON "advertisements"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sniperads_notify_rows_changed"('ads');--> statement-breakpoint
CREATE TRIGGER "advertisements_update_change_feed" AFTER UPDATE ON "advertisements"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sniperads_notify_rows_changed"('ads');--> statement-breakpoint
CREATE TRIGGER "advertisements_delete_change_feed" AFTER DELETE ON "advertisements"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sniperads_notify_rows_changed"('ads');--> statement-breakpoint
CREATE TRIGGER "advertisements_truncate_change_feed" AFTER TRUNCATE ON "advertisements"
  FOR EACH STATEMENT EXECUTE FUNCTION "sniperads_notify_table_change"('ads');
