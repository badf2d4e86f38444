CREATE TABLE "analytics_web_vitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"view_id" text NOT NULL,
	"route" text NOT NULL,
	"locale" text NOT NULL,
	"device" text NOT NULL,
	"connection" text,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_web_vitals_metric_ck" CHECK ("analytics_web_vitals"."metric" in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
	CONSTRAINT "analytics_web_vitals_device_ck" CHECK ("analytics_web_vitals"."device" in ('mobile', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE "analytics_web_vitals_daily" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	"p75" double precision NOT NULL,
	"histogram" integer[] NOT NULL,
	CONSTRAINT "analytics_web_vitals_daily_day_route_device_metric_pk" PRIMARY KEY("day","route","device","metric")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_web_vitals_view_metric_uq" ON "analytics_web_vitals" USING btree ("view_id","metric");--> statement-breakpoint
CREATE INDEX "analytics_web_vitals_created_idx" ON "analytics_web_vitals" USING btree ("created_at");--> statement-breakpoint
-- Like every table: browsers holding Supabase's anon key get nothing.
ALTER TABLE "analytics_web_vitals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "analytics_web_vitals_daily" ENABLE ROW LEVEL SECURITY;
