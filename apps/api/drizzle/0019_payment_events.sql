CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"plan" text,
	"amount_cents" integer,
	"subscription_id" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_check" CHECK ("payment_events"."provider" in ('stripe', 'mercado_pago'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_idx" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_subscription_idx" ON "payment_events" USING btree ("subscription_id") WHERE "payment_events"."subscription_id" is not null;