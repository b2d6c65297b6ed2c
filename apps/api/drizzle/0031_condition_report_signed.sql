ALTER TABLE "condition_reports" ADD COLUMN "signed_key" text;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD COLUMN "signed_sha256" text;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD COLUMN "signed_at" timestamp with time zone;