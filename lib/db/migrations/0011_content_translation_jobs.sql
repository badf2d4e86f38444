CREATE TABLE "content_translation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"actor_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"parts_done" integer DEFAULT 0 NOT NULL,
	"parts_total" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_translation_jobs" ENABLE ROW LEVEL SECURITY;
