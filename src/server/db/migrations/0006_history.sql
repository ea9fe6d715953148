CREATE TABLE "condition_gradings" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"user_id" text NOT NULL,
	"scale" text NOT NULL,
	"grade" smallint NOT NULL,
	"graded_on" date NOT NULL,
	"note" text,
	"photo_ids" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "value_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"entry_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"source" text,
	"appraiser" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "condition_scale" text;--> statement-breakpoint
ALTER TABLE "condition_gradings" ADD CONSTRAINT "condition_gradings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_gradings" ADD CONSTRAINT "condition_gradings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_entries" ADD CONSTRAINT "value_entries_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_entries" ADD CONSTRAINT "value_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condition_gradings_vehicle_idx" ON "condition_gradings" USING btree ("vehicle_id","graded_on");--> statement-breakpoint
CREATE INDEX "value_entries_vehicle_idx" ON "value_entries" USING btree ("vehicle_id","entry_date");--> statement-breakpoint
-- Values and gradings belong to the vehicle: a change counts the owner's vehicles version up, so
-- that the answers kept per user (timeline, value history, garage list) are built again.
CREATE TRIGGER "value_entries_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "value_entries"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('vehicles');--> statement-breakpoint
CREATE TRIGGER "condition_gradings_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "condition_gradings"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('vehicles');
