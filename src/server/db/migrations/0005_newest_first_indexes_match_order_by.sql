-- "order by x desc" means DESC NULLS FIRST: indexes built DESC NULLS LAST did not match it, so a seller's newest
-- items were found by scanning the whole market's newest items (17 ms for a seller with 334 items).
DROP INDEX "notifications_user_sequence_idx";--> statement-breakpoint
DROP INDEX "order_items_seller_newest_idx";--> statement-breakpoint
DROP INDEX "orders_buyer_newest_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_sequence_idx" ON "notifications" USING btree ("user_id","sequence" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_items_seller_newest_idx" ON "order_items" USING btree ("seller_id","ordered_at" DESC NULLS FIRST,"id","status","quantity","price_cents_at_time","order_id","product_id","unit");--> statement-breakpoint
CREATE INDEX "orders_buyer_newest_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS FIRST);