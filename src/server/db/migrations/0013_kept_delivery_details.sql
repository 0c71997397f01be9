CREATE TABLE "delivery_details" (
	"user_id" text PRIMARY KEY NOT NULL,
	"delivery_address" text NOT NULL,
	"district" "district" NOT NULL,
	"phone_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_details" ADD CONSTRAINT "delivery_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;