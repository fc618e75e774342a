CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ad_archive_id" text NOT NULL,
	"page_id" text,
	"page_name" text NOT NULL,
	"ad_creative_bodies" text[] DEFAULT '{}'::text[] NOT NULL,
	"ad_creative_link_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"ad_creative_link_captions" text[] DEFAULT '{}'::text[] NOT NULL,
	"ad_creative_link_descriptions" text[] DEFAULT '{}'::text[] NOT NULL,
	"creative_media_url" text,
	"media_type" text DEFAULT 'none' NOT NULL,
	"ad_snapshot_url" text,
	"publisher_platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"ad_delivery_start_time" timestamp with time zone,
	"ad_delivery_stop_time" timestamp with time zone,
	"cta" text,
	"landing_url" text,
	"landing_domain" text,
	"niche" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (ads_search_vector(page_name, ad_creative_link_titles, ad_creative_bodies, ad_creative_link_captions, ad_creative_link_descriptions)) STORED
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"landing_domain" text NOT NULL,
	"status" text NOT NULL,
	"niche" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advertisements_ad_archive_id_idx" ON "advertisements" USING btree ("ad_archive_id");--> statement-breakpoint
CREATE INDEX "advertisements_search_vector_idx" ON "advertisements" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "advertisements_start_time_idx" ON "advertisements" USING btree ("ad_delivery_start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advertisements_niche_start_time_idx" ON "advertisements" USING btree ("niche","ad_delivery_start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advertisements_active_start_time_idx" ON "advertisements" USING btree ("ad_delivery_start_time" DESC NULLS LAST) WHERE "advertisements"."ad_delivery_stop_time" is null;--> statement-breakpoint
CREATE INDEX "advertisements_active_niche_start_time_idx" ON "advertisements" USING btree ("niche","ad_delivery_start_time" DESC NULLS LAST) WHERE "advertisements"."ad_delivery_stop_time" is null;--> statement-breakpoint
CREATE INDEX "advertisements_page_domain_idx" ON "advertisements" USING btree ("page_id","landing_domain");--> statement-breakpoint
CREATE INDEX "advertisements_domain_idx" ON "advertisements" USING btree ("landing_domain");--> statement-breakpoint
CREATE INDEX "advertisements_page_name_idx" ON "advertisements" USING gin (lower("page_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "advertisements_platforms_idx" ON "advertisements" USING gin ("publisher_platforms");--> statement-breakpoint
CREATE INDEX "advertisements_countries_idx" ON "advertisements" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "advertisements_languages_idx" ON "advertisements" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "advertisements_media_type_start_time_idx" ON "advertisements" USING btree ("media_type","ad_delivery_start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_landing_domain_idx" ON "offers" USING btree ("landing_domain");