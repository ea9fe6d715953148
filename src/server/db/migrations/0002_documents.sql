CREATE TABLE "vehicle_documents_content" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"document_type" text NOT NULL,
	"document_category" text DEFAULT 'Other' NOT NULL,
	"date_created" date NOT NULL,
	"file_name" text NOT NULL,
	"file_url" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_hash" text NOT NULL,
	"notes" text,
	"keywords" text,
	"ai_summary" text,
	"ai_confidence" text,
	"extraction_quality" text,
	"manually_edited" boolean DEFAULT false NOT NULL,
	"work_performed" text[],
	"parts_used" text[],
	"labor_cost" numeric(14, 2),
	"parts_cost" numeric(14, 2),
	"total_cost" numeric(14, 2),
	"service_mileage" integer,
	"shop_name" text,
	"policy_number" text,
	"coverage_type" text,
	"premium" numeric(14, 2),
	"effective_start" date,
	"effective_end" date,
	"deductible" numeric(14, 2),
	"purchase_price" numeric(14, 2),
	"seller_name" text,
	"sale_date" date,
	"appraised_value" numeric(14, 2),
	"appraiser_name" text,
	"appraisal_date" date,
	"condition_notes" text,
	"registration_number" text,
	"expiry_date" date,
	"plate_number" text,
	"content_text" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS ((
        setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('german'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, coalesce(shop_name, '') || ' ' || coalesce(ai_summary, '') || ' ' || coalesce(notes, '')), 'B') ||
        setweight(to_tsvector('german'::regconfig, coalesce(shop_name, '') || ' ' || coalesce(ai_summary, '') || ' ' || coalesce(notes, '')), 'B') ||
        to_tsvector('english'::regconfig, left(coalesce(content_text, ''), 200000)) ||
        to_tsvector('german'::regconfig, left(coalesce(content_text, ''), 200000))
      )) STORED
);
--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ADD CONSTRAINT "vehicle_documents_content_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ADD CONSTRAINT "vehicle_documents_content_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_documents_user_date_idx" ON "vehicle_documents_content" USING btree ("user_id","date_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vehicle_documents_vehicle_date_idx" ON "vehicle_documents_content" USING btree ("vehicle_id","date_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_documents_duplicate_idx" ON "vehicle_documents_content" USING btree ("vehicle_id","user_id","file_hash");--> statement-breakpoint
CREATE INDEX "vehicle_documents_search_idx" ON "vehicle_documents_content" USING gin ("search_vector");