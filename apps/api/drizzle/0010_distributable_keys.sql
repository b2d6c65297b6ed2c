DROP INDEX "orders_id_key";--> statement-breakpoint
CREATE INDEX "orders_id_idx" ON "orders" USING btree ("id");