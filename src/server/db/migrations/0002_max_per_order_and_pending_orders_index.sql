ALTER TABLE "products" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
CREATE INDEX "orders_buyer_pending_idx" ON "orders" USING btree ("buyer_id") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_order_positive" CHECK ("products"."max_per_order" >= 1);