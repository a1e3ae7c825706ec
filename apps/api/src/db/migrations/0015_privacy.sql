CREATE TABLE "erasure_tombstones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasure_tombstones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"rule" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"erased_by" uuid
);
--> statement-breakpoint
CREATE TABLE "housekeeping_tasks" (
	"name" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" jsonb
);
--> statement-breakpoint
CREATE TABLE "pending_file_deletions" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_erasures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_erasures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"claimed_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"tombstone_id" integer
);
--> statement-breakpoint
CREATE TABLE "sent_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sent_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_access_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"claimed_until" timestamp with time zone,
	"storage_key" text,
	"size_bytes" bigint,
	"sha256" text,
	"file_count" integer,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"download_token_hash" text,
	"downloaded_at" timestamp with time zone,
	"failure_code" text
);
--> statement-breakpoint
ALTER TABLE "case_types" ADD COLUMN "retention_months" smallint DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "legal_hold_by" uuid;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "legal_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "person_erasures" ADD CONSTRAINT "person_erasures_tombstone_id_erasure_tombstones_id_fk" FOREIGN KEY ("tombstone_id") REFERENCES "public"."erasure_tombstones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_access_exports" ADD CONSTRAINT "subject_access_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_tombstones_subject_idx" ON "erasure_tombstones" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "person_erasures_due_idx" ON "person_erasures" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "sent_emails_recipient_idx" ON "sent_emails" USING btree (lower("recipient"),"sent_at");--> statement-breakpoint
CREATE INDEX "subject_access_exports_user_idx" ON "subject_access_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "subject_access_exports_due_idx" ON "subject_access_exports" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_legal_hold_by_users_id_fk" FOREIGN KEY ("legal_hold_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_closed_at_idx" ON "cases" USING btree ("closed_at") WHERE "cases"."closed_at" is not null;--> statement-breakpoint
-- Retention counts from the day a case was closed: the last change to Closed, or its last update.
UPDATE "cases" c SET "closed_at" = coalesce(
  (SELECT max(s."changed_at") FROM "case_status_changes" s WHERE s."case_id" = c."id" AND s."to_status" = 'Closed'),
  c."updated_at")
WHERE c."status" = 'Closed';
--> statement-breakpoint
-- The audit trail stays append-only, with one exception (decision 041): inside an erasure, which
-- sets docket.audit_redaction for its own transaction, an event's details and address may be
-- blanked, and only blanked: not rewritten. What happened, to what, by whom and when can never
-- change, and no event can be deleted.
CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('docket.audit_redaction', true) = 'on'
     AND NEW.id = OLD.id
     AND NEW.occurred_at = OLD.occurred_at
     AND NEW.action = OLD.action
     AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id
     AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id
     AND NEW.target_type IS NOT DISTINCT FROM OLD.target_type
     AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id
     AND NEW.details = '{}'::jsonb
     AND NEW.actor_ip IS NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only';
END;
$$;
