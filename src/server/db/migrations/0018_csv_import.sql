CREATE TABLE "vehicle_records" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"record_date" date NOT NULL,
	"odometer" integer,
	"description" text,
	"cost" bigint,
	"currency" text NOT NULL,
	"notes" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_records" ADD CONSTRAINT "vehicle_records_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_records" ADD CONSTRAINT "vehicle_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_records_vehicle_idx" ON "vehicle_records" USING btree ("vehicle_id","record_date");--> statement-breakpoint
-- Imported records are a timeline source: a change builds the owner's kept timeline and value
-- history again. Per statement on insert and delete, so that importing 10,000 rows counts the
-- owner's version up once, not 10,000 times; updates (a transfer) are few and go row by row.
CREATE FUNCTION "vehicle_records_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "vehicles_version" = "vehicles_version" + 1 WHERE "id" IN (SELECT DISTINCT "user_id" FROM "changed_rows");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vehicle_records_insert_bump_version" AFTER INSERT ON "vehicle_records"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_records_bump_version"();--> statement-breakpoint
CREATE TRIGGER "vehicle_records_delete_bump_version" AFTER DELETE ON "vehicle_records"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_records_bump_version"();--> statement-breakpoint
CREATE TRIGGER "vehicle_records_update_bump_version" AFTER UPDATE ON "vehicle_records"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('vehicles');
