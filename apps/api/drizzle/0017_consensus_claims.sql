CREATE TABLE "ad_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
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
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ad_observations" DROP CONSTRAINT "ad_observations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ad_observations" DROP CONSTRAINT "ad_observations_token_id_api_tokens_id_fk";
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "corroborated" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_claims" ADD CONSTRAINT "ad_claims_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_claims_ad_observed_idx" ON "ad_claims" USING btree ("advertisement_id","observed_at");--> statement-breakpoint
CREATE INDEX "ad_claims_contributor_idx" ON "ad_claims" USING btree ("contributor_id","observed_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written below: the consensus of the shared library (modules/ads/consensus). The offers'
-- summaries (0014) count only corroborated ads: those a trusted source or at least two
-- independent accounts saw. An ad that stops or starts being corroborated leaves or joins its
-- domain's buckets through the same update trigger, as if its domain had changed.
CREATE OR REPLACE FUNCTION ad_summary_queue_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_summary_queue (sign, ad_id, landing_domain, page_id, page_name, niche, seen_day, start_time, active, first_seen_at, thumb)
  SELECT 1, n.id, n.landing_domain, coalesce(n.page_id, ''), n.page_name, coalesce(n.niche, ''),
    (n.last_seen_at AT TIME ZONE 'UTC')::date, n.ad_delivery_start_time, n.ad_delivery_stop_time IS NULL,
    n.first_seen_at, n.thumbnail_status = 'archived' AND n.thumbnail_key IS NOT NULL
  FROM inserted_ads n
  WHERE n.landing_domain IS NOT NULL AND n.corroborated;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ad_summary_queue_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_summary_queue (sign, ad_id, landing_domain, page_id, page_name, niche, seen_day, start_time, active, first_seen_at, thumb)
  SELECT -1, o.id, o.landing_domain, coalesce(o.page_id, ''), o.page_name, coalesce(o.niche, ''),
    (o.last_seen_at AT TIME ZONE 'UTC')::date, o.ad_delivery_start_time, o.ad_delivery_stop_time IS NULL,
    o.first_seen_at, o.thumbnail_status = 'archived' AND o.thumbnail_key IS NOT NULL
  FROM deleted_ads o
  WHERE o.landing_domain IS NOT NULL AND o.corroborated;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ad_summary_queue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_summary_queue (sign, ad_id, landing_domain, page_id, page_name, niche, seen_day, start_time, active, first_seen_at, thumb,
    keeps_first_seen, keeps_active_start, keeps_newest, keeps_thumb)
  SELECT s.*
  FROM (
    SELECT o.id,
      CASE WHEN o.corroborated THEN o.landing_domain END AS o_domain, coalesce(o.page_id, '') AS o_page, o.page_name AS o_name, coalesce(o.niche, '') AS o_niche,
      (o.last_seen_at AT TIME ZONE 'UTC')::date AS o_day, o.ad_delivery_start_time AS o_start,
      o.ad_delivery_stop_time IS NULL AS o_active, o.first_seen_at AS o_first,
      o.thumbnail_status = 'archived' AND o.thumbnail_key IS NOT NULL AS o_thumb,
      CASE WHEN n.corroborated THEN n.landing_domain END AS n_domain, coalesce(n.page_id, '') AS n_page, n.page_name AS n_name, coalesce(n.niche, '') AS n_niche,
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
CREATE OR REPLACE FUNCTION ad_summaries_apply(batch ad_summary_queue[]) RETURNS void LANGUAGE plpgsql AS $$
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
    WHERE a.landing_domain = s.landing_domain AND a.corroborated
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
-- Ads that only one ordinary account ever sent stop counting in the signals; everything else
-- (demo data, admin imports, the Meta connector, ads two accounts saw) keeps counting. The update
-- trigger above queues their leaving the summaries.
UPDATE advertisements a SET corroborated = false
WHERE EXISTS (SELECT 1 FROM ad_observations o WHERE o.advertisement_id = a.id)
  AND NOT EXISTS (SELECT 1 FROM ad_observations o WHERE o.advertisement_id = a.id AND o.source <> 'extension')
  AND (SELECT count(DISTINCT o.user_id) FROM ad_observations o WHERE o.advertisement_id = a.id) < 2;
