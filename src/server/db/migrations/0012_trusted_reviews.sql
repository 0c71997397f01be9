CREATE TYPE "public"."review_report_status" AS ENUM('open', 'superseded');--> statement-breakpoint
DROP INDEX "reviews_product_newest_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "status" "review_report_status" DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "counts_toward_hiding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_held_idx" ON "reviews" USING btree ("held_until") WHERE "reviews"."held_until" is not null;--> statement-breakpoint
CREATE INDEX "reviews_product_newest_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST,"id") WHERE "reviews"."hidden_at" is null and "reviews"."held_until" is null;--> statement-breakpoint
-- Reports made before counted toward hiding and keep counting, but for a seller's report of a review of their own
-- product: a seller may no longer report one, and theirs never counts.
UPDATE "review_reports" SET "counts_toward_hiding" = ("review_reports"."reporter_id" <> "products"."seller_id")
  FROM "reviews", "products"
  WHERE "reviews"."id" = "review_reports"."review_id" AND "products"."id" = "reviews"."product_id";--> statement-breakpoint
-- A review hidden with a seller's report among its three is shown again (only reports hide a review), and its
-- product's rating counts it again (as the reviews repository's recount does).
UPDATE "reviews" SET "hidden_at" = NULL
  WHERE "reviews"."hidden_at" IS NOT NULL
    AND (SELECT count(*) FROM "review_reports"
         WHERE "review_reports"."review_id" = "reviews"."id" AND "review_reports"."counts_toward_hiding") < 3;--> statement-breakpoint
UPDATE "products" SET
    "rating_count" = "counted"."reviews",
    "rating_total" = "counted"."stars",
    "rating_average" = CASE WHEN "counted"."reviews" > 0 THEN round("counted"."stars"::numeric / "counted"."reviews", 1) ELSE 0 END
  FROM (
    SELECT "product_id", count(*)::int AS "reviews", coalesce(sum("rating"), 0)::int AS "stars"
    FROM "reviews" WHERE "hidden_at" IS NULL GROUP BY "product_id"
  ) AS "counted"
  WHERE "products"."id" = "counted"."product_id"
    AND ("products"."rating_count", "products"."rating_total") IS DISTINCT FROM ("counted"."reviews", "counted"."stars");--> statement-breakpoint
-- Items their buyer has already reviewed were received by the old rule: they need no confirmation now.
UPDATE "order_items" SET "received_at" = "order_items"."updated_at"
  FROM "orders", "reviews"
  WHERE "orders"."id" = "order_items"."order_id" AND "order_items"."status" = 'delivered'
    AND "reviews"."product_id" = "order_items"."product_id" AND "reviews"."buyer_id" = "orders"."buyer_id";
