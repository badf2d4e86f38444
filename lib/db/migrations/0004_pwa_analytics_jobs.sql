CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"page_path" text NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"device_type" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_page_path_locale_device_type_pk" PRIMARY KEY("day","page_path","locale","device_type")
);
--> statement-breakpoint
ALTER TABLE "analytics_pageviews" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "analytics_pageviews" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pwa_installations" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "reseller_applications" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "reseller_applications" ADD CONSTRAINT "reseller_applications_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
-- Like every table: browsers holding Supabase's anon key get nothing.
ALTER TABLE "analytics_daily" ENABLE ROW LEVEL SECURITY;
