ALTER TABLE "users" ADD COLUMN "tasks_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The kept task lists (decision 015) follow the tasks and their settings the way the garage and the
-- library follow vehicles and documents (0003): counted up in the same transaction as the change.
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners text[];
BEGIN
  IF TG_OP = 'INSERT' THEN owners := ARRAY[NEW.user_id];
  ELSIF TG_OP = 'DELETE' THEN owners := ARRAY[OLD.user_id];
  ELSE owners := ARRAY[NEW.user_id, OLD.user_id];
  END IF;
  IF TG_ARGV[0] = 'documents' THEN
    UPDATE "users" SET "documents_version" = "documents_version" + 1 WHERE "id" = ANY(owners);
  ELSIF TG_ARGV[0] = 'tasks' THEN
    UPDATE "users" SET "tasks_version" = "tasks_version" + 1 WHERE "id" = ANY(owners);
  ELSE
    UPDATE "users" SET "vehicles_version" = "vehicles_version" + 1 WHERE "id" = ANY(owners);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('tasks');--> statement-breakpoint
CREATE TRIGGER "task_settings_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "task_settings"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('tasks');
