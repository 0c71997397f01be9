CREATE TABLE "product_views" (
	"product_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "product_views_pk" PRIMARY KEY("product_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_views_seller_day_idx" ON "product_views" USING btree ("seller_id","day","product_id");--> statement-breakpoint
CREATE INDEX "products_active_category_unit_price_idx" ON "products" USING btree ("category","unit","price_cents") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "order_items_ordered_at_idx" ON "order_items" USING btree ("ordered_at");