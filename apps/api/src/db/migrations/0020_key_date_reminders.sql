CREATE TABLE "key_date_reminders" (
	"key_date_id" integer NOT NULL,
	"kind" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "key_date_reminders_key_date_id_kind_recipient_id_due_date_pk" PRIMARY KEY("key_date_id","kind","recipient_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "key_date_reminders" ADD CONSTRAINT "key_date_reminders_key_date_id_key_dates_id_fk" FOREIGN KEY ("key_date_id") REFERENCES "public"."key_dates"("id") ON DELETE cascade ON UPDATE no action;