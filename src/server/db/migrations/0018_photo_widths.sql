DROP VIEW "public"."product_covers";--> statement-breakpoint
ALTER TABLE "product_photos" ADD COLUMN "thumb_key" text;--> statement-breakpoint
ALTER TABLE "product_photos" ADD COLUMN "main_key" text;--> statement-breakpoint
CREATE INDEX "product_photos_without_widths_idx" ON "product_photos" USING btree ("id") WHERE "product_photos"."thumb_key" is null;--> statement-breakpoint
CREATE VIEW "public"."product_covers" AS (select "product_id", "thumb_key", "card_key" from "product_photos" where "product_photos"."position" = 0);