-- Hand-written (issue 30, decision 0012): the capture history partitioned by month.
-- `ad_claims` is the one table that grows with every capture and is append-only by time (a row is
-- never changed except `purged_at`, which moves no row across months): it becomes a table
-- partitioned by RANGE (observed_at), one partition per UTC month plus a default one for rows dated
-- outside the months created so far. Its keys hold the partition key: the primary key is
-- (id, observed_at). ad_observations (one row per ad and contributor, upserted) and the offers'
-- day rollups (buckets moved by every later sighting, read all-time) are not append-only by time
-- and stay plain tables (docs/decisions/0012-history-partitions.md).
ALTER TABLE "ad_claims" RENAME TO "ad_claims_unpartitioned";
--> statement-breakpoint
ALTER TABLE "ad_claims_unpartitioned" RENAME CONSTRAINT "ad_claims_pkey" TO "ad_claims_unpartitioned_pkey";
--> statement-breakpoint
ALTER TABLE "ad_claims_unpartitioned" DROP CONSTRAINT "ad_claims_advertisement_id_advertisements_id_fk";
--> statement-breakpoint
DROP INDEX "ad_claims_ad_observed_idx";
--> statement-breakpoint
DROP INDEX "ad_claims_contributor_idx";
--> statement-breakpoint
CREATE TABLE "ad_claims" (
	"id" uuid NOT NULL,
	"advertisement_id" uuid NOT NULL,
	"contributor_id" uuid,
	"token_id" uuid,
	"source" text NOT NULL,
	"trusted" boolean NOT NULL,
	"shape" text NOT NULL,
	"claim" jsonb NOT NULL,
	"claim_hash" text NOT NULL,
	"effect" text[] DEFAULT '{}'::text[] NOT NULL,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purged_at" timestamp with time zone,
	CONSTRAINT "ad_claims_pkey" PRIMARY KEY("id","observed_at")
) PARTITION BY RANGE ("observed_at");
--> statement-breakpoint
ALTER TABLE "ad_claims" ADD CONSTRAINT "ad_claims_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ad_claims_ad_observed_idx" ON "ad_claims" USING btree ("advertisement_id","observed_at");
--> statement-breakpoint
CREATE INDEX "ad_claims_contributor_idx" ON "ad_claims" USING btree ("contributor_id","observed_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "ad_claims_default" PARTITION OF "ad_claims" DEFAULT;
--> statement-breakpoint
-- Detached months are moved here: out of the API's way, still readable and dumpable by an operator.
CREATE SCHEMA IF NOT EXISTS "history_archive";
--> statement-breakpoint
-- One month of `parent` (UTC), named parent_pYYYYMM: created empty, filled with that month's rows
-- from the default partition, then attached (which creates its indexes and foreign key).
CREATE FUNCTION history_partition_create(parent text, col text, lo timestamptz) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  hi timestamptz := ((lo AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
  child text := parent || '_p' || to_char(lo AT TIME ZONE 'UTC', 'YYYYMM');
BEGIN
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS)', child, parent);
  EXECUTE format(
    'WITH moved AS (DELETE FROM %I WHERE %I >= %L AND %I < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
    parent || '_default', col, lo, col, hi, child);
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, child, lo, hi);
  RETURN child;
END $$;
--> statement-breakpoint
-- The history's one maintenance job, run at start-up and daily (src/db/history-partitions.ts), by one
-- caller at a time (transaction advisory lock 737210008; a second caller returns at once). For each
-- partitioned history table it creates every month from the oldest row waiting in the default
-- partition (or the current month) to `months_ahead` months ahead; with `retention_months` > 0 it
-- detaches the months that ended before the cutoff (the start of the current month minus
-- `retention_months`) into schema history_archive and creates none of them again (rows older than
-- the cutoff that still arrive stay in the default partition). Returns what it did.
CREATE FUNCTION history_partitions_maintain(at timestamptz, retention_months integer DEFAULT 0, months_ahead integer DEFAULT 3)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  t record;
  p record;
  this_month timestamptz := date_trunc('month', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  cutoff timestamptz := CASE WHEN retention_months > 0
    THEN ((this_month AT TIME ZONE 'UTC') - make_interval(months => retention_months)) AT TIME ZONE 'UTC' END;
  oldest timestamptz;
  m timestamptz;
  archived text;
  created text[] := '{}';
  detached text[] := '{}';
BEGIN
  IF NOT pg_try_advisory_xact_lock(737210008) THEN
    RETURN jsonb_build_object('skipped', true);
  END IF;
  FOR t IN SELECT * FROM (VALUES ('ad_claims', 'observed_at')) v(tbl, col) LOOP
    EXECUTE format('SELECT min(%I) FROM %I', t.col, t.tbl || '_default') INTO oldest;
    m := date_trunc('month', least(coalesce(oldest, at), at) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
    IF cutoff IS NOT NULL AND m < cutoff THEN m := cutoff; END IF;
    WHILE m <= ((this_month AT TIME ZONE 'UTC') + make_interval(months => months_ahead)) AT TIME ZONE 'UTC' LOOP
      IF to_regclass(format('public.%I', t.tbl || '_p' || to_char(m AT TIME ZONE 'UTC', 'YYYYMM'))) IS NULL THEN
        created := created || history_partition_create(t.tbl, t.col, m);
      END IF;
      m := ((m AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
    END LOOP;
    IF cutoff IS NOT NULL THEN
      FOR p IN
        SELECT c.relname AS name FROM pg_inherits i
          JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE i.inhparent = format('public.%I', t.tbl)::regclass AND n.nspname = 'public'
          AND c.relname ~ ('^' || t.tbl || '_p[0-9]{6}$')
          AND to_date(right(c.relname, 6), 'YYYYMM')::timestamp AT TIME ZONE 'UTC' < cutoff
        ORDER BY c.relname
      LOOP
        EXECUTE format('ALTER TABLE %I DETACH PARTITION %I', t.tbl, p.name);
        -- A month archived before (after a longer retention was set and shortened again) keeps its name.
        archived := p.name;
        IF to_regclass(format('history_archive.%I', archived)) IS NOT NULL THEN
          archived := p.name || '_' || to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISS');
          EXECUTE format('ALTER TABLE %I RENAME TO %I', p.name, archived);
        END IF;
        EXECUTE format('ALTER TABLE %I SET SCHEMA history_archive', archived);
        detached := detached || ('history_archive.' || archived);
      END LOOP;
    END IF;
  END LOOP;
  RETURN jsonb_build_object('skipped', false, 'created', to_jsonb(created), 'detached', to_jsonb(detached));
END $$;
--> statement-breakpoint
INSERT INTO "ad_claims" SELECT * FROM "ad_claims_unpartitioned";
--> statement-breakpoint
-- Files the existing claims into their months (from the oldest) and creates three months ahead.
SELECT history_partitions_maintain(now());
--> statement-breakpoint
DROP TABLE "ad_claims_unpartitioned";
