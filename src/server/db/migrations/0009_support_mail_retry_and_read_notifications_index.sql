ALTER TABLE "support_messages" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "next_mail_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_read_at_idx" ON "notifications" USING btree ("read_at") WHERE "notifications"."read_at" is not null;--> statement-breakpoint
CREATE INDEX "support_messages_mail_due_idx" ON "support_messages" USING btree ("next_mail_attempt_at") WHERE "support_messages"."next_mail_attempt_at" is not null;