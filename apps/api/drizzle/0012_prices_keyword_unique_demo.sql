ALTER TABLE "advertisements" ADD COLUMN "price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "price_installments" smallint;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "price_pending" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "price_installments" smallint;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "price_pending" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "advertisements_price_pending_idx" ON "advertisements" USING btree ("id") WHERE "advertisements"."price_pending";--> statement-breakpoint
CREATE INDEX "favorites_price_pending_idx" ON "favorites" USING btree ("id") WHERE "favorites"."price_pending";--> statement-breakpoint
-- A keyword appears once per niche: earlier repeats keep their data under a numbered name, so the admin can merge them.
UPDATE "keywords" SET "keyword" = "keywords"."keyword" || ' (' || d.n || ')' FROM (SELECT "id", row_number() OVER (PARTITION BY lower(trim("keyword")), lower(trim("niche")) ORDER BY "created_at", "id") AS n FROM "keywords") d WHERE "keywords"."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_keyword_niche_idx" ON "keywords" USING btree (lower(trim("keyword")),lower(trim("niche")));--> statement-breakpoint
-- Demo creatives are now drawn per ad by the API (GET /api/media/demo/<ad id>.svg) instead of one file per niche.
UPDATE "advertisements" SET "creative_media_url" = '/api/media/demo/' || "ad_archive_id" || '.svg' WHERE "creative_media_url" LIKE '/demo/ads/%';--> statement-breakpoint
UPDATE "favorites" SET "creative_media_url" = a."creative_media_url", "image" = a."creative_media_url", "media_status" = 'none', "media_error" = NULL FROM "advertisements" a WHERE "favorites"."advertisement_id" = a."id" AND "favorites"."creative_media_url" LIKE '/demo/ads/%';--> statement-breakpoint
-- The demo tutorials pointed at invented YouTube ids (all 'sA7u…'): no real video behind them.
DELETE FROM "tutorial_contents" WHERE "external_url" LIKE 'https://www.youtube.com/watch?v=sA7u%';
