CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"folder_id" uuid,
	"advertisement_id" uuid,
	"source" text DEFAULT 'manual' NOT NULL,
	"url" text NOT NULL,
	"niche" text,
	"cta" text,
	"image" text,
	"color" text,
	"creative_media_url" text,
	"ad_snapshot_url" text,
	"page_name" text,
	"ad_delivery_start_time" timestamp with time zone,
	"ad_delivery_stop_time" timestamp with time zone,
	"ad_creative_link_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"ad_creative_link_captions" text[] DEFAULT '{}'::text[] NOT NULL,
	"ad_creative_bodies" text[] DEFAULT '{}'::text[] NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"publisher_platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" numeric(14, 2),
	"media_status" text DEFAULT 'none' NOT NULL,
	"media_key" text,
	"media_content_type" text,
	"media_size" integer,
	"media_attempts" integer DEFAULT 0 NOT NULL,
	"media_next_attempt_at" timestamp with time zone,
	"media_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_price_check" CHECK ("favorites"."price" is null or "favorites"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"color" text NOT NULL,
	"icon" text DEFAULT 'folder' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"share_token" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"favorite_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_parent_id_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_items" ADD CONSTRAINT "studio_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_items" ADD CONSTRAINT "studio_items_favorite_id_favorites_id_fk" FOREIGN KEY ("favorite_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_id_url_idx" ON "favorites" USING btree ("user_id","url");--> statement-breakpoint
CREATE INDEX "favorites_user_id_created_at_idx" ON "favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favorites_folder_id_idx" ON "favorites" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_media_key_idx" ON "favorites" USING btree ("media_key");--> statement-breakpoint
CREATE INDEX "favorites_media_due_idx" ON "favorites" USING btree ("media_next_attempt_at") WHERE "favorites"."media_status" = 'pending';--> statement-breakpoint
CREATE INDEX "folders_user_id_sort_order_idx" ON "folders" USING btree ("user_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "folders_share_token_idx" ON "folders" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_items_favorite_id_idx" ON "studio_items" USING btree ("favorite_id");--> statement-breakpoint
CREATE INDEX "studio_items_user_id_created_at_idx" ON "studio_items" USING btree ("user_id","created_at");