CREATE TYPE "public"."review_report_status" AS ENUM('open', 'superseded');--> statement-breakpoint
DROP INDEX "reviews_product_newest_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "status" "review_report_status" DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "counts_toward_hiding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_held_idx" ON "reviews" USING btree ("held_until") WHERE "reviews"."held_until" is not null;--> statement-breakpoint
CREATE INDEX "reviews_product_newest_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST,"id") WHERE "reviews"."hidden_at" is null and "reviews"."held_until" is null;--> statement-breakpoint
-- Reports made before counted toward hiding: they keep counting.
UPDATE "review_reports" SET "counts_toward_hiding" = true;--> statement-breakpoint
-- Items their buyer has already reviewed were received by the old rule: they need no confirmation now.
UPDATE "order_items" SET "received_at" = "order_items"."updated_at"
  FROM "orders", "reviews"
  WHERE "orders"."id" = "order_items"."order_id" AND "order_items"."status" = 'delivered'
    AND "reviews"."product_id" = "order_items"."product_id" AND "reviews"."buyer_id" = "orders"."buyer_id";
