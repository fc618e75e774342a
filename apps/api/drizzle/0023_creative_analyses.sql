CREATE TABLE "ai_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"creative_key" text NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_runs_status_check" CHECK ("ai_runs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "creative_analyses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"creative_key" text NOT NULL,
	"action" text NOT NULL,
	"content" text NOT NULL,
	"model" text NOT NULL,
	"prompt_version" integer NOT NULL,
	"input" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creative_analyses_action_check" CHECK ("creative_analyses"."action" in ('analise-estrutural', 'modelagem-criativa', 'headlines', 'palavras-chave')),
	CONSTRAINT "creative_analyses_input_check" CHECK ("creative_analyses"."input" in ('image', 'video_frame', 'text'))
);
--> statement-breakpoint
ALTER TABLE "ai_runs" ADD CONSTRAINT "ai_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_analyses" ADD CONSTRAINT "creative_analyses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_runs_user_id_created_at_idx" ON "ai_runs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creative_analyses_creative_key_action_idx" ON "creative_analyses" USING btree ("creative_key","action");