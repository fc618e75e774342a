CREATE TABLE "ad_page_domains" (
	"page_id" text NOT NULL,
	"landing_domain" text NOT NULL,
	"ads" integer NOT NULL,
	CONSTRAINT "ad_page_domains_pkey" PRIMARY KEY("page_id","landing_domain")
);
--> statement-breakpoint
CREATE TABLE "ad_summary_queue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_summary_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sign" smallint NOT NULL,
	"ad_id" uuid NOT NULL,
	"landing_domain" text NOT NULL,
	"page_id" text NOT NULL,
	"page_name" text NOT NULL,
	"niche" text NOT NULL,
	"seen_day" date NOT NULL,
	"start_time" timestamp with time zone,
	"active" boolean NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"thumb" boolean NOT NULL,
	"keeps_first_seen" boolean DEFAULT false NOT NULL,
	"keeps_active_start" boolean DEFAULT false NOT NULL,
	"keeps_newest" boolean DEFAULT false NOT NULL,
	"keeps_thumb" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_domain_days" (
	"landing_domain" text NOT NULL,
	"seen_day" date NOT NULL,
	"page_id" text NOT NULL,
	"page_name" text NOT NULL,
	"niche" text NOT NULL,
	"ads" integer NOT NULL,
	"active_ads" integer NOT NULL,
	"first_seen_at" timestamp with time zone,
	"oldest_active_start" timestamp with time zone,
	"newest_start" timestamp with time zone,
	"newest_ad_id" uuid,
	"thumb_start" timestamp with time zone,
	"thumb_ad_id" uuid,
	CONSTRAINT "offer_domain_days_pkey" PRIMARY KEY("landing_domain","seen_day","page_id","page_name","niche")
);
--> statement-breakpoint
CREATE TABLE "offer_domain_starts" (
	"landing_domain" text NOT NULL,
	"start_day" date NOT NULL,
	"ads" integer NOT NULL,
	CONSTRAINT "offer_domain_starts_pkey" PRIMARY KEY("landing_domain","start_day")
);
--> statement-breakpoint
CREATE TABLE "offer_domain_stats" (
	"landing_domain" text NOT NULL,
	"recent" boolean NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"computed_for" date,
	"recent_days" integer,
	"new_days" integer,
	"total_ads" integer,
	"active_ads" integer,
	"distinct_pages" integer,
	"first_seen_at" timestamp with time zone,
	"oldest_active_start" timestamp with time zone,
	"newest_ad_id" uuid,
	"thumb_ad_id" uuid,
	"niche" text,
	"top_page_name" text,
	"new_ads" integer,
	CONSTRAINT "offer_domain_stats_pkey" PRIMARY KEY("landing_domain","recent")
);
--> statement-breakpoint
DROP INDEX IF EXISTS "advertisements_domain_idx";--> statement-breakpoint
CREATE INDEX "ad_summary_queue_page_domain_idx" ON "ad_summary_queue" USING btree ("page_id","landing_domain");--> statement-breakpoint
CREATE INDEX "advertisements_stopped_span_idx" ON "advertisements" USING btree (("ad_delivery_stop_time" - "ad_delivery_start_time") desc nulls last) WHERE "advertisements"."ad_delivery_stop_time" is not null;--> statement-breakpoint
CREATE INDEX "advertisements_domain_seen_idx" ON "advertisements" USING btree ("landing_domain","last_seen_at");--> statement-breakpoint
-- Hand-written below (issue 14): the summaries of src/db/schema/ad-summaries.ts. Triggers queue
-- every change of an ad that a summary depends on; ad_summaries_fold() applies the queue. The
-- windows of the offer stats are whole UTC days, so an ad is in a day bucket, never in a moving one.
CREATE FUNCTION ad_summary_queue_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_summary_queue (sign, ad_id, landing_domain, page_id, page_name, niche, seen_day, start_time, active, first_seen_at, thumb)
  SELECT 1, n.id, n.landing_domain, coalesce(n.page_id, ''), n.page_name, coalesce(n.niche, ''),
    (n.last_seen_at AT TIME ZONE 'UTC')::date, n.ad_delivery_start_time, n.ad_delivery_stop_time IS NULL,
    n.first_seen_at, n.thumbnail_status = 'archived' AND n.thumbnail_key IS NOT NULL
  FROM inserted_ads n
  WHERE n.landing_domain IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ad_summary_queue_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_summary_queue (sign, ad_id, landing_domain, page_id, page_name, niche, seen_day, start_time, active, first_seen_at, thumb)
  SELECT -1, o.id, o.landing_domain, coalesce(o.page_id, ''), o.page_name, coalesce(o.niche, ''),
    (o.last_seen_at AT TIME ZONE 'UTC')::date, o.ad_delivery_start_time, o.ad_delivery_stop_time IS NULL,
    o.first_seen_at, o.thumbnail_status = 'archived' AND o.thumbnail_key IS NOT NULL
  FROM deleted_ads o
  WHERE o.landing_domain IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only updates that change what a summary reads are queued (a sighting later the same day is not).
