ALTER TABLE "boosts" ADD COLUMN "boosted_product_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ordered_product_id" uuid;--> statement-breakpoint
-- What is still known: boosts and items whose product has not been deleted yet.
UPDATE "boosts" SET "boosted_product_id" = "product_id" WHERE "product_id" IS NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "ordered_product_id" = "product_id" WHERE "product_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_ordered_product_idx" ON "order_items" USING btree ("ordered_product_id");
