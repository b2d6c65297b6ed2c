CREATE TABLE "pack_items" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"product_id" uuid,
	"category_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pack_items_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pack_items_target_check" CHECK (("pack_items"."product_id" is null) <> ("pack_items"."category_id" is null)),
	CONSTRAINT "pack_items_quantity_check" CHECK ("pack_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "packs" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"price_grid" jsonb NOT NULL,
	"is_lcd" boolean DEFAULT true NOT NULL,
	"is_lld" boolean DEFAULT false NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "packs_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "packs_type_check" CHECK ("packs"."type" in ('PRODUCT', 'CATEGORY'))
);
--> statement-breakpoint
CREATE TABLE "product_history_events" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"sub_product_id" uuid,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_history_events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_models" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"verticale" text NOT NULL,
	"category_id" uuid,
	"brand" text,
	"description" text,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_models_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_verticale_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"verticale" text NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"stock_mode" text NOT NULL,
	"quantity" integer,
	"price_grid" jsonb NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"is_lcd" boolean DEFAULT true NOT NULL,
	"is_lld" boolean DEFAULT false NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"insurance_eligible" boolean DEFAULT false NOT NULL,
	"vat_rate_bp" integer,
	"state_model_id" uuid,
	"status_model_id" uuid,
	"survey_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"lld_monthly_price_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "products_stock_mode_check" CHECK ("products"."stock_mode" in ('SERIALIZED', 'QUANTITY')),
	CONSTRAINT "products_quantity_check" CHECK ("products"."quantity" is null or "products"."quantity" >= 0),
	CONSTRAINT "products_amounts_check" CHECK ("products"."deposit_cents" >= 0 and coalesce("products"."lld_monthly_price_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"pricing_mode" text NOT NULL,
	"price_cents" integer NOT NULL,
	"vat_rate_bp" integer,
	"is_lcd" boolean DEFAULT true NOT NULL,
	"is_lld" boolean DEFAULT false NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "services_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "services_pricing_mode_check" CHECK ("services"."pricing_mode" in ('PER_ORDER', 'PER_DAY', 'PER_ITEM')),
	CONSTRAINT "services_price_check" CHECK ("services"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sub_product_unavailabilities" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"sub_product_id" uuid NOT NULL,
	"rental_type" text NOT NULL,
	"period" "tstzrange" NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_product_unavailabilities_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "sub_product_unavailabilities_rental_type_check" CHECK ("sub_product_unavailabilities"."rental_type" in ('LCD', 'LLD')),
	CONSTRAINT "sub_product_unavailabilities_period_check" CHECK (lower("sub_product_unavailabilities"."period") < upper("sub_product_unavailabilities"."period"))
);
--> statement-breakpoint
CREATE TABLE "sub_products" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"serial_number" text,
	"qr_code_value" text NOT NULL,
	"state" text DEFAULT 'GOOD' NOT NULL,
	"in_service" boolean DEFAULT true NOT NULL,
	"status" text,
	"notes" text,
	"size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sub_products_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pack_items" ADD CONSTRAINT "pack_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_items" ADD CONSTRAINT "pack_items_category_id_product_verticale_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_verticale_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_items" ADD CONSTRAINT "pack_items_pack_fk" FOREIGN KEY ("company_id","pack_id") REFERENCES "public"."packs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_items" ADD CONSTRAINT "pack_items_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_history_events" ADD CONSTRAINT "product_history_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_history_events" ADD CONSTRAINT "product_history_events_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_history_events" ADD CONSTRAINT "product_history_events_unit_fk" FOREIGN KEY ("company_id","sub_product_id") REFERENCES "public"."sub_products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_category_id_product_verticale_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_verticale_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_model_fk" FOREIGN KEY ("company_id","model_id") REFERENCES "public"."product_models"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_product_unavailabilities" ADD CONSTRAINT "sub_product_unavailabilities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_product_unavailabilities" ADD CONSTRAINT "sub_product_unavailabilities_unit_fk" FOREIGN KEY ("company_id","sub_product_id") REFERENCES "public"."sub_products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_products" ADD CONSTRAINT "sub_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_products" ADD CONSTRAINT "sub_products_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pack_items_pack_idx" ON "pack_items" USING btree ("company_id","pack_id");--> statement-breakpoint
CREATE INDEX "pack_items_product_idx" ON "pack_items" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "product_history_events_unit_idx" ON "product_history_events" USING btree ("company_id","sub_product_id","at");--> statement-breakpoint
CREATE INDEX "product_history_events_product_idx" ON "product_history_events" USING btree ("company_id","product_id","at");--> statement-breakpoint
CREATE INDEX "product_models_category_idx" ON "product_models" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_verticale_categories_verticale_idx" ON "product_verticale_categories" USING btree ("verticale");--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("company_id","model_id");--> statement-breakpoint
CREATE INDEX "sub_product_unavailabilities_unit_idx" ON "sub_product_unavailabilities" USING btree ("company_id","sub_product_id");--> statement-breakpoint
CREATE INDEX "sub_product_unavailabilities_period_idx" ON "sub_product_unavailabilities" USING gist ("period");--> statement-breakpoint
CREATE INDEX "sub_products_product_idx" ON "sub_products" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_products_serial_key" ON "sub_products" USING btree ("company_id",lower("serial_number")) WHERE "sub_products"."deleted_at" is null and "sub_products"."serial_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_products_qr_key" ON "sub_products" USING btree ("company_id",upper("qr_code_value"));
--> statement-breakpoint
CREATE INDEX "sub_product_unavailabilities_company_period_idx" ON "sub_product_unavailabilities" USING gist ("company_id", "period");--> statement-breakpoint
-- Global verticale categories every database starts with (fixed ids: re-running inserts nothing).
INSERT INTO "product_verticale_categories" ("id", "verticale", "name") VALUES
  ('019b76da-a800-7000-8000-000000000001', 'BIKE', '{"fr": "Vélos de ville", "en": "City bikes", "es": "Bicicletas urbanas", "pt": "Bicicletas de cidade", "it": "Biciclette da città"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000002', 'BIKE', '{"fr": "VTT", "en": "Mountain bikes", "es": "Bicicletas de montaña", "pt": "Bicicletas de montanha", "it": "Mountain bike"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000003', 'BIKE', '{"fr": "Vélos de route", "en": "Road bikes", "es": "Bicicletas de carretera", "pt": "Bicicletas de estrada", "it": "Bici da corsa"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000004', 'BIKE', '{"fr": "Gravel", "en": "Gravel bikes", "es": "Bicicletas gravel", "pt": "Bicicletas gravel", "it": "Bici gravel"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000005', 'BIKE', '{"fr": "Vélos enfant", "en": "Kids bikes", "es": "Bicicletas infantiles", "pt": "Bicicletas de criança", "it": "Bici per bambini"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000006', 'BIKE', '{"fr": "Sièges et remorques enfant", "en": "Child seats and trailers", "es": "Sillas y remolques infantiles", "pt": "Cadeirinhas e reboques", "it": "Seggiolini e carrelli"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000007', 'BIKE', '{"fr": "Casques vélo", "en": "Bike helmets", "es": "Cascos de bicicleta", "pt": "Capacetes de bicicleta", "it": "Caschi bici"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000008', 'BIKE', '{"fr": "Accessoires vélo", "en": "Bike accessories", "es": "Accesorios de bicicleta", "pt": "Acessórios de bicicleta", "it": "Accessori bici"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000009', 'ELECTRIC_BIKE', '{"fr": "VAE ville", "en": "E-city bikes", "es": "Bicicletas eléctricas urbanas", "pt": "Bicicletas elétricas de cidade", "it": "E-bike da città"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000000a', 'ELECTRIC_BIKE', '{"fr": "VTT électriques", "en": "E-mountain bikes", "es": "Bicicletas eléctricas de montaña", "pt": "Bicicletas elétricas de montanha", "it": "E-MTB"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000000b', 'ELECTRIC_BIKE', '{"fr": "VAE route et gravel", "en": "E-road and gravel bikes", "es": "Bicicletas eléctricas de carretera y gravel", "pt": "Bicicletas elétricas de estrada e gravel", "it": "E-bike da strada e gravel"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000000c', 'ELECTRIC_BIKE', '{"fr": "Vélos cargo électriques", "en": "Electric cargo bikes", "es": "Bicicletas de carga eléctricas", "pt": "Bicicletas de carga elétricas", "it": "Cargo bike elettriche"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000000d', 'SKI', '{"fr": "Skis alpins", "en": "Alpine skis", "es": "Esquís alpinos", "pt": "Esquis alpinos", "it": "Sci alpini"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000000e', 'SKI', '{"fr": "Snowboards", "en": "Snowboards", "es": "Tablas de snowboard", "pt": "Pranchas de snowboard", "it": "Tavole da snowboard"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000000f', 'SKI', '{"fr": "Chaussures de ski", "en": "Ski boots", "es": "Botas de esquí", "pt": "Botas de esqui", "it": "Scarponi da sci"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000010', 'SKI', '{"fr": "Boots de snowboard", "en": "Snowboard boots", "es": "Botas de snowboard", "pt": "Botas de snowboard", "it": "Scarponi da snowboard"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000011', 'SKI', '{"fr": "Bâtons", "en": "Poles", "es": "Bastones", "pt": "Bastões", "it": "Bastoncini"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000012', 'SKI', '{"fr": "Casques de ski", "en": "Ski helmets", "es": "Cascos de esquí", "pt": "Capacetes de esqui", "it": "Caschi da sci"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000013', 'SKI', '{"fr": "Ski de fond", "en": "Cross-country skis", "es": "Esquí de fondo", "pt": "Esqui de fundo", "it": "Sci di fondo"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000014', 'SKI', '{"fr": "Ski de randonnée", "en": "Touring skis", "es": "Esquí de travesía", "pt": "Esqui de travessia", "it": "Sci alpinismo"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000015', 'SNOWSHOES', '{"fr": "Raquettes à neige", "en": "Snowshoes", "es": "Raquetas de nieve", "pt": "Raquetes de neve", "it": "Ciaspole"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000016', 'SNOWSHOES', '{"fr": "Bâtons de randonnée", "en": "Trekking poles", "es": "Bastones de senderismo", "pt": "Bastões de caminhada", "it": "Bastoncini da trekking"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000017', 'CLIMBING', '{"fr": "Baudriers", "en": "Harnesses", "es": "Arneses", "pt": "Arneses", "it": "Imbragature"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000018', 'CLIMBING', '{"fr": "Chaussons d’escalade", "en": "Climbing shoes", "es": "Pies de gato", "pt": "Sapatilhas de escalada", "it": "Scarpette da arrampicata"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000019', 'CLIMBING', '{"fr": "Kits via ferrata", "en": "Via ferrata kits", "es": "Kits de vía ferrata", "pt": "Kits de via ferrata", "it": "Kit da via ferrata"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000001a', 'CLIMBING', '{"fr": "Casques d’escalade", "en": "Climbing helmets", "es": "Cascos de escalada", "pt": "Capacetes de escalada", "it": "Caschi da arrampicata"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000001b', 'SURF', '{"fr": "Planches de surf", "en": "Surfboards", "es": "Tablas de surf", "pt": "Pranchas de surf", "it": "Tavole da surf"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000001c', 'SURF', '{"fr": "Bodyboards", "en": "Bodyboards", "es": "Bodyboards", "pt": "Bodyboards", "it": "Bodyboard"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000001d', 'SURF', '{"fr": "Combinaisons", "en": "Wetsuits", "es": "Trajes de neopreno", "pt": "Fatos de surf", "it": "Mute"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000001e', 'PADDLE', '{"fr": "Paddles gonflables", "en": "Inflatable SUPs", "es": "Tablas de paddle hinchables", "pt": "Pranchas de SUP insufláveis", "it": "SUP gonfiabili"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000001f', 'PADDLE', '{"fr": "Paddles rigides", "en": "Hard SUPs", "es": "Tablas de paddle rígidas", "pt": "Pranchas de SUP rígidas", "it": "SUP rigidi"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000020', 'PADDLE', '{"fr": "Pagaies et gilets", "en": "Paddles and life jackets", "es": "Remos y chalecos", "pt": "Remos e coletes", "it": "Pagaie e giubbotti"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000021', 'CANOE_KAYAK', '{"fr": "Kayaks sit-on-top", "en": "Sit-on-top kayaks", "es": "Kayaks sit-on-top", "pt": "Caiaques sit-on-top", "it": "Kayak sit-on-top"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000022', 'CANOE_KAYAK', '{"fr": "Kayaks de randonnée", "en": "Touring kayaks", "es": "Kayaks de travesía", "pt": "Caiaques de travessia", "it": "Kayak da escursione"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000023', 'CANOE_KAYAK', '{"fr": "Canoës", "en": "Canoes", "es": "Canoas", "pt": "Canoas", "it": "Canoe"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000024', 'BOAT', '{"fr": "Bateaux électriques", "en": "Electric boats", "es": "Barcos eléctricos", "pt": "Barcos elétricos", "it": "Barche elettriche"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000025', 'BOAT', '{"fr": "Bateaux sans permis", "en": "Licence-free boats", "es": "Barcos sin licencia", "pt": "Barcos sem carta", "it": "Barche senza patente"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000026', 'BOAT', '{"fr": "Pédalos", "en": "Pedal boats", "es": "Hidropedales", "pt": "Gaivotas", "it": "Pedalò"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000027', 'MOPED', '{"fr": "Scooters 50 cm³", "en": "50 cc scooters", "es": "Scooters de 50 cc", "pt": "Scooters 50 cc", "it": "Scooter 50 cc"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000028', 'MOPED', '{"fr": "Scooters électriques", "en": "Electric scooters", "es": "Scooters eléctricos", "pt": "Scooters elétricas", "it": "Scooter elettrici"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000029', 'MOTORCYCLE', '{"fr": "Motos", "en": "Motorcycles", "es": "Motocicletas", "pt": "Motas", "it": "Moto"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000002a', 'MOTORCYCLE', '{"fr": "Maxi-scooters", "en": "Maxi-scooters", "es": "Maxiscooters", "pt": "Maxi-scooters", "it": "Maxi scooter"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000002b', 'SCOOTER', '{"fr": "Trottinettes électriques", "en": "Electric kick scooters", "es": "Patinetes eléctricos", "pt": "Trotinetes elétricas", "it": "Monopattini elettrici"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000002c', 'SCOOTER', '{"fr": "Trottinettes", "en": "Kick scooters", "es": "Patinetes", "pt": "Trotinetes", "it": "Monopattini"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000002d', 'CAR', '{"fr": "Citadines", "en": "City cars", "es": "Coches urbanos", "pt": "Citadinos", "it": "Citycar"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000002e', 'CAR', '{"fr": "Utilitaires", "en": "Vans", "es": "Furgonetas", "pt": "Carrinhas", "it": "Furgoni"}'::jsonb),
  ('019b76da-a800-7000-8000-00000000002f', 'EVENT', '{"fr": "Mobilier", "en": "Furniture", "es": "Mobiliario", "pt": "Mobiliário", "it": "Arredi"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000030', 'EVENT', '{"fr": "Son et lumière", "en": "Sound and light", "es": "Sonido e iluminación", "pt": "Som e luz", "it": "Audio e luci"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000031', 'EVENT', '{"fr": "Tentes et barnums", "en": "Tents and marquees", "es": "Carpas", "pt": "Tendas", "it": "Tende e gazebo"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000032', 'MOTOCULTURE', '{"fr": "Tondeuses", "en": "Lawn mowers", "es": "Cortacéspedes", "pt": "Corta-relvas", "it": "Tosaerba"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000033', 'MOTOCULTURE', '{"fr": "Taille-haies", "en": "Hedge trimmers", "es": "Cortasetos", "pt": "Corta-sebes", "it": "Tagliasiepi"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000034', 'MOTOCULTURE', '{"fr": "Motoculteurs", "en": "Tillers", "es": "Motocultores", "pt": "Motocultivadores", "it": "Motozappe"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000035', 'TOOLING', '{"fr": "Outillage électroportatif", "en": "Power tools", "es": "Herramientas eléctricas", "pt": "Ferramentas elétricas", "it": "Elettroutensili"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000036', 'TOOLING', '{"fr": "Échelles et échafaudages", "en": "Ladders and scaffolding", "es": "Escaleras y andamios", "pt": "Escadas e andaimes", "it": "Scale e ponteggi"}'::jsonb),
  ('019b76da-a800-7000-8000-000000000037', 'TOOLING', '{"fr": "Nettoyage", "en": "Cleaning", "es": "Limpieza", "pt": "Limpeza", "it": "Pulizia"}'::jsonb)
ON CONFLICT ("id") DO NOTHING;
