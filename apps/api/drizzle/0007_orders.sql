CREATE TABLE "multi_orders" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "multi_orders_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"parent_line_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"explanation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "order_lines_kind_check" CHECK ("order_lines"."kind" in ('product', 'pack', 'service')),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"author" text NOT NULL,
	"kind" text DEFAULT 'MESSAGE' NOT NULL,
	"body" text NOT NULL,
	"author_user_id" uuid,
	"solved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_messages_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_reservations" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"period" "tstzrange" NOT NULL,
	"departed_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	CONSTRAINT "order_reservations_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "order_reservations_quantity_check" CHECK ("order_reservations"."quantity" > 0),
	CONSTRAINT "order_reservations_period_check" CHECK (lower("order_reservations"."period") < upper("order_reservations"."period"))
);
--> statement-breakpoint
CREATE TABLE "order_waiting_list" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"name" text,
	"phone" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"note" text,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"offered_at" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_waiting_list_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "order_waiting_list_period_check" CHECK ("order_waiting_list"."start_at" < "order_waiting_list"."end_at"),
	CONSTRAINT "order_waiting_list_quantity_check" CHECK ("order_waiting_list"."quantity" > 0),
	CONSTRAINT "order_waiting_list_status_check" CHECK ("order_waiting_list"."status" in ('WAITING', 'OFFERED', 'BOOKED', 'CANCELED'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" integer NOT NULL,
	"customer_id" uuid,
	"multi_order_id" uuid,
	"status" text DEFAULT 'TO_COME' NOT NULL,
	"type" text DEFAULT 'ORDER' NOT NULL,
	"is_request" boolean DEFAULT false NOT NULL,
	"request_date" timestamp with time zone,
	"created_from" text DEFAULT 'DASHBOARD' NOT NULL,
	"referral" text,
	"offline_id" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"manual_discount_cents" integer DEFAULT 0 NOT NULL,
	"promo_code" jsonb,
	"pricing" jsonb NOT NULL,
	"custom_inputs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery" jsonb,
	"notes" text,
	"external_invoice_number" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_status" text DEFAULT 'NOT_PAID' NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"cancel_info" jsonb,
	"pay_before" timestamp with time zone,
	"departed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"integration_status" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "orders_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "orders_period_check" CHECK ("orders"."start_at" < "orders"."end_at"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('TO_COME', 'IN_PROGRESS', 'ENDED')),
	CONSTRAINT "orders_type_check" CHECK ("orders"."type" in ('ORDER', 'PRE_BOOKING', 'CANCELED')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_ttc_cents" >= 0 and "orders"."total_ht_cents" >= 0 and "orders"."vat_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."manual_discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unit_assignments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sub_product_id" uuid NOT NULL,
	"period" "tstzrange" NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"departed_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"state_answers" jsonb,
	CONSTRAINT "unit_assignments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "unit_assignments_status_check" CHECK ("unit_assignments"."status" in ('WAITING', 'USED', 'ENDED')),
	CONSTRAINT "unit_assignments_period_check" CHECK (lower("unit_assignments"."period") < upper("unit_assignments"."period"))
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "orders" jsonb DEFAULT '{"autoCancelMinutes":30,"quickOrderModes":{"booking":"QR_SCANNING","bookingUpdate":"QR_SCANNING","exchange":"QR_SCANNING","readyToGo":"QR_SCANNING","return":"QR_SCANNING"}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "multi_orders" ADD CONSTRAINT "multi_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_waiting_list" ADD CONSTRAINT "order_waiting_list_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_waiting_list" ADD CONSTRAINT "order_waiting_list_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_waiting_list" ADD CONSTRAINT "order_waiting_list_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_multi_order_fk" FOREIGN KEY ("company_id","multi_order_id") REFERENCES "public"."multi_orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_reservation_fk" FOREIGN KEY ("company_id","reservation_id") REFERENCES "public"."order_reservations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_unit_fk" FOREIGN KEY ("company_id","sub_product_id") REFERENCES "public"."sub_products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "order_lines_item_idx" ON "order_lines" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("company_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_messages_open_idx" ON "order_messages" USING btree ("company_id") WHERE "order_messages"."solved_at" is null and "order_messages"."author" = 'CUSTOMER';--> statement-breakpoint
CREATE INDEX "order_reservations_order_idx" ON "order_reservations" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "order_reservations_period_idx" ON "order_reservations" USING gist ("company_id","product_id","period");--> statement-breakpoint
CREATE INDEX "order_reservations_out_idx" ON "order_reservations" USING btree ("company_id","product_id") WHERE "order_reservations"."departed_at" is not null and "order_reservations"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "order_waiting_list_product_idx" ON "order_waiting_list" USING btree ("company_id","product_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_offline_id_key" ON "orders" USING btree ("company_id","offline_id") WHERE "orders"."offline_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_start_idx" ON "orders" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "orders_end_idx" ON "orders" USING btree ("company_id","end_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("company_id","customer_id","start_at");--> statement-breakpoint
CREATE INDEX "orders_request_idx" ON "orders" USING btree ("company_id") WHERE "orders"."is_request" and "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "unit_assignments_order_idx" ON "unit_assignments" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "unit_assignments_unit_idx" ON "unit_assignments" USING btree ("company_id","sub_product_id","assigned_at");--> statement-breakpoint
-- No unit is ever handed to two orders over overlapping periods.
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_no_overlap" EXCLUDE USING gist ("company_id" WITH =, "sub_product_id" WITH =, "period" WITH &&);
