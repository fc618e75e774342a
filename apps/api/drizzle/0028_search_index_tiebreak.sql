DROP INDEX IF EXISTS "advertisements_start_time_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "advertisements_niche_start_time_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "advertisements_active_start_time_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "advertisements_stopped_span_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "advertisements_active_niche_start_time_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "advertisements_media_type_start_time_idx";--> statement-breakpoint
CREATE INDEX "advertisements_start_time_idx" ON "advertisements" USING btree ("ad_delivery_start_time" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "advertisements_niche_start_time_idx" ON "advertisements" USING btree ("niche","ad_delivery_start_time" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "advertisements_active_start_time_idx" ON "advertisements" USING btree ("ad_delivery_start_time" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "advertisements"."ad_delivery_stop_time" is null;--> statement-breakpoint
CREATE INDEX "advertisements_stopped_span_idx" ON "advertisements" USING btree (("ad_delivery_stop_time" - "ad_delivery_start_time") desc nulls last,"id") WHERE "advertisements"."ad_delivery_stop_time" is not null;--> statement-breakpoint
CREATE INDEX "advertisements_active_niche_start_time_idx" ON "advertisements" USING btree ("niche","ad_delivery_start_time" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "advertisements"."ad_delivery_stop_time" is null;--> statement-breakpoint
CREATE INDEX "advertisements_media_type_start_time_idx" ON "advertisements" USING btree ("media_type","ad_delivery_start_time" DESC NULLS LAST,"id" DESC NULLS FIRST);