-- The old side keeps a value when the ad stays in its domain, seen that day or later, with that
-- value unchanged: a bucket may then go on showing it (ad_summaries_apply).
CREATE FUNCTION ad_summary_queue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_summary_queue (sign, ad_id, landing_domain, page_id, page_name, niche, seen_day, start_time, active, first_seen_at, thumb,
    keeps_first_seen, keeps_active_start, keeps_newest, keeps_thumb)
  SELECT s.*
  FROM (
    SELECT o.id,
      o.landing_domain AS o_domain, coalesce(o.page_id, '') AS o_page, o.page_name AS o_name, coalesce(o.niche, '') AS o_niche,
      (o.last_seen_at AT TIME ZONE 'UTC')::date AS o_day, o.ad_delivery_start_time AS o_start,
      o.ad_delivery_stop_time IS NULL AS o_active, o.first_seen_at AS o_first,
      o.thumbnail_status = 'archived' AND o.thumbnail_key IS NOT NULL AS o_thumb,
      n.landing_domain AS n_domain, coalesce(n.page_id, '') AS n_page, n.page_name AS n_name, coalesce(n.niche, '') AS n_niche,
      (n.last_seen_at AT TIME ZONE 'UTC')::date AS n_day, n.ad_delivery_start_time AS n_start,
      n.ad_delivery_stop_time IS NULL AS n_active, n.first_seen_at AS n_first,
      n.thumbnail_status = 'archived' AND n.thumbnail_key IS NOT NULL AS n_thumb
    FROM old_ads o JOIN new_ads n ON n.id = o.id
  ) c
  CROSS JOIN LATERAL (SELECT c.n_domain = c.o_domain AND c.n_day >= c.o_day AS stays) p
  CROSS JOIN LATERAL (VALUES
    (-1::smallint, c.id, c.o_domain, c.o_page, c.o_name, c.o_niche, c.o_day, c.o_start, c.o_active, c.o_first, c.o_thumb,
      coalesce(p.stays AND c.n_first = c.o_first, false),
      coalesce(p.stays AND (NOT c.o_active OR (c.n_active AND c.n_start IS NOT DISTINCT FROM c.o_start)), false),
      coalesce(p.stays AND c.n_start IS NOT DISTINCT FROM c.o_start, false),
      coalesce(p.stays AND (NOT c.o_thumb OR (c.n_thumb AND c.n_start IS NOT DISTINCT FROM c.o_start)), false)),
    (1::smallint, c.id, c.n_domain, c.n_page, c.n_name, c.n_niche, c.n_day, c.n_start, c.n_active, c.n_first, c.n_thumb,
      false, false, false, false)
  ) s(sign, ad_id, landing_domain, page_id, page_name, niche, seen_day, start_time, active, first_seen_at, thumb, kf, ka, kn, kt)
  WHERE (c.o_domain, c.o_page, c.o_name, c.o_niche, c.o_day, c.o_start, c.o_active, c.o_first, c.o_thumb)
      IS DISTINCT FROM (c.n_domain, c.n_page, c.n_name, c.n_niche, c.n_day, c.n_start, c.n_active, c.n_first, c.n_thumb)
    AND s.landing_domain IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER advertisements_summary_insert AFTER INSERT ON advertisements
  REFERENCING NEW TABLE AS inserted_ads FOR EACH STATEMENT EXECUTE FUNCTION ad_summary_queue_inserted();
