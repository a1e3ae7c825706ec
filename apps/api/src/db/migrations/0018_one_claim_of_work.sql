ALTER TABLE "person_erasures" DROP COLUMN "claimed_until";--> statement-breakpoint
ALTER TABLE "subject_access_exports" DROP COLUMN "claimed_until";