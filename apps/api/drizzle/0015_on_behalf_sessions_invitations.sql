CREATE TABLE "company_invitations" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_manager" boolean DEFAULT false NOT NULL,
	"access" jsonb NOT NULL,
	"invited_by" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("company_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "opener_session_id" uuid;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_invitations_user_idx" ON "company_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_invitations_token_idx" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_impersonated_by_idx" ON "sessions" USING btree ("impersonated_by");--> statement-breakpoint
CREATE INDEX "sessions_opened_by_b2b_idx" ON "sessions" USING btree ("opened_by_b2b_account_id");