CREATE TABLE "signing_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"p12" text NOT NULL,
	"passphrase" text,
	"fingerprint" text NOT NULL,
	"subject" text NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
