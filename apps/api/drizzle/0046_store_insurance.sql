ALTER TABLE "orders" ADD COLUMN "insurance" jsonb;--> statement-breakpoint
ALTER TABLE "store_carts" ADD COLUMN "insurance" boolean DEFAULT false NOT NULL;