ALTER TABLE "cases" ADD COLUMN "case_type_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "client_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "solicitor_name" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_case_type_name_idx" ON "cases" USING btree ("case_type_name");--> statement-breakpoint
CREATE INDEX "cases_client_name_idx" ON "cases" USING btree ("client_name");--> statement-breakpoint
CREATE INDEX "cases_solicitor_name_idx" ON "cases" USING btree ("solicitor_name");--> statement-breakpoint
CREATE INDEX "cases_search_idx" ON "cases" USING gin ("search_text" gin_trgm_ops);