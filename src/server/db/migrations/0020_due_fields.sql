-- What a document sets for later (decision 015): inspection and warranty ends, the next service
-- and the service interval, each proposing a task in the review step.
ALTER TABLE "vehicle_documents_content" ADD COLUMN "inspection_valid_until" date;--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ADD COLUMN "warranty_until" date;--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ADD COLUMN "next_service_date" date;--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ADD COLUMN "next_service_mileage" integer;--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ADD COLUMN "service_interval_months" integer;--> statement-breakpoint
ALTER TABLE "vehicle_documents_content" ADD COLUMN "service_interval_distance" integer;
