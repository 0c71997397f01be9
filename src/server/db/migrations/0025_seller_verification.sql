CREATE TYPE "public"."seller_verification_refusal" AS ENUM('name_mismatch', 'nic_not_confirmed', 'unreachable', 'other');--> statement-breakpoint
CREATE TYPE "public"."seller_verification_status" AS ENUM('pending', 'approved', 'refused');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'verification_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'verification_refused';--> statement-breakpoint
CREATE TABLE "seller_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"full_name" text NOT NULL,
	"nic_sealed" text NOT NULL,
	"nic_digest" text NOT NULL,
	"district" "district" NOT NULL,
	"phone_number" text NOT NULL,
	"status" "seller_verification_status" DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"refusal" "seller_verification_refusal",
	"refusal_note" text
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_verifications" ADD CONSTRAINT "seller_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_verifications_open_idx" ON "seller_verifications" USING btree ("user_id") WHERE "seller_verifications"."status" <> 'refused';--> statement-breakpoint
CREATE INDEX "seller_verifications_status_requested_idx" ON "seller_verifications" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "seller_verifications_nic_digest_idx" ON "seller_verifications" USING btree ("nic_digest");--> statement-breakpoint
CREATE VIEW "public"."verified_sellers" AS (select "user_id", "decided_at" from "seller_verifications" where "seller_verifications"."status" = 'approved');