CREATE TYPE "public"."key_date_status" AS ENUM('open', 'done', 'missed', 'waived', 'superseded');--> statement-breakpoint
CREATE TABLE "holiday_days" (
	"date" date PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"added_by" uuid,
	"removed_at" timestamp with time zone,
	"removed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "key_date_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "key_date_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key_date_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_due" date,
	"new_due" date,
	"reason" text,
	"note" text,
	"by_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "key_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"rule_key" text,
	"rule_version" smallint,
	"label" text NOT NULL,
	"trigger_date" date,
	"due_date" date NOT NULL,
	"safe_due_date" date NOT NULL,
	"pending_due_date" date,
	"computation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "key_date_status" DEFAULT 'open' NOT NULL,
	"critical" boolean DEFAULT false NOT NULL,
	"client_visible" boolean DEFAULT false NOT NULL,
	"assignee_id" uuid,
	"supervisor_id" uuid,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"evidence_file_id" uuid,
	"waived_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_verifications" (
	"rule_key" text NOT NULL,
	"rule_version" smallint NOT NULL,
	"verified_by" uuid,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rule_verifications_rule_key_rule_version_pk" PRIMARY KEY("rule_key","rule_version")
);
--> statement-breakpoint
ALTER TABLE "holiday_days" ADD CONSTRAINT "holiday_days_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_days" ADD CONSTRAINT "holiday_days_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_date_changes" ADD CONSTRAINT "key_date_changes_key_date_id_key_dates_id_fk" FOREIGN KEY ("key_date_id") REFERENCES "public"."key_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_date_changes" ADD CONSTRAINT "key_date_changes_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_dates" ADD CONSTRAINT "key_dates_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_dates" ADD CONSTRAINT "key_dates_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_dates" ADD CONSTRAINT "key_dates_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_dates" ADD CONSTRAINT "key_dates_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_dates" ADD CONSTRAINT "key_dates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_verifications" ADD CONSTRAINT "rule_verifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_date_changes_key_date_idx" ON "key_date_changes" USING btree ("key_date_id","at");--> statement-breakpoint
CREATE INDEX "key_dates_case_idx" ON "key_dates" USING btree ("case_id","safe_due_date");--> statement-breakpoint
CREATE INDEX "key_dates_open_idx" ON "key_dates" USING btree ("safe_due_date") WHERE "key_dates"."status" = 'open';--> statement-breakpoint
CREATE INDEX "key_dates_assignee_open_idx" ON "key_dates" USING btree ("assignee_id","safe_due_date") WHERE "key_dates"."status" = 'open';