ALTER TABLE "vehicle_photos" ADD COLUMN "taken_on" date;--> statement-breakpoint
CREATE INDEX "vehicle_transfers_vehicle_idx" ON "vehicle_transfers" USING btree ("vehicle_id");--> statement-breakpoint
-- Stories are a timeline source: a change to one builds the owner's kept timeline again.
CREATE TRIGGER "stories_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "stories"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('vehicles');
