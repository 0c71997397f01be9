CREATE TYPE "public"."suspension_reason" AS ENUM('fraud', 'prohibited_items', 'abuse', 'fake_reviews', 'other');--> statement-breakpoint
CREATE TYPE "public"."order_event_reason" AS ENUM('buyer_suspended', 'seller_suspended');--> statement-breakpoint
ALTER TYPE "public"."listing_hide_reason" ADD VALUE 'account_suspended';--> statement-breakpoint
ALTER TYPE "public"."order_actor" ADD VALUE 'operator';--> statement-breakpoint
CREATE TABLE "account_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reason" "suspension_reason" NOT NULL,
	"note" text,
	"suspended_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"lifted_by" text,
	CONSTRAINT "account_suspensions_ends_after_start" CHECK ("account_suspensions"."ends_at" is null or "account_suspensions"."ends_at" > "account_suspensions"."started_at")
);
--> statement-breakpoint
ALTER TABLE "order_item_events" ADD COLUMN "reason" "order_event_reason";--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_suspensions_open_idx" ON "account_suspensions" USING btree ("user_id") WHERE "account_suspensions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "account_suspensions_due_idx" ON "account_suspensions" USING btree ("ends_at") WHERE "account_suspensions"."ended_at" is null and "account_suspensions"."ends_at" is not null;--> statement-breakpoint
CREATE INDEX "account_suspensions_started_idx" ON "account_suspensions" USING btree ("started_at");