CREATE TABLE "sms_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_new_orders" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_order_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_alerts" ADD CONSTRAINT "sms_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_alerts_waiting_idx" ON "sms_alerts" USING btree ("user_id","created_at") WHERE "sms_alerts"."handled_at" is null;--> statement-breakpoint
CREATE VIEW "public"."alert_recipients" AS (select "id", "phone_number", "language", coalesce("sms_new_orders", "email" like '%@phone.govi-market.invalid') as "new_orders", "sms_order_updates" from "users" where "users"."phone_number_verified");