CREATE TABLE "terminal_checkouts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"intent_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	CONSTRAINT "terminal_checkouts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "ancv_transactions" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"pre_transaction_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"beneficiary_id" text,
	"refusal" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ancv_transactions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "ancv_transactions_amount_check" CHECK ("ancv_transactions"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "terminal_checkouts" ADD CONSTRAINT "terminal_checkouts_payment_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ancv_transactions" ADD CONSTRAINT "ancv_transactions_payment_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terminal_checkouts_order_idx" ON "terminal_checkouts" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "ancv_transactions_payment_idx" ON "ancv_transactions" USING btree ("company_id","payment_id");--> statement-breakpoint
CREATE INDEX "ancv_transactions_pre_idx" ON "ancv_transactions" USING btree ("pre_transaction_id");--> statement-breakpoint
CREATE INDEX "ancv_transactions_id_idx" ON "ancv_transactions" USING btree ("id");--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM create_distributed_table('terminal_checkouts', 'company_id', colocate_with => 'company_settings');
  PERFORM create_distributed_table('ancv_transactions', 'company_id', colocate_with => 'company_settings');
END IF; END $$;
