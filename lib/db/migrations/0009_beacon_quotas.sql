CREATE TABLE "analytics_beacon_quotas" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"client" text NOT NULL,
	"subject" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_beacon_quotas_kind_day_client_subject_pk" PRIMARY KEY("kind","day","client","subject")
);
--> statement-breakpoint
-- Days rolled up before the column existed: one row per metric and page view, so their count is their page views.
ALTER TABLE "analytics_web_vitals_daily" ADD COLUMN "views" integer;--> statement-breakpoint
UPDATE "analytics_web_vitals_daily" SET "views" = "count";--> statement-breakpoint
ALTER TABLE "analytics_web_vitals_daily" ALTER COLUMN "views" SET NOT NULL;--> statement-breakpoint
-- Like every table: browsers holding Supabase's anon key get nothing.
ALTER TABLE "analytics_beacon_quotas" ENABLE ROW LEVEL SECURITY;
