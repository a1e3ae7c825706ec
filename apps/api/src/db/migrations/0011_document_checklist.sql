CREATE TYPE "public"."checklist_state" AS ENUM('Missing', 'AwaitingReview', 'Accepted', 'Rejected', 'Waived');--> statement-breakpoint
CREATE TABLE "case_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by" uuid,
	"item_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"definition_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_required" boolean NOT NULL,
	"template_key" text,
	"template_name" text,
	"due_date" date,
	"state" "checklist_state" NOT NULL,
	"reason_code" text,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"requested_by" uuid,
	"needed_since" timestamp with time zone,
	"reminded_through_day" smallint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_types" ADD COLUMN "reminder_days" smallint[] DEFAULT '{3,7,14}' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "checklist_item_id" integer;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "review_decision" text;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "stage" text DEFAULT 'Complete' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "awaiting_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "needed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "earliest_due_date" date;--> statement-breakpoint
ALTER TABLE "case_reminders" ADD CONSTRAINT "case_reminders_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reminders" ADD CONSTRAINT "case_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_definition_id_case_type_documents_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."case_type_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_reminders_case_idx" ON "case_reminders" USING btree ("case_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_reminders_automatic_daily_key" ON "case_reminders" USING btree ("case_id","sent_on") WHERE "case_reminders"."kind" = 'automatic';--> statement-breakpoint
CREATE INDEX "checklist_items_case_idx" ON "checklist_items" USING btree ("case_id","position");--> statement-breakpoint
CREATE INDEX "checklist_items_needed_idx" ON "checklist_items" USING btree ("needed_since") WHERE "checklist_items"."state" in ('Missing', 'Rejected');--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_checklist_item_id_checklist_items_id_fk" FOREIGN KEY ("checklist_item_id") REFERENCES "public"."checklist_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_documents_item_idx" ON "case_documents" USING btree ("checklist_item_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_documents_current_version_key" ON "case_documents" USING btree ("checklist_item_id") WHERE "case_documents"."replaced_at" is null and "case_documents"."checklist_item_id" is not null;--> statement-breakpoint
CREATE INDEX "cases_awaiting_review_idx" ON "cases" USING btree ("created_at") WHERE "cases"."awaiting_review_count" > 0;--> statement-breakpoint
CREATE INDEX "cases_needed_idx" ON "cases" USING btree ("created_at") WHERE "cases"."needed_count" > 0;--> statement-breakpoint
CREATE INDEX "cases_earliest_due_idx" ON "cases" USING btree ("earliest_due_date") WHERE "cases"."earliest_due_date" is not null;--> statement-breakpoint
-- Every existing case gets its checklist (decision 025): its type's required documents, the
-- eligibility documents of its support type (those it has a file for even if since archived), and
-- each additional document it was sent, as an item of its own. Its files become their versions,
-- awaiting the firm's review, as nobody has reviewed them yet. Documents still missing count their
-- reminder days from this migration, not from when the case was opened, so that the first
-- reminder round after an upgrade does not remind every old case at once.
INSERT INTO "checklist_items" ("case_id", "definition_id", "kind", "name", "description", "is_required",
  "template_key", "template_name", "state", "needed_since", "position", "created_at", "updated_at")
SELECT c.id, d.id, d.kind, d.name, d.description, d.kind = 'required', d.template_key, d.template_name,
  'Missing', now(), d.position + CASE WHEN d.kind = 'required' THEN 0 ELSE 10000 END, c.created_at, c.created_at
FROM "cases" c
JOIN "case_type_documents" d ON d.case_type_id = c.case_type_id
WHERE (d.kind = 'required' OR d.support_type = c.support_type)
  AND (d.archived_at IS NULL OR EXISTS (
    SELECT 1 FROM "case_documents" cd WHERE cd.case_id = c.id AND cd.document_definition_id = d.id));
--> statement-breakpoint
INSERT INTO "checklist_items" ("case_id", "kind", "name", "is_required", "state", "position", "created_at", "updated_at")
SELECT cd.case_id, 'additional', coalesce(nullif(trim(cd.title), ''), f.original_name), false, 'Missing',
  20000 + cd.id, cd.uploaded_at, cd.uploaded_at
FROM "case_documents" cd
JOIN "stored_files" f ON f.id = cd.stored_file_id
WHERE cd.kind = 'additional';
--> statement-breakpoint
-- One current file per item (the unique index above), but a case may hold two current files of one
-- document: the old upload marked the current file replaced and then inserted the new one, unlocked,
-- so two uploads at once could both insert. The newest stays current; each older one becomes an
-- earlier version, replaced when the next one arrived.
UPDATE "case_documents" cd SET "replaced_at" = coalesce(later.next_uploaded_at, now())
FROM (
  SELECT d.id,
    lead(d.uploaded_at) OVER (PARTITION BY d.case_id, d.document_definition_id ORDER BY d.uploaded_at, d.id) AS next_uploaded_at,
    row_number() OVER (PARTITION BY d.case_id, d.document_definition_id ORDER BY d.uploaded_at DESC, d.id DESC) AS newness
  FROM "case_documents" d
  WHERE d.replaced_at IS NULL AND d.document_definition_id IS NOT NULL) later
WHERE cd.id = later.id AND later.newness > 1;
--> statement-breakpoint
UPDATE "case_documents" cd SET "checklist_item_id" = i.id
FROM "checklist_items" i
WHERE i.case_id = cd.case_id
  AND ((cd.document_definition_id IS NOT NULL AND i.definition_id = cd.document_definition_id)
    OR (cd.kind = 'additional' AND i.kind = 'additional' AND i.position = 20000 + cd.id));
--> statement-breakpoint
UPDATE "checklist_items" i SET "state" = 'AwaitingReview', "needed_since" = NULL
WHERE EXISTS (SELECT 1 FROM "case_documents" cd WHERE cd.checklist_item_id = i.id);
--> statement-breakpoint
UPDATE "cases" c SET
  "awaiting_review_count" = (SELECT count(*) FROM "checklist_items" i WHERE i.case_id = c.id AND i.state = 'AwaitingReview'),
  "needed_count" = (SELECT count(*) FROM "checklist_items" i WHERE i.case_id = c.id
                    AND ((i.is_required AND i.state = 'Missing') OR i.state = 'Rejected'));
--> statement-breakpoint
UPDATE "cases" SET "stage" = CASE WHEN "needed_count" > 0 THEN 'WaitingForClient' WHEN "awaiting_review_count" > 0 THEN 'WithFirm' ELSE 'Complete' END;
