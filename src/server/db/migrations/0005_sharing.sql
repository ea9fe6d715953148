CREATE TABLE "vehicle_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text,
	"grantee_email" text,
	"label" text,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text,
	"from_user_id" text NOT NULL,
	"to_email" text NOT NULL,
	"to_user_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"vehicle_name" text NOT NULL,
	"snapshot" jsonb,
	"stale_keys" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vehicle_shares" ADD CONSTRAINT "vehicle_shares_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_shares" ADD CONSTRAINT "vehicle_shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_transfers" ADD CONSTRAINT "vehicle_transfers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_transfers" ADD CONSTRAINT "vehicle_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_transfers" ADD CONSTRAINT "vehicle_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_shares_token_idx" ON "vehicle_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vehicle_shares_vehicle_idx" ON "vehicle_shares" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_shares_grantee_idx" ON "vehicle_shares" USING btree ("grantee_email");--> statement-breakpoint
CREATE INDEX "vehicle_transfers_to_idx" ON "vehicle_transfers" USING btree ("to_email","status");--> statement-breakpoint
CREATE INDEX "vehicle_transfers_from_idx" ON "vehicle_transfers" USING btree ("from_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_transfers_one_pending_idx" ON "vehicle_transfers" USING btree ("vehicle_id") WHERE status = 'pending';--> statement-breakpoint
-- A transfer re-owns thousands of rows in one UPDATE: the per-row version trigger of 0003 counted
-- both owners up once per row. For UPDATE, one statement-level trigger does it once per statement.
CREATE FUNCTION "bump_content_version_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'documents' THEN
    UPDATE "users" SET "documents_version" = "documents_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows);
  ELSE
    UPDATE "users" SET "vehicles_version" = "vehicles_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "vehicles_bump_version" ON "vehicles";--> statement-breakpoint
DROP TRIGGER "vehicle_photos_bump_version" ON "vehicle_photos";--> statement-breakpoint
DROP TRIGGER "vehicle_documents_bump_version" ON "vehicle_documents_content";--> statement-breakpoint
CREATE TRIGGER "vehicles_bump_version" AFTER INSERT OR DELETE ON "vehicles"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('vehicles');--> statement-breakpoint
CREATE TRIGGER "vehicle_photos_bump_version" AFTER INSERT OR DELETE ON "vehicle_photos"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('vehicles');--> statement-breakpoint
CREATE TRIGGER "vehicle_documents_bump_version" AFTER INSERT OR DELETE ON "vehicle_documents_content"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('documents');--> statement-breakpoint
CREATE TRIGGER "vehicles_bump_version_updated" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_updated"('vehicles');--> statement-breakpoint
CREATE TRIGGER "vehicle_photos_bump_version_updated" AFTER UPDATE ON "vehicle_photos" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_updated"('vehicles');--> statement-breakpoint
CREATE TRIGGER "vehicle_documents_bump_version_updated" AFTER UPDATE ON "vehicle_documents_content" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_updated"('documents');