--> statement-breakpoint
CREATE TRIGGER advertisements_summary_update AFTER UPDATE ON advertisements
  REFERENCING OLD TABLE AS old_ads NEW TABLE AS new_ads FOR EACH STATEMENT EXECUTE FUNCTION ad_summary_queue_updated();
--> statement-breakpoint
CREATE TRIGGER advertisements_summary_delete AFTER DELETE ON advertisements
  REFERENCING OLD TABLE AS deleted_ads FOR EACH STATEMENT EXECUTE FUNCTION ad_summary_queue_deleted();
--> statement-breakpoint
-- Applies queued changes. Counts move by the changes' signs. An extreme (earliest first sighting,
-- oldest active start, newest ad, newest archived thumbnail) improves with what came in; when an
-- ad that may hold one leaves without keeping it, every bucket of its domain showing that value
-- is recomputed from its own ads. A bucket may thus show the value of an ad that moved on to a
-- later day of the same domain: any "seen since" window holding the bucket holds that ad too.
CREATE FUNCTION ad_summaries_apply(batch ad_summary_queue[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_page_domains AS t (page_id, landing_domain, ads)
  SELECT q.page_id, q.landing_domain, sum(q.sign) FROM unnest(batch) q
  WHERE q.page_id <> ''
  GROUP BY 1, 2 HAVING sum(q.sign) <> 0 ORDER BY 1, 2
  ON CONFLICT (page_id, landing_domain) DO UPDATE SET ads = t.ads + excluded.ads;

  DELETE FROM ad_page_domains t
  USING (SELECT DISTINCT q.page_id, q.landing_domain FROM unnest(batch) q WHERE q.sign < 0) x
  WHERE t.page_id = x.page_id AND t.landing_domain = x.landing_domain AND t.ads <= 0;

  INSERT INTO offer_domain_starts AS t (landing_domain, start_day, ads)
  SELECT q.landing_domain, (q.start_time AT TIME ZONE 'UTC')::date, sum(q.sign) FROM unnest(batch) q
  WHERE q.start_time IS NOT NULL
  GROUP BY 1, 2 HAVING sum(q.sign) <> 0 ORDER BY 1, 2
  ON CONFLICT (landing_domain, start_day) DO UPDATE SET ads = t.ads + excluded.ads;

  DELETE FROM offer_domain_starts t
  USING (SELECT DISTINCT q.landing_domain, (q.start_time AT TIME ZONE 'UTC')::date AS start_day FROM unnest(batch) q
         WHERE q.sign < 0 AND q.start_time IS NOT NULL) x
  WHERE t.landing_domain = x.landing_domain AND t.start_day = x.start_day AND t.ads <= 0;

  INSERT INTO offer_domain_days AS t (landing_domain, seen_day, page_id, page_name, niche, ads, active_ads,
    first_seen_at, oldest_active_start, newest_start, newest_ad_id, thumb_start, thumb_ad_id)
  SELECT q.landing_domain, q.seen_day, q.page_id, q.page_name, q.niche,
    sum(q.sign), coalesce(sum(q.sign) FILTER (WHERE q.active), 0),
    min(q.first_seen_at) FILTER (WHERE q.sign > 0),
    min(q.start_time) FILTER (WHERE q.sign > 0 AND q.active),
    max(coalesce(q.start_time, '-infinity')) FILTER (WHERE q.sign > 0),
    (array_agg(q.ad_id ORDER BY coalesce(q.start_time, '-infinity') DESC, q.ad_id DESC) FILTER (WHERE q.sign > 0))[1],
    max(coalesce(q.start_time, '-infinity')) FILTER (WHERE q.sign > 0 AND q.thumb),
    (array_agg(q.ad_id ORDER BY coalesce(q.start_time, '-infinity') DESC, q.ad_id DESC) FILTER (WHERE q.sign > 0 AND q.thumb))[1]
  FROM unnest(batch) q
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (landing_domain, seen_day, page_id, page_name, niche) DO UPDATE SET
    ads = t.ads + excluded.ads,
    active_ads = t.active_ads + excluded.active_ads,
    first_seen_at = least(t.first_seen_at, excluded.first_seen_at),
    oldest_active_start = least(t.oldest_active_start, excluded.oldest_active_start),
    newest_start = CASE WHEN excluded.newest_ad_id IS NOT NULL AND (t.newest_ad_id IS NULL
        OR (excluded.newest_start, excluded.newest_ad_id) > (t.newest_start, t.newest_ad_id))
      THEN excluded.newest_start ELSE t.newest_start END,
    newest_ad_id = CASE WHEN excluded.newest_ad_id IS NOT NULL AND (t.newest_ad_id IS NULL
        OR (excluded.newest_start, excluded.newest_ad_id) > (t.newest_start, t.newest_ad_id))
      THEN excluded.newest_ad_id ELSE t.newest_ad_id END,
    thumb_start = CASE WHEN excluded.thumb_ad_id IS NOT NULL AND (t.thumb_ad_id IS NULL
        OR (excluded.thumb_start, excluded.thumb_ad_id) > (t.thumb_start, t.thumb_ad_id))
      THEN excluded.thumb_start ELSE t.thumb_start END,
    thumb_ad_id = CASE WHEN excluded.thumb_ad_id IS NOT NULL AND (t.thumb_ad_id IS NULL
        OR (excluded.thumb_start, excluded.thumb_ad_id) > (t.thumb_start, t.thumb_ad_id))
      THEN excluded.thumb_ad_id ELSE t.thumb_ad_id END;

  WITH removed AS (
    SELECT * FROM unnest(batch) q
    WHERE q.sign < 0 AND NOT (q.keeps_first_seen AND q.keeps_active_start AND q.keeps_newest AND q.keeps_thumb)
  ), stale AS (
    SELECT t.landing_domain, t.seen_day, t.page_id, t.page_name, t.niche FROM offer_domain_days t
      JOIN removed r ON r.landing_domain = t.landing_domain AND r.first_seen_at = t.first_seen_at
      WHERE NOT r.keeps_first_seen
    UNION
    SELECT t.landing_domain, t.seen_day, t.page_id, t.page_name, t.niche FROM offer_domain_days t
      JOIN removed r ON r.landing_domain = t.landing_domain AND r.start_time = t.oldest_active_start
      WHERE r.active AND NOT r.keeps_active_start
    UNION
    SELECT t.landing_domain, t.seen_day, t.page_id, t.page_name, t.niche FROM offer_domain_days t
      JOIN removed r ON r.landing_domain = t.landing_domain AND r.ad_id = t.newest_ad_id
      WHERE NOT r.keeps_newest
    UNION
    SELECT t.landing_domain, t.seen_day, t.page_id, t.page_name, t.niche FROM offer_domain_days t
      JOIN removed r ON r.landing_domain = t.landing_domain AND r.ad_id = t.thumb_ad_id
      WHERE r.thumb AND NOT r.keeps_thumb
  )
  UPDATE offer_domain_days t SET
    first_seen_at = x.first_seen_at,
    oldest_active_start = x.oldest_active_start,
    newest_start = x.newest_start,
    newest_ad_id = x.newest_ad_id,
    thumb_start = x.thumb_start,
    thumb_ad_id = x.thumb_ad_id
  FROM stale s
  CROSS JOIN LATERAL (
    SELECT min(a.first_seen_at) AS first_seen_at,
      min(a.ad_delivery_start_time) FILTER (WHERE a.ad_delivery_stop_time IS NULL) AS oldest_active_start,
      max(coalesce(a.ad_delivery_start_time, '-infinity')) AS newest_start,
      (array_agg(a.id ORDER BY coalesce(a.ad_delivery_start_time, '-infinity') DESC, a.id DESC))[1] AS newest_ad_id,
      max(coalesce(a.ad_delivery_start_time, '-infinity'))
        FILTER (WHERE a.thumbnail_status = 'archived' AND a.thumbnail_key IS NOT NULL) AS thumb_start,
      (array_agg(a.id ORDER BY coalesce(a.ad_delivery_start_time, '-infinity') DESC, a.id DESC)
        FILTER (WHERE a.thumbnail_status = 'archived' AND a.thumbnail_key IS NOT NULL))[1] AS thumb_ad_id
    FROM advertisements a
    WHERE a.landing_domain = s.landing_domain
      AND a.last_seen_at >= s.seen_day::timestamp AT TIME ZONE 'UTC'
      AND a.last_seen_at < (s.seen_day + 1)::timestamp AT TIME ZONE 'UTC'
      AND coalesce(a.page_id, '') = s.page_id AND a.page_name = s.page_name AND coalesce(a.niche, '') = s.niche
  ) x
  WHERE t.landing_domain = s.landing_domain AND t.seen_day = s.seen_day AND t.page_id = s.page_id
    AND t.page_name = s.page_name AND t.niche = s.niche;

  DELETE FROM offer_domain_days t
  USING (SELECT DISTINCT q.landing_domain, q.seen_day, q.page_id, q.page_name, q.niche FROM unnest(batch) q WHERE q.sign < 0) x
  WHERE t.landing_domain = x.landing_domain AND t.seen_day = x.seen_day AND t.page_id = x.page_id
    AND t.page_name = x.page_name AND t.niche = x.niche AND t.ads <= 0;

  -- The domains' stats are due (a new domain gets rows to fill); they keep showing the last ones meanwhile.
  INSERT INTO offer_domain_stats AS t (landing_domain, recent)
  SELECT DISTINCT q.landing_domain, s.recent FROM unnest(batch) q CROSS JOIN (VALUES (true), (false)) s(recent)
  ORDER BY 1, 2
  ON CONFLICT (landing_domain, recent) DO UPDATE SET stale = true WHERE NOT t.stale;
END $$;
--> statement-breakpoint
-- Folds the queue into the summaries, in batches, one folder at a time (advisory lock 737210004,
-- see src/db/advisory-locks.ts); returns how many changes it applied. Readers fold and wait for
-- a folder at work, so what they read is exact as of their start; writers fold without waiting
-- (`wait` false) to keep the queue short. A change committed meanwhile is left for the next fold.
CREATE FUNCTION ad_summaries_fold(wait boolean DEFAULT true) RETURNS integer LANGUAGE plpgsql AS $$
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
    folded := folded + cardinality(batch);
  END LOOP;
  RETURN folded;
END $$;
--> statement-breakpoint
-- Brings offer_domain_stats up to date: folds the queue, then recomputes the domains a fold
-- marked stale and, once a UTC day or when the windows change, all of them. Readers call it
-- (waiting for a folder at work) and then read the rows; returns how many domains it recomputed.
CREATE FUNCTION offer_stats_refresh(recent_days integer, new_days integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'UTC')::date;
  due text[];
BEGIN
  PERFORM pg_advisory_xact_lock(737210004);
  PERFORM ad_summaries_fold(true);
  SELECT array_agg(DISTINCT s.landing_domain) INTO due FROM offer_domain_stats s
  WHERE s.stale OR s.computed_for IS DISTINCT FROM today
    OR s.recent_days IS DISTINCT FROM offer_stats_refresh.recent_days
    OR s.new_days IS DISTINCT FROM offer_stats_refresh.new_days;
  IF due IS NULL THEN
    RETURN 0;
  END IF;
  DELETE FROM offer_domain_stats WHERE landing_domain = ANY (due);
  INSERT INTO offer_domain_stats (landing_domain, recent, stale, computed_for, recent_days, new_days,
    total_ads, active_ads, distinct_pages, first_seen_at, oldest_active_start, newest_ad_id, thumb_ad_id,
    niche, top_page_name, new_ads)
  WITH b AS MATERIALIZED (
    SELECT t.*, s.recent FROM offer_domain_days t CROSS JOIN (VALUES (true), (false)) s(recent)
    WHERE t.landing_domain = ANY (due)
      AND (NOT s.recent OR t.seen_day > today - offer_stats_refresh.recent_days)
  ), d AS (
    SELECT b.landing_domain, b.recent, sum(b.ads)::int AS total_ads, sum(b.active_ads)::int AS active_ads,
      min(b.first_seen_at) AS first_seen_at, min(b.oldest_active_start) AS oldest_active_start,
      (array_agg(b.newest_ad_id ORDER BY b.newest_start DESC, b.newest_ad_id DESC))[1] AS newest_ad_id,
      (array_agg(b.thumb_ad_id ORDER BY b.thumb_start DESC, b.thumb_ad_id DESC)
        FILTER (WHERE b.thumb_ad_id IS NOT NULL))[1] AS thumb_ad_id
    FROM b GROUP BY 1, 2 HAVING sum(b.ads) > 0
  ), pages AS (
    SELECT x.landing_domain, x.recent, count(*)::int AS n
    FROM (SELECT DISTINCT b.landing_domain, b.recent, b.page_id FROM b WHERE b.page_id <> '') x GROUP BY 1, 2
  ), niches AS (
    SELECT DISTINCT ON (x.landing_domain, x.recent) x.landing_domain, x.recent, x.niche
    FROM (SELECT b.landing_domain, b.recent, b.niche, sum(b.ads) AS n FROM b WHERE b.niche <> '' GROUP BY 1, 2, 3) x
    ORDER BY x.landing_domain, x.recent, x.n DESC, x.niche
  ), names AS (
    SELECT DISTINCT ON (x.landing_domain, x.recent) x.landing_domain, x.recent, x.page_name
    FROM (SELECT b.landing_domain, b.recent, b.page_name, sum(b.ads) AS n FROM b GROUP BY 1, 2, 3) x
    ORDER BY x.landing_domain, x.recent, x.n DESC, x.page_name
  ), starts AS (
    SELECT t.landing_domain, sum(t.ads)::int AS n FROM offer_domain_starts t
    WHERE t.landing_domain = ANY (due) AND t.start_day > today - offer_stats_refresh.new_days
    GROUP BY 1
  )
  SELECT d.landing_domain, d.recent, false, today, offer_stats_refresh.recent_days, offer_stats_refresh.new_days,
    d.total_ads, d.active_ads, coalesce(p.n, 0), d.first_seen_at, d.oldest_active_start, d.newest_ad_id, d.thumb_ad_id,
    n.niche, m.page_name, coalesce(s.n, 0)
  FROM d
  LEFT JOIN pages p ON p.landing_domain = d.landing_domain AND p.recent = d.recent
  LEFT JOIN niches n ON n.landing_domain = d.landing_domain AND n.recent = d.recent
  LEFT JOIN names m ON m.landing_domain = d.landing_domain AND m.recent = d.recent
  LEFT JOIN starts s ON s.landing_domain = d.landing_domain;
  RETURN cardinality(due);
END $$;
--> statement-breakpoint
-- The summaries of the ads already there (the triggers above block writers until this commits).
INSERT INTO ad_page_domains (page_id, landing_domain, ads)
SELECT page_id, landing_domain, count(*) FROM advertisements
WHERE coalesce(page_id, '') <> '' AND landing_domain IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO offer_domain_starts (landing_domain, start_day, ads)
SELECT landing_domain, (ad_delivery_start_time AT TIME ZONE 'UTC')::date, count(*) FROM advertisements
WHERE landing_domain IS NOT NULL AND ad_delivery_start_time IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO offer_domain_days (landing_domain, seen_day, page_id, page_name, niche, ads, active_ads,
  first_seen_at, oldest_active_start, newest_start, newest_ad_id, thumb_start, thumb_ad_id)
SELECT landing_domain, (last_seen_at AT TIME ZONE 'UTC')::date, coalesce(page_id, ''), page_name, coalesce(niche, ''),
  count(*), count(*) FILTER (WHERE ad_delivery_stop_time IS NULL),
  min(first_seen_at),
  min(ad_delivery_start_time) FILTER (WHERE ad_delivery_stop_time IS NULL),
  max(coalesce(ad_delivery_start_time, '-infinity')),
  (array_agg(id ORDER BY coalesce(ad_delivery_start_time, '-infinity') DESC, id DESC))[1],
  max(coalesce(ad_delivery_start_time, '-infinity')) FILTER (WHERE thumbnail_status = 'archived' AND thumbnail_key IS NOT NULL),
  (array_agg(id ORDER BY coalesce(ad_delivery_start_time, '-infinity') DESC, id DESC)
    FILTER (WHERE thumbnail_status = 'archived' AND thumbnail_key IS NOT NULL))[1]
FROM advertisements
WHERE landing_domain IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- Every domain's stats are due (the first offer_stats_refresh computes them).
INSERT INTO offer_domain_stats (landing_domain, recent)
SELECT DISTINCT landing_domain, s.recent FROM offer_domain_days CROSS JOIN (VALUES (true), (false)) s(recent);
