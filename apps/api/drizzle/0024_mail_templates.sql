CREATE TABLE "email_templates" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"event" text NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "mail_schedule_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"reminder_time" text,
	"return_due_enabled" boolean DEFAULT false NOT NULL,
	"return_due_time" text DEFAULT '08:00' NOT NULL,
	"late_enabled" boolean DEFAULT false NOT NULL,
	"late_after_hours" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_schedule_late_check" CHECK ("mail_schedule_settings"."late_after_hours" between 0 and 168),
	CONSTRAINT "mail_schedule_times_check" CHECK ("mail_schedule_settings"."return_due_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "order_event_mails" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"occurrence" text NOT NULL,
	"mail_id" uuid,
	"language" text NOT NULL,
	"recipient" text,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_event_mails_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_schedule_settings" ADD CONSTRAINT "mail_schedule_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event_mails" ADD CONSTRAINT "order_event_mails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event_mails" ADD CONSTRAINT "order_event_mails_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_event_key" ON "email_templates" USING btree ("company_id","event");--> statement-breakpoint
CREATE UNIQUE INDEX "order_event_mails_key" ON "order_event_mails" USING btree ("company_id","order_id","event","occurrence");--> statement-breakpoint
CREATE INDEX "order_event_mails_order_idx" ON "order_event_mails" USING btree ("company_id","order_id","sent_at");