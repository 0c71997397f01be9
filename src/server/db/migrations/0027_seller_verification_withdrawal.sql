ALTER TYPE "public"."notification_kind" ADD VALUE 'verification_withdrawn';--> statement-breakpoint
ALTER TYPE "public"."seller_verification_status" ADD VALUE 'withdrawn';--> statement-breakpoint
DROP INDEX "seller_verifications_open_idx";--> statement-breakpoint
ALTER TABLE "seller_verifications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_verifications" ADD COLUMN "withdrawn_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_verifications_open_idx" ON "seller_verifications" USING btree ("user_id") WHERE "seller_verifications"."status" in ('pending', 'approved');