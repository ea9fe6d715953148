CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"singleton_key" text,
	"progress" jsonb,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "intake_holds" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"document_id" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_hash" text NOT NULL,
	"content_text" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ADD COLUMN "text_status" text;--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ADD COLUMN "text_error" text;--> statement-breakpoint
ALTER TABLE "intake_holds" ADD CONSTRAINT "intake_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" USING btree ("queue","singleton_key") WHERE status in ('queued', 'running') and singleton_key is not null;--> statement-breakpoint
CREATE INDEX "intake_holds_expires_idx" ON "intake_holds" USING btree ("expires_at");--> statement-breakpoint
-- Documents whose text the browser already sent are read; the others are left to the upgrade job.
UPDATE "vehicle_documents_content" SET "text_status" = 'read' WHERE "content_text" IS NOT NULL;
