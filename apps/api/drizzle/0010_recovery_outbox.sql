ALTER TABLE "api_tokens" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."delivered_at" is null;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_revoked_reason_check" CHECK ("api_tokens"."revoked_reason" is null or "api_tokens"."revoked_reason" in ('user', 'password_reset', 'admin_password_reset'));--> statement-breakpoint
-- Rows from before the outbox was delivered were development mail, never to be sent: delivered, so the purge takes them.
UPDATE "outbox" SET "delivered_at" = "created_at";--> statement-breakpoint
-- Tokens revoked until now were revoked by their owner.
UPDATE "api_tokens" SET "revoked_reason" = 'user' WHERE "revoked_at" IS NOT NULL;
