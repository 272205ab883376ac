-- A business's own Paystack keys and SMTP server, in place of the instance's defaults; the secret key and the
-- password are sealed under SETTINGS_KEY_SECRET (AES-256-GCM), never stored in the clear.
CREATE TABLE "paystack_keys" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"secret_key" text NOT NULL,
	"secret_key_hint" varchar(20) NOT NULL,
	"mode" varchar(4) NOT NULL,
	"public_key" varchar(210),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paystack_keys_mode" CHECK ("paystack_keys"."mode" in ('test', 'live'))
);
--> statement-breakpoint
CREATE TABLE "smtp_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"host" varchar(253) NOT NULL,
	"port" integer NOT NULL,
	"secure" boolean DEFAULT false NOT NULL,
	"username" varchar(200),
	"password" text,
	"from_address" varchar(300) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smtp_settings_port" CHECK ("smtp_settings"."port" between 1 and 65535)
);
--> statement-breakpoint
ALTER TABLE "paystack_keys" ADD CONSTRAINT "paystack_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smtp_settings" ADD CONSTRAINT "smtp_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;