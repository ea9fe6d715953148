CREATE TABLE "task_reminders_sent" (
	"task_id" text NOT NULL,
	"state" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_reminders_sent_task_id_state_pk" PRIMARY KEY("task_id","state")
);
--> statement-breakpoint
CREATE TABLE "task_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"due_soon_days" integer DEFAULT 30 NOT NULL,
	"due_soon_distance" integer DEFAULT 500 NOT NULL,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"calendar_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_settings_calendar_token_unique" UNIQUE("calendar_token")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"vehicle_id" text,
	"title" text NOT NULL,
	"notes" text,
	"due_date" date,
	"due_odometer" integer,
	"priority" text DEFAULT 'medium' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"recur_months" integer,
	"recur_distance" integer,
	"completed_date" date,
	"completed_odometer" integer,
	"document_id" text,
	"previous_task_id" text,
	"source_document_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_reminders_sent" ADD CONSTRAINT "task_reminders_sent_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_settings" ADD CONSTRAINT "task_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_document_id_vehicle_documents_content_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."vehicle_documents_content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_source_document_id_vehicle_documents_content_id_fk" FOREIGN KEY ("source_document_id") REFERENCES "public"."vehicle_documents_content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_user_open_idx" ON "tasks" USING btree ("user_id","due_date") WHERE completed_date is null;--> statement-breakpoint
CREATE INDEX "tasks_user_idx" ON "tasks" USING btree ("user_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "tasks_previous_idx" ON "tasks" USING btree ("previous_task_id");