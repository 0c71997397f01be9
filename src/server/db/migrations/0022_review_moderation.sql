ALTER TYPE "public"."notification_kind" ADD VALUE 'review_removed';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'review_kept';--> statement-breakpoint
ALTER TYPE "public"."review_report_status" ADD VALUE 'upheld';--> statement-breakpoint
ALTER TYPE "public"."review_report_status" ADD VALUE 'dismissed';--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_reason" "review_report_reason";--> statement-breakpoint
CREATE INDEX "review_reports_status_created_idx" ON "review_reports" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_removed_hidden" CHECK ("reviews"."removed_at" is null or "reviews"."hidden_at" is not null);