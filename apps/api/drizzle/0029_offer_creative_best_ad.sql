-- The offer page shows each creative by its best ad: the newest with an archived thumbnail, else
-- the newest (offer-page.repo.ts, offerCreatives). The (domain, creative) index now carries that
-- order, so the page reads one index entry per creative instead of sorting every clone of it: with
-- creatives reused by thousands of ads, the sort took 2.3 s for the largest domain of a
-- 10,000,000-ad library (docs/scaling.md). Its (domain, creative) prefix still serves the fold.
DROP INDEX IF EXISTS "advertisements_domain_creative_idx";--> statement-breakpoint
CREATE INDEX "advertisements_domain_creative_idx" ON "advertisements" ("landing_domain", ad_creative_key(advertisements), (("thumbnail_status" = 'archived' AND "thumbnail_key" IS NOT NULL)) DESC, "ad_delivery_start_time" DESC NULLS LAST, "id" DESC);
