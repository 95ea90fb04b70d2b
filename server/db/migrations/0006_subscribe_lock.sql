ALTER TABLE "users" ADD COLUMN "subscribe_lock_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_subscription_id" text;