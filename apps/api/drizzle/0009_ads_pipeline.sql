CREATE TABLE "ad_observations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"advertisement_id" uuid NOT NULL,
	"user_id" uuid,
	"token_id" uuid,
	"source" text NOT NULL,
	"shape" text NOT NULL,
	"created_ad" boolean DEFAULT false NOT NULL,
	"fields_changed" text[] DEFAULT '{}'::text[] NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"first_observed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_observed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "collation_count" integer;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "collation_id" text;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "is_taken_down" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "texts_truncated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "thumbnail_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "thumbnail_source_url" text;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "thumbnail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "thumbnail_next_attempt_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "thumbnail_error" text;--> statement-breakpoint
ALTER TABLE "ad_observations" ADD CONSTRAINT "ad_observations_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_observations" ADD CONSTRAINT "ad_observations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_observations" ADD CONSTRAINT "ad_observations_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_observations_ad_contributor_idx" ON "ad_observations" USING btree ("advertisement_id","source",coalesce("user_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "ad_observations_user_last_idx" ON "ad_observations" USING btree ("user_id","last_observed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advertisements_thumbnail_due_idx" ON "advertisements" USING btree ("thumbnail_next_attempt_at") WHERE "advertisements"."thumbnail_status" = 'pending';--> statement-breakpoint
-- Local demo illustrations and ads without media have nothing to archive.
UPDATE "advertisements" SET "thumbnail_status" = 'none', "thumbnail_next_attempt_at" = NULL WHERE "creative_media_url" IS NULL OR "creative_media_url" NOT LIKE 'http%';
--> statement-breakpoint
UPDATE "advertisements" SET "thumbnail_source_url" = "creative_media_url" WHERE "thumbnail_status" = 'pending';
