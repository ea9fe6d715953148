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
ALTER TABLE "vehicle_documents_content" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
-- A document's currency was kept in its extracted data (key "currency"), else it was the vehicle's.
UPDATE "vehicle_documents_content" d SET "currency" = coalesce(
  (SELECT p->>'value' FROM jsonb_array_elements(CASE WHEN d."keywords" LIKE '[%' THEN d."keywords"::jsonb ELSE '[]'::jsonb END) p WHERE p->>'key' = 'currency' AND p->>'value' ~ '^[A-Z]{3}$' LIMIT 1),
  (SELECT v."currency" FROM "vehicles" v WHERE v."id" = d."vehicle_id"),
  'EUR');--> statement-breakpoint
-- Money in minor units of the currency, as vehicles keep it (decision 008).
ALTER TABLE "vehicle_documents_content" ALTER COLUMN "labor_cost" SET DATA TYPE bigint USING round("labor_cost" * CASE WHEN "currency" IN ('JPY', 'KRW', 'ISK', 'CLP', 'VND', 'PYG', 'UGX', 'XAF', 'XOF') THEN 1 ELSE 100 END);--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ALTER COLUMN "parts_cost" SET DATA TYPE bigint USING round("parts_cost" * CASE WHEN "currency" IN ('JPY', 'KRW', 'ISK', 'CLP', 'VND', 'PYG', 'UGX', 'XAF', 'XOF') THEN 1 ELSE 100 END);--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ALTER COLUMN "total_cost" SET DATA TYPE bigint USING round("total_cost" * CASE WHEN "currency" IN ('JPY', 'KRW', 'ISK', 'CLP', 'VND', 'PYG', 'UGX', 'XAF', 'XOF') THEN 1 ELSE 100 END);--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ALTER COLUMN "premium" SET DATA TYPE bigint USING round("premium" * CASE WHEN "currency" IN ('JPY', 'KRW', 'ISK', 'CLP', 'VND', 'PYG', 'UGX', 'XAF', 'XOF') THEN 1 ELSE 100 END);--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ALTER COLUMN "deductible" SET DATA TYPE bigint USING round("deductible" * CASE WHEN "currency" IN ('JPY', 'KRW', 'ISK', 'CLP', 'VND', 'PYG', 'UGX', 'XAF', 'XOF') THEN 1 ELSE 100 END);--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ALTER COLUMN "purchase_price" SET DATA TYPE bigint USING round("purchase_price" * CASE WHEN "currency" IN ('JPY', 'KRW', 'ISK', 'CLP', 'VND', 'PYG', 'UGX', 'XAF', 'XOF') THEN 1 ELSE 100 END);--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ALTER COLUMN "appraised_value" SET DATA TYPE bigint USING round("appraised_value" * CASE WHEN "currency" IN ('JPY', 'KRW', 'ISK', 'CLP', 'VND', 'PYG', 'UGX', 'XAF', 'XOF') THEN 1 ELSE 100 END);--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ADD COLUMN "text_status" text;--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ADD COLUMN "text_error" text;--> statement-breakpoint
ALTER TABLE "intake_holds" ADD CONSTRAINT "intake_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" USING btree ("queue","singleton_key") WHERE status in ('queued', 'running') and singleton_key is not null;--> statement-breakpoint
CREATE INDEX "intake_holds_expires_idx" ON "intake_holds" USING btree ("expires_at");--> statement-breakpoint
-- Documents whose text the browser already sent are read; the others are left to the upgrade job.
UPDATE "vehicle_documents_content" SET "text_status" = 'read' WHERE "content_text" IS NOT NULL;
