CREATE TABLE "session_activity" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "session_activity_last_seen_idx" ON "session_activity" USING btree ("last_seen_at");--> statement-breakpoint
-- Private like every table: the server is the only reader.
ALTER TABLE "session_activity" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- Subscriptions stored before double opt-in keep receiving: their consent stands as given then.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "consent_at";
