CREATE TABLE "pending_files" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_files_created_idx" ON "pending_files" USING btree ("created_at");