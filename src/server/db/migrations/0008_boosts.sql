CREATE TYPE "public"."boost_event_kind" AS ENUM('impression', 'click');--> statement-breakpoint
CREATE TABLE "boost_events" (
	"boost_id" uuid NOT NULL,
	"kind" "boost_event_kind" NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "boost_events_pk" PRIMARY KEY("boost_id","kind","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "boosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"seller_id" text NOT NULL,
	"product_title" text NOT NULL,
	"description" text NOT NULL,
	"daily_budget_cents" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"districts" "district"[] DEFAULT '{}' NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone,
	CONSTRAINT "boosts_budget_positive" CHECK ("boosts"."daily_budget_cents" > 0),
	CONSTRAINT "boosts_duration_in_range" CHECK ("boosts"."duration_days" between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "boost_events" ADD CONSTRAINT "boost_events_boost_id_boosts_id_fk" FOREIGN KEY ("boost_id") REFERENCES "public"."boosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boosts_seller_idx" ON "boosts" USING btree ("seller_id","starts_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "boosts_running_idx" ON "boosts" USING btree ("ends_at") WHERE "boosts"."paused_at" is null;--> statement-breakpoint
CREATE INDEX "boosts_product_idx" ON "boosts" USING btree ("product_id","ends_at");