ALTER TABLE "sessions" ADD COLUMN "opener_session_id" uuid;--> statement-breakpoint
CREATE INDEX "sessions_impersonated_by_idx" ON "sessions" USING btree ("impersonated_by");--> statement-breakpoint
CREATE INDEX "sessions_opened_by_b2b_idx" ON "sessions" USING btree ("opened_by_b2b_account_id");