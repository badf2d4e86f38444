ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
-- Subscriptions stored before double opt-in keep receiving: their consent stands as given then.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "consent_at";
