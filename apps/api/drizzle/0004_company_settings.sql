CREATE TABLE "company_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"main_infos" jsonb DEFAULT '{"description":null,"website":null,"street":null,"zip":null,"lat":null,"lng":null}'::jsonb NOT NULL,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vat" jsonb DEFAULT '{"rentalBp":2000,"workshopBp":2000,"name":"TVA"}'::jsonb NOT NULL,
	"opening_hours" jsonb DEFAULT '{"monday":[],"tuesday":[],"wednesday":[],"thursday":[],"friday":[],"saturday":[],"sunday":[]}'::jsonb NOT NULL,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"low_season_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booking_slots" jsonb DEFAULT '{"enabled":false,"durationMinutes":60,"startTimes":[],"minNoticeMinutes":0,"maxDaysInAdvance":365}'::jsonb NOT NULL,
	"delivery" jsonb DEFAULT '{"enabled":false,"pricingType":"FIXED","priceCents":0,"minimumPriceCents":null,"maxDistanceKm":null,"freeDeliveryMinimum":null}'::jsonb NOT NULL,
	"cancellation" jsonb DEFAULT '{"policy":"FLEXIBLE","customRules":[]}'::jsonb NOT NULL,
	"bail" jsonb DEFAULT '{"access":{"enabled":false,"onlineStore":false,"dashboard":true,"captureRequiresManager":false},"maxCents":{"lcd":null,"event":null,"internalLcd":null,"internalEvent":null,"internalLld":null}}'::jsonb NOT NULL,
	"part_payment" jsonb DEFAULT '{"order":{"enabled":false,"share":null},"event":{"enabled":false,"share":null}}'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '{"color":"#1f2937","customFields":[]}'::jsonb NOT NULL,
	"mail_sender" jsonb DEFAULT '{"name":null,"replyTo":null}'::jsonb NOT NULL,
	"online_store" jsonb DEFAULT '{"phone":null,"description":{},"shortDescription":{},"showPricing":true,"featuredIds":[],"gallery":[]}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '{"logo":null,"banner":null,"cover":null}'::jsonb NOT NULL,
	"notifications" jsonb DEFAULT '{"orderReminder":{"enabled":false,"hoursBeforeStart":24},"opinionBooster":{"enabled":false,"delayHours":24,"reviewUrl":null}}'::jsonb NOT NULL,
	"newsletter" jsonb DEFAULT '{"customerOptIn":false,"platformLists":[]}'::jsonb NOT NULL,
	"category_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"events" jsonb DEFAULT '{"tags":[],"universes":[],"universesActivated":false,"universesTag":null}'::jsonb NOT NULL,
	"marketplace" jsonb DEFAULT '{"visible":false,"placeId":null}'::jsonb NOT NULL,
	"theme" jsonb DEFAULT '{"primaryColor":"#0b6e4f","secondaryColor":"#f59e0b","backgroundColor":"#ffffff","textColor":"#111827","font":"DM Sans","logoPosition":"LEFT","buttonsRadius":8}'::jsonb NOT NULL,
	"integrations" jsonb DEFAULT '{"tulip":{"linkedId":null,"insuranceMode":"off"},"square":{"connected":false,"locationId":null},"ancv":{"shopId":null}}'::jsonb NOT NULL,
	"terms_conditions" text DEFAULT '' NOT NULL,
	"terms_conditions_lld" text DEFAULT '' NOT NULL,
	"event_cgu" text DEFAULT '' NOT NULL,
	"customer_text_rgpd" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_slug_history" ADD CONSTRAINT "company_slug_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_slug_history_company_idx" ON "company_slug_history" USING btree ("company_id");