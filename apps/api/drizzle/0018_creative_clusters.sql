ALTER TABLE "advertisements" ADD COLUMN "image_hash" bigint;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "text_hash" bigint;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "cluster_id" uuid;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "cluster_pending" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "advertisements_image_band0_idx" ON "advertisements" USING btree ((("image_hash") & 65535)) WHERE "advertisements"."cluster_id" is not null;--> statement-breakpoint
CREATE INDEX "advertisements_image_band1_idx" ON "advertisements" USING btree ((("image_hash" >> 16) & 65535)) WHERE "advertisements"."cluster_id" is not null;--> statement-breakpoint
CREATE INDEX "advertisements_image_band2_idx" ON "advertisements" USING btree ((("image_hash" >> 32) & 65535)) WHERE "advertisements"."cluster_id" is not null;--> statement-breakpoint
CREATE INDEX "advertisements_image_band3_idx" ON "advertisements" USING btree ((("image_hash" >> 48) & 65535)) WHERE "advertisements"."cluster_id" is not null;--> statement-breakpoint
CREATE INDEX "advertisements_text_band0_idx" ON "advertisements" USING btree ((("text_hash") & 65535)) WHERE "advertisements"."cluster_id" is not null;--> statement-breakpoint
CREATE INDEX "advertisements_text_band1_idx" ON "advertisements" USING btree ((("text_hash" >> 16) & 65535)) WHERE "advertisements"."cluster_id" is not null;--> statement-breakpoint
CREATE INDEX "advertisements_text_band2_idx" ON "advertisements" USING btree ((("text_hash" >> 32) & 65535)) WHERE "advertisements"."cluster_id" is not null;--> statement-breakpoint
CREATE INDEX "advertisements_text_band3_idx" ON "advertisements" USING btree ((("text_hash" >> 48) & 65535)) WHERE "advertisements"."cluster_id" is not null;--> statement-breakpoint
CREATE INDEX "advertisements_collation_clustered_idx" ON "advertisements" USING btree ("collation_id") WHERE "advertisements"."cluster_id" is not null;--> statement-breakpoint
CREATE INDEX "advertisements_cluster_idx" ON "advertisements" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "advertisements_cluster_pending_idx" ON "advertisements" USING btree ("id") WHERE "advertisements"."cluster_pending";