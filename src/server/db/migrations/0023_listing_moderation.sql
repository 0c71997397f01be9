CREATE TYPE "public"."listing_hide_reason" AS ENUM('prohibited', 'misleading', 'duplicate', 'other');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'listing_hidden';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'listing_restored';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_reason" "listing_hide_reason";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_status" "product_status";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "restore_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_hidden_idx" ON "products" USING btree ("hidden_at" DESC NULLS FIRST) WHERE "products"."hidden_at" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hidden_unlisted" CHECK ("products"."hidden_at" is null or "products"."status" <> 'active');