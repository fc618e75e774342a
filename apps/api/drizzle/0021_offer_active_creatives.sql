ALTER TABLE "offer_domain_creative_counts" ADD COLUMN "active_creatives" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below: the escalation score measures scale in creatives with a running ad, not in
-- ads (a creative cloned under many pages counts once). offer_page_summaries_apply is 0020's, with
-- the active creatives kept beside the creatives; the fold's lock keeps a fold from running between
-- the function's change and the backfill.
SELECT pg_advisory_xact_lock(737210004);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_page_summaries_apply(batch ad_summary_queue[]) RETURNS void LANGUAGE plpgsql AS $$
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

  -- A creative counts while it has ads, and counts as active while it has a running ad: the counts
  -- move by the creatives that gain their first (running) ad or lose their last, read before the
  -- rows below change.
  INSERT INTO offer_domain_creative_counts AS t (landing_domain, creatives, active_creatives)
  SELECT d.landing_domain,
    sum((coalesce(c.ads, 0) + d.ads > 0)::int - (c.ads IS NOT NULL)::int)::int,
    sum((coalesce(c.active_ads, 0) + d.active > 0)::int - (coalesce(c.active_ads, 0) > 0)::int)::int
  FROM (
    SELECT q.landing_domain, q.creative_key, sum(q.sign) AS ads, coalesce(sum(q.sign) FILTER (WHERE q.active), 0) AS active
    FROM unnest(batch) q
    WHERE q.creative_key IS NOT NULL GROUP BY 1, 2
  ) d
  LEFT JOIN offer_domain_creatives c ON c.landing_domain = d.landing_domain AND c.creative_key = d.creative_key
  GROUP BY 1
  HAVING sum((coalesce(c.ads, 0) + d.ads > 0)::int - (c.ads IS NOT NULL)::int) <> 0
    OR sum((coalesce(c.active_ads, 0) + d.active > 0)::int - (coalesce(c.active_ads, 0) > 0)::int) <> 0
  ORDER BY 1
  ON CONFLICT (landing_domain) DO UPDATE SET
    creatives = t.creatives + excluded.creatives, active_creatives = t.active_creatives + excluded.active_creatives;

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
UPDATE offer_domain_creative_counts t SET active_creatives = x.n
FROM (SELECT c.landing_domain, count(*)::int AS n FROM offer_domain_creatives c WHERE c.active_ads > 0 GROUP BY 1) x
WHERE t.landing_domain = x.landing_domain;
