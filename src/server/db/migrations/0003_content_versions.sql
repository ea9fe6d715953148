ALTER TABLE "users" ADD COLUMN "vehicles_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "documents_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to a user's vehicles, their photos or their documents counts that user's version up
-- (both owners' when a row changes hands), in the same transaction as the change itself.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners text[];
BEGIN
  IF TG_OP = 'INSERT' THEN owners := ARRAY[NEW.user_id];
  ELSIF TG_OP = 'DELETE' THEN owners := ARRAY[OLD.user_id];
  ELSE owners := ARRAY[NEW.user_id, OLD.user_id];
  END IF;
  IF TG_ARGV[0] = 'documents' THEN
    UPDATE "users" SET "documents_version" = "documents_version" + 1 WHERE "id" = ANY(owners);
  ELSE
    UPDATE "users" SET "vehicles_version" = "vehicles_version" + 1 WHERE "id" = ANY(owners);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vehicles_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "vehicles"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('vehicles');--> statement-breakpoint
CREATE TRIGGER "vehicle_photos_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "vehicle_photos"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('vehicles');--> statement-breakpoint
CREATE TRIGGER "vehicle_documents_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "vehicle_documents_content"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('documents');
