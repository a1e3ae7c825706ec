DROP INDEX "calendar_events_starts_idx";--> statement-breakpoint
CREATE INDEX "key_dates_calendar_idx" ON "key_dates" USING btree ("safe_due_date","id") WHERE "key_dates"."status" <> 'superseded';--> statement-breakpoint
CREATE INDEX "calendar_events_starts_idx" ON "calendar_events" USING btree ("starts_at","id") WHERE "calendar_events"."cancelled_at" is null;