CREATE TABLE "event_reminders" (
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_reminders_event_id_kind_recipient_id_day_pk" PRIMARY KEY("event_id","kind","recipient_id","day")
);
--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;