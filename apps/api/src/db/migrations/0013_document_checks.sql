CREATE TABLE "document_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confidence" real,
	"pages" integer,
	"language" text,
	"rules_version" smallint,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "document_checks_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "document_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"page" integer NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS ((case language when 'arabic' then to_tsvector('arabic'::regconfig, body) when 'english' then to_tsvector('english'::regconfig, body) else ''::tsvector end || to_tsvector('simple'::regconfig, body))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_type_documents" ADD COLUMN "check_kind" text;--> statement-breakpoint
ALTER TABLE "case_type_documents" ADD COLUMN "max_age_months" smallint;--> statement-breakpoint
ALTER TABLE "document_checks" ADD CONSTRAINT "document_checks_document_id_case_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."case_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_checks" ADD CONSTRAINT "document_checks_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_document_id_case_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."case_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_checks_due_idx" ON "document_checks" USING btree ("lease_until") WHERE "document_checks"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "document_checks_case_idx" ON "document_checks" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "document_texts_tsv_idx" ON "document_texts" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "document_texts_document_idx" ON "document_texts" USING btree ("document_id","page");--> statement-breakpoint
CREATE INDEX "document_texts_case_idx" ON "document_texts" USING btree ("case_id");