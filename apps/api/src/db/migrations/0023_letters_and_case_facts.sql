CREATE TABLE "case_deadline_facts" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"detained" boolean NOT NULL,
	"accelerated_detained" boolean NOT NULL,
	"nass_accommodation" boolean NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "key_dates" ADD COLUMN "letter_document_id" integer;--> statement-breakpoint
ALTER TABLE "case_deadline_facts" ADD CONSTRAINT "case_deadline_facts_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_deadline_facts" ADD CONSTRAINT "case_deadline_facts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_dates" ADD CONSTRAINT "key_dates_letter_document_id_case_documents_id_fk" FOREIGN KEY ("letter_document_id") REFERENCES "public"."case_documents"("id") ON DELETE set null ON UPDATE no action;