CREATE TABLE "keywords" (
	"id" uuid PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"niche" text NOT NULL,
	"description" text,
	"search_volume" integer,
	"difficulty" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keywords_difficulty_check" CHECK ("keywords"."difficulty" in ('easy', 'medium', 'hard')),
	CONSTRAINT "keywords_search_volume_check" CHECK ("keywords"."search_volume" >= 0),
	CONSTRAINT "keywords_usage_count_check" CHECK ("keywords"."usage_count" >= 0),
	CONSTRAINT "keywords_keyword_check" CHECK (length(trim("keywords"."keyword")) > 0),
	CONSTRAINT "keywords_niche_check" CHECK (length(trim("keywords"."niche")) > 0)
);
--> statement-breakpoint
CREATE TABLE "tutorial_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorial_categories_color_check" CHECK ("tutorial_categories"."color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "tutorial_contents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"thumbnail" text,
	"external_url" text NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"difficulty_level" text DEFAULT 'beginner' NOT NULL,
	"type" text DEFAULT 'video' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorial_contents_difficulty_level_check" CHECK ("tutorial_contents"."difficulty_level" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "tutorial_contents_duration_check" CHECK ("tutorial_contents"."duration" >= 0),
	CONSTRAINT "tutorial_contents_views_count_check" CHECK ("tutorial_contents"."views_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tutorial_contents" ADD CONSTRAINT "tutorial_contents_category_id_tutorial_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tutorial_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keywords_keyword_trgm_idx" ON "keywords" USING gin ("keyword" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "keywords_tags_idx" ON "keywords" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "keywords_niche_idx" ON "keywords" USING btree ("niche");--> statement-breakpoint
CREATE INDEX "keywords_usage_count_idx" ON "keywords" USING btree ("usage_count");--> statement-breakpoint
CREATE INDEX "keywords_created_at_idx" ON "keywords" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tutorial_contents_category_id_idx" ON "tutorial_contents" USING btree ("category_id","created_at");