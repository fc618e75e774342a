-- The change feed (db/change-feed.ts): every write that a replica's caches depend on announces
-- itself on the channel 'sniperads_changes' inside its own transaction, so PostgreSQL delivers it
-- to every replica exactly when the write commits (and never when it rolls back).
-- A row trigger's arguments: the kind of change, then the column naming whose it is.
CREATE FUNCTION "sniperads_notify_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  owner_column text := TG_ARGV[1];
BEGIN
  -- The activity stamp (written at most every 5 minutes per account) changes nothing a cache holds.
  IF TG_OP = 'UPDATE' AND kind = 'user'
     AND (to_jsonb(NEW) - 'last_activity_at') = (to_jsonb(OLD) - 'last_activity_at') THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('sniperads_changes', kind || ':' || (to_jsonb(NEW) ->> owner_column));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    -- PostgreSQL folds identical notifications of one transaction into one.
    PERFORM pg_notify('sniperads_changes', kind || ':' || (to_jsonb(OLD) ->> owner_column));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "sniperads_notify_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sniperads_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Accounts: plan, role, password, profile, deletion (sessions and tokens go with it by cascade).
CREATE TRIGGER "users_change_feed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "sniperads_notify_row_change"('user', 'id');--> statement-breakpoint
-- Revocation (logout, rotation, password change) and removal; a new session is in no cache yet.
CREATE TRIGGER "sessions_change_feed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "sniperads_notify_row_change"('session', 'user_id');--> statement-breakpoint
CREATE TRIGGER "favorites_change_feed" AFTER INSERT OR UPDATE OR DELETE ON "favorites"
  FOR EACH ROW EXECUTE FUNCTION "sniperads_notify_row_change"('favorites', 'user_id');--> statement-breakpoint
-- A favorite's card says whether it is in the Studio.
CREATE TRIGGER "studio_items_change_feed" AFTER INSERT OR UPDATE OR DELETE ON "studio_items"
  FOR EACH ROW EXECUTE FUNCTION "sniperads_notify_row_change"('favorites', 'user_id');--> statement-breakpoint
CREATE TRIGGER "favorite_interests_change_feed" AFTER INSERT OR UPDATE OR DELETE ON "favorite_interests"
  FOR EACH ROW EXECUTE FUNCTION "sniperads_notify_row_change"('interests', 'user_id');--> statement-breakpoint
-- The keyword bank is shared: any write (admin edits, usage counts) makes every cached list stale.
CREATE TRIGGER "keywords_change_feed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "keywords"
  FOR EACH STATEMENT EXECUTE FUNCTION "sniperads_notify_table_change"('keywords');
