ALTER TABLE "card_stripe_checkouts" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "card_stripe_checkouts" ADD COLUMN "payment_method_id" text;