CREATE TABLE "radar_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"follow_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radar_alerts_rule_check" CHECK ("radar_alerts"."rule" in ('new_ads', 'scaling', 'stopped'))
);
--> statement-breakpoint
CREATE TABLE "radar_follows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"search" jsonb,
	"min_new_ads" integer NOT NULL,
	"level" text,
	"active_ads" integer,
	"last_visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radar_follows_kind_check" CHECK ("radar_follows"."kind" in ('offer', 'advertiser', 'search')),
	CONSTRAINT "radar_follows_min_new_ads_check" CHECK ("radar_follows"."min_new_ads" > 0)
);
--> statement-breakpoint
CREATE TABLE "radar_hits" (
	"follow_id" uuid NOT NULL,
	"advertisement_id" uuid NOT NULL,
	"event" text NOT NULL,
	"page_id" text,
	"creative_key" text,
	"new_page" boolean DEFAULT false NOT NULL,
	"new_creative" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radar_hits_pkey" PRIMARY KEY("follow_id","advertisement_id","event"),
	CONSTRAINT "radar_hits_event_check" CHECK ("radar_hits"."event" in ('new', 'stopped'))
);
--> statement-breakpoint
ALTER TABLE "radar_alerts" ADD CONSTRAINT "radar_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radar_alerts" ADD CONSTRAINT "radar_alerts_follow_id_radar_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."radar_follows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radar_follows" ADD CONSTRAINT "radar_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radar_hits" ADD CONSTRAINT "radar_hits_follow_id_radar_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."radar_follows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radar_hits" ADD CONSTRAINT "radar_hits_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "radar_alerts_dedupe_key_idx" ON "radar_alerts" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "radar_alerts_follow_created_idx" ON "radar_alerts" USING btree ("follow_id","created_at");--> statement-breakpoint
CREATE INDEX "radar_alerts_user_idx" ON "radar_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "radar_follows_user_kind_key_idx" ON "radar_follows" USING btree ("user_id","kind","key");--> statement-breakpoint
CREATE INDEX "radar_follows_kind_key_idx" ON "radar_follows" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "radar_hits_follow_at_idx" ON "radar_hits" USING btree ("follow_id","at");--> statement-breakpoint
CREATE INDEX "radar_hits_advertisement_idx" ON "radar_hits" USING btree ("advertisement_id");