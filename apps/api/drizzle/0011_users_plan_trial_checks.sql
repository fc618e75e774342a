-- A trial flagged without an end (older admin edits) ends DEFAULT_TRIAL_DAYS after its start, or after sign-up.
UPDATE "users" SET "trial_ends_at" = coalesce("trial_started_at", "created_at") + interval '7 days' WHERE "is_trial" AND "trial_ends_at" IS NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_plan_check" CHECK ("users"."plan" in ('free', 'pro', 'max'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_trial_end_check" CHECK (not "users"."is_trial" or "users"."trial_ends_at" is not null);
