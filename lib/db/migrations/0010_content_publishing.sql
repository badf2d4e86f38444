CREATE TABLE "content_publications" (
	"path" text NOT NULL,
	"publish_at" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_publications_path_publish_at_pk" PRIMARY KEY("path","publish_at")
);
--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text,
	"source" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"kind" text NOT NULL,
	"locale" text,
	"slug" text,
	"text" text,
	"action" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_versions_path_created_idx" ON "content_versions" USING btree ("path","created_at");--> statement-breakpoint
ALTER TABLE "content_publications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "content_redirects" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "content_versions" ENABLE ROW LEVEL SECURITY;
