CREATE TABLE "offer_domain_creative_counts" (
	"landing_domain" text PRIMARY KEY NOT NULL,
	"creatives" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_domain_creatives" (
	"landing_domain" text NOT NULL,
	"creative_key" text NOT NULL,
	"ads" integer NOT NULL,
	"active_ads" integer NOT NULL,
	CONSTRAINT "offer_domain_creatives_pkey" PRIMARY KEY("landing_domain","creative_key")
);
--> statement-breakpoint
CREATE TABLE "offer_domain_flows" (
	"landing_domain" text NOT NULL,
	"day" date NOT NULL,
	"page_id" text NOT NULL,
	"started" integer NOT NULL,
	"stopped" integer NOT NULL,
	CONSTRAINT "offer_domain_flows_pkey" PRIMARY KEY("landing_domain","day","page_id")
);
--> statement-breakpoint
ALTER TABLE "ad_summary_queue" ADD COLUMN "stop_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_summary_queue" ADD COLUMN "creative_key" text;--> statement-breakpoint
CREATE INDEX "offer_domain_creatives_domain_ads_idx" ON "offer_domain_creatives" USING btree ("landing_domain","ads" DESC NULLS LAST,"creative_key");
--> statement-breakpoint
-- Hand-written below: the offer page's summaries (offer_domain_flows and offer_domain_creatives
-- in src/db/schema/ad-summaries.ts). The queue now carries each side's delivery stop and creative;
-- a fold applies the starts and stops per domain, day and page, and the ads per domain and
-- creative, next to the other summaries. Writers wait until this commits, and what was queued
-- before is folded first, so the backfill below counts every ad once.
LOCK TABLE advertisements IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT ad_summaries_fold(true);
--> statement-breakpoint
-- What makes ads one creative: their near-duplicate cluster (0018: creative and text alike, or
-- Meta's collation), else, until the ad is clustered, Meta's collation (the Ad Library's "N ads
-- use this creative"), else the ad alone. A clustered ad's key changes like any other column and
-- the update trigger moves it. The one definition: the queue, the index below and the API's reads
-- (modules/offers/creative-key.ts) all call it. Changing it means rebuilding
-- advertisements_domain_creative_idx and offer_domain_creatives.
CREATE FUNCTION ad_creative_key(a advertisements) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(a.cluster_id::text, a.collation_id, a.id::text)
$$;
--> statement-breakpoint
-- A creative's ads within an offer: the page shows each creative by its best ad.
CREATE INDEX advertisements_domain_creative_idx ON advertisements (landing_domain, ad_creative_key(advertisements));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ad_summary_queue_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_summary_queue (sign, ad_id, landing_domain, page_id, page_name, niche, seen_day, start_time, stop_time, creative_key, active, first_seen_at, thumb)
  SELECT 1, n.id, n.landing_domain, coalesce(n.page_id, ''), n.page_name, coalesce(n.niche, ''),
    (n.last_seen_at AT TIME ZONE 'UTC')::date, n.ad_delivery_start_time, n.ad_delivery_stop_time, ad_creative_key(n), n.ad_delivery_stop_time IS NULL,
    n.first_seen_at, n.thumbnail_status = 'archived' AND n.thumbnail_key IS NOT NULL
  FROM inserted_ads n
  WHERE n.landing_domain IS NOT NULL AND n.corroborated;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ad_summary_queue_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_summary_queue (sign, ad_id, landing_domain, page_id, page_name, niche, seen_day, start_time, stop_time, creative_key, active, first_seen_at, thumb)
  SELECT -1, o.id, o.landing_domain, coalesce(o.page_id, ''), o.page_name, coalesce(o.niche, ''),
    (o.last_seen_at AT TIME ZONE 'UTC')::date, o.ad_delivery_start_time, o.ad_delivery_stop_time, ad_creative_key(o), o.ad_delivery_stop_time IS NULL,
    o.first_seen_at, o.thumbnail_status = 'archived' AND o.thumbnail_key IS NOT NULL
  FROM deleted_ads o
  WHERE o.landing_domain IS NOT NULL AND o.corroborated;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- As in 0017, with the stop and the creative: a stop moved to another day, or an ad that joins
-- another creative, is a change too.
CREATE OR REPLACE FUNCTION ad_summary_queue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_summary_queue (sign, ad_id, landing_domain, page_id, page_name, niche, seen_day, start_time, stop_time, creative_key, active, first_seen_at, thumb,
    keeps_first_seen, keeps_active_start, keeps_newest, keeps_thumb)
  SELECT s.*
  FROM (
    SELECT o.id,
      CASE WHEN o.corroborated THEN o.landing_domain END AS o_domain, coalesce(o.page_id, '') AS o_page, o.page_name AS o_name, coalesce(o.niche, '') AS o_niche,
      (o.last_seen_at AT TIME ZONE 'UTC')::date AS o_day, o.ad_delivery_start_time AS o_start, o.ad_delivery_stop_time AS o_stop,
      ad_creative_key(o) AS o_creative,
      o.ad_delivery_stop_time IS NULL AS o_active, o.first_seen_at AS o_first,
      o.thumbnail_status = 'archived' AND o.thumbnail_key IS NOT NULL AS o_thumb,
      CASE WHEN n.corroborated THEN n.landing_domain END AS n_domain, coalesce(n.page_id, '') AS n_page, n.page_name AS n_name, coalesce(n.niche, '') AS n_niche,
      (n.last_seen_at AT TIME ZONE 'UTC')::date AS n_day, n.ad_delivery_start_time AS n_start, n.ad_delivery_stop_time AS n_stop,
      ad_creative_key(n) AS n_creative,
      n.ad_delivery_stop_time IS NULL AS n_active, n.first_seen_at AS n_first,
      n.thumbnail_status = 'archived' AND n.thumbnail_key IS NOT NULL AS n_thumb
    FROM old_ads o JOIN new_ads n ON n.id = o.id
  ) c
  CROSS JOIN LATERAL (SELECT c.n_domain = c.o_domain AND c.n_day >= c.o_day AS stays) p
  CROSS JOIN LATERAL (VALUES
    (-1::smallint, c.id, c.o_domain, c.o_page, c.o_name, c.o_niche, c.o_day, c.o_start, c.o_stop, c.o_creative, c.o_active, c.o_first, c.o_thumb,
      coalesce(p.stays AND c.n_first = c.o_first, false),
      coalesce(p.stays AND (NOT c.o_active OR (c.n_active AND c.n_start IS NOT DISTINCT FROM c.o_start)), false),
      coalesce(p.stays AND c.n_start IS NOT DISTINCT FROM c.o_start, false),
      coalesce(p.stays AND (NOT c.o_thumb OR (c.n_thumb AND c.n_start IS NOT DISTINCT FROM c.o_start)), false)),
    (1::smallint, c.id, c.n_domain, c.n_page, c.n_name, c.n_niche, c.n_day, c.n_start, c.n_stop, c.n_creative, c.n_active, c.n_first, c.n_thumb,
      false, false, false, false)
  ) s(sign, ad_id, landing_domain, page_id, page_name, niche, seen_day, start_time, stop_time, creative_key, active, first_seen_at, thumb, kf, ka, kn, kt)
  WHERE (c.o_domain, c.o_page, c.o_name, c.o_niche, c.o_day, c.o_start, c.o_stop, c.o_creative, c.o_first, c.o_thumb)
      IS DISTINCT FROM (c.n_domain, c.n_page, c.n_name, c.n_niche, c.n_day, c.n_start, c.n_stop, c.n_creative, c.n_first, c.n_thumb)
    AND s.landing_domain IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Flows: each side of a change counts its start (delivery start, else first sighting) and its
-- stop on their UTC days; rows that reach zero both ways go. A stop dated before the start counts
-- on the start's day (the ad ran that day at most), so no day ever shows fewer than zero ads
-- running. Creatives: ads and active ads per domain and creative; rows without ads go.
CREATE FUNCTION offer_page_summaries_apply(batch ad_summary_queue[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_domain_flows AS t (landing_domain, day, page_id, started, stopped)
  SELECT q.landing_domain, x.day, q.page_id, sum(x.started)::int, sum(x.stopped)::int
  FROM unnest(batch) q
  CROSS JOIN LATERAL (VALUES
    ((coalesce(q.start_time, q.first_seen_at) AT TIME ZONE 'UTC')::date, q.sign::int, 0),
    (CASE WHEN q.stop_time IS NOT NULL
      THEN (greatest(q.stop_time, coalesce(q.start_time, q.first_seen_at)) AT TIME ZONE 'UTC')::date END, 0, q.sign::int)
  ) x(day, started, stopped)
  WHERE x.day IS NOT NULL
  GROUP BY 1, 2, 3 HAVING sum(x.started) <> 0 OR sum(x.stopped) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (landing_domain, day, page_id) DO UPDATE SET
    started = t.started + excluded.started, stopped = t.stopped + excluded.stopped;

  DELETE FROM offer_domain_flows t
  USING (SELECT DISTINCT q.landing_domain, q.page_id, x.day FROM unnest(batch) q
    CROSS JOIN LATERAL (VALUES ((coalesce(q.start_time, q.first_seen_at) AT TIME ZONE 'UTC')::date),
      (CASE WHEN q.stop_time IS NOT NULL
      THEN (greatest(q.stop_time, coalesce(q.start_time, q.first_seen_at)) AT TIME ZONE 'UTC')::date END)) x(day)
    WHERE q.sign < 0 AND x.day IS NOT NULL) x
  WHERE t.landing_domain = x.landing_domain AND t.day = x.day AND t.page_id = x.page_id
    AND t.started <= 0 AND t.stopped <= 0;

  -- A creative counts while it has ads: the counts move by the creatives that gain their first ad
  -- or lose their last, read before the rows below change.
  INSERT INTO offer_domain_creative_counts AS t (landing_domain, creatives)
  SELECT d.landing_domain, sum((coalesce(c.ads, 0) + d.ads > 0)::int - (c.ads IS NOT NULL)::int)::int
  FROM (
    SELECT q.landing_domain, q.creative_key, sum(q.sign) AS ads FROM unnest(batch) q
    WHERE q.creative_key IS NOT NULL GROUP BY 1, 2
  ) d
  LEFT JOIN offer_domain_creatives c ON c.landing_domain = d.landing_domain AND c.creative_key = d.creative_key
  GROUP BY 1 HAVING sum((coalesce(c.ads, 0) + d.ads > 0)::int - (c.ads IS NOT NULL)::int) <> 0 ORDER BY 1
  ON CONFLICT (landing_domain) DO UPDATE SET creatives = t.creatives + excluded.creatives;

  DELETE FROM offer_domain_creative_counts t
  USING (SELECT DISTINCT q.landing_domain FROM unnest(batch) q WHERE q.sign < 0) x
  WHERE t.landing_domain = x.landing_domain AND t.creatives <= 0;

  INSERT INTO offer_domain_creatives AS t (landing_domain, creative_key, ads, active_ads)
  SELECT q.landing_domain, q.creative_key, sum(q.sign)::int, coalesce(sum(q.sign) FILTER (WHERE q.active), 0)::int
  FROM unnest(batch) q
  WHERE q.creative_key IS NOT NULL
  GROUP BY 1, 2 HAVING sum(q.sign) <> 0 OR coalesce(sum(q.sign) FILTER (WHERE q.active), 0) <> 0 ORDER BY 1, 2
  ON CONFLICT (landing_domain, creative_key) DO UPDATE SET
    ads = t.ads + excluded.ads, active_ads = t.active_ads + excluded.active_ads;

  DELETE FROM offer_domain_creatives t
  USING (SELECT DISTINCT q.landing_domain, q.creative_key FROM unnest(batch) q WHERE q.sign < 0) x
  WHERE t.landing_domain = x.landing_domain AND t.creative_key = x.creative_key AND t.ads <= 0;
END $$;
--> statement-breakpoint
-- As in 0014, with the offer page's summaries applied from the same batches.
CREATE OR REPLACE FUNCTION ad_summaries_fold(wait boolean DEFAULT true) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  upto bigint;
  batch ad_summary_queue[];
  folded integer := 0;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ad_summary_queue) THEN
    RETURN 0;
  END IF;
  IF wait THEN
    PERFORM pg_advisory_xact_lock(737210004);
  ELSIF NOT pg_try_advisory_xact_lock(737210004) THEN
    RETURN 0;
  END IF;
  SELECT max(id) INTO upto FROM ad_summary_queue;
  LOOP
    WITH taken AS (
      DELETE FROM ad_summary_queue
      WHERE id IN (SELECT id FROM ad_summary_queue WHERE id <= upto ORDER BY id LIMIT 20000)
      RETURNING *
    )
    SELECT array_agg(ROW(taken.*)::ad_summary_queue) INTO batch FROM taken;
    EXIT WHEN batch IS NULL;
    PERFORM ad_summaries_apply(batch);
    PERFORM offer_page_summaries_apply(batch);
    folded := folded + cardinality(batch);
  END LOOP;
  RETURN folded;
END $$;
--> statement-breakpoint
INSERT INTO offer_domain_flows (landing_domain, day, page_id, started, stopped)
SELECT x.landing_domain, x.day, x.page_id, sum(x.started)::int, sum(x.stopped)::int
FROM advertisements a
CROSS JOIN LATERAL (VALUES
  (a.landing_domain, (coalesce(a.ad_delivery_start_time, a.first_seen_at) AT TIME ZONE 'UTC')::date, coalesce(a.page_id, ''), 1, 0),
  (a.landing_domain, CASE WHEN a.ad_delivery_stop_time IS NOT NULL
    THEN (greatest(a.ad_delivery_stop_time, coalesce(a.ad_delivery_start_time, a.first_seen_at)) AT TIME ZONE 'UTC')::date END,
    coalesce(a.page_id, ''), 0, 1)
) x(landing_domain, day, page_id, started, stopped)
WHERE a.landing_domain IS NOT NULL AND a.corroborated AND x.day IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO offer_domain_creatives (landing_domain, creative_key, ads, active_ads)
SELECT a.landing_domain, ad_creative_key(a), count(*), count(*) FILTER (WHERE a.ad_delivery_stop_time IS NULL)
FROM advertisements a
WHERE a.landing_domain IS NOT NULL AND a.corroborated
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO offer_domain_creative_counts (landing_domain, creatives)
SELECT landing_domain, count(*) FROM offer_domain_creatives GROUP BY 1;
