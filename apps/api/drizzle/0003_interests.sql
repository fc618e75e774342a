-- Hand-written: unaccent() is only STABLE, so generated columns and indexes cannot call it;
-- this IMMUTABLE wrapper pins the dictionary (safe: the unaccent rules never change at run time).
CREATE OR REPLACE FUNCTION sa_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Hand-written: array_to_string() is STABLE too; a text[] path joins the same way every time.
CREATE OR REPLACE FUNCTION sa_path_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string($1, ' > ') $$;
--> statement-breakpoint
CREATE TABLE "favorite_interests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"interest_id" text NOT NULL,
	"name" text NOT NULL,
	"audience_lower" bigint,
	"audience_upper" bigint,
	"category" text DEFAULT 'Outros' NOT NULL,
	"path" text[] DEFAULT '{}'::text[] NOT NULL,
	"locale" text DEFAULT 'pt_BR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meta_id" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"name_norm" text GENERATED ALWAYS AS (sa_unaccent(lower(name))) STORED NOT NULL,
	"path_norm" text GENERATED ALWAYS AS (sa_unaccent(lower(sa_path_text(path)))) STORED NOT NULL,
	"audience_lower" bigint,
	"audience_upper" bigint,
	"audience_size" bigint,
	"path" text[] DEFAULT '{}'::text[] NOT NULL,
	"topic" text,
	"description" text,
	"disambiguation_category" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_interests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"interest_id" text,
	"name" text NOT NULL,
	"category" text DEFAULT 'Outros' NOT NULL,
	"country" text DEFAULT 'Brasil' NOT NULL,
	"cpm_current_cents" integer,
	"cpm_previous_cents" integer,
	"reach" bigint,
	"status" text DEFAULT 'testando' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracked_interests_status_check" CHECK ("tracked_interests"."status" in ('ativo', 'testando', 'pausado')),
	CONSTRAINT "tracked_interests_cpm_check" CHECK ("tracked_interests"."cpm_current_cents" >= 0 and "tracked_interests"."cpm_previous_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "favorite_interests" ADD CONSTRAINT "favorite_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_interests" ADD CONSTRAINT "tracked_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_interests_user_id_interest_id_idx" ON "favorite_interests" USING btree ("user_id","interest_id");--> statement-breakpoint
CREATE INDEX "favorite_interests_user_id_created_at_idx" ON "favorite_interests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interests_meta_id_locale_idx" ON "interests" USING btree ("meta_id","locale");--> statement-breakpoint
CREATE INDEX "interests_name_norm_trgm_idx" ON "interests" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interests_path_norm_trgm_idx" ON "interests" USING gin ("path_norm" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_interests_user_id_name_idx" ON "tracked_interests" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tracked_interests_user_id_status_idx" ON "tracked_interests" USING btree ("user_id","status");