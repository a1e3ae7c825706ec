CREATE TABLE "resumable_upload_answers" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"upload_length" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" integer,
	"answer" jsonb
);
--> statement-breakpoint
ALTER TABLE "resumable_upload_answers" ADD CONSTRAINT "resumable_upload_answers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;