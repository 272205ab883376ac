CREATE TABLE "daraja_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"environment" varchar(10) DEFAULT 'sandbox' NOT NULL,
	"shortcode_type" varchar(7) DEFAULT 'paybill' NOT NULL,
	"shortcode" varchar(10),
	"till_number" varchar(10),
	"consumer_key" text,
	"consumer_secret" text,
	"passkey" text,
	"c2b_registered_at" timestamp with time zone,
	"c2b_confirmation_url" varchar(500),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daraja_settings_environment" CHECK ("daraja_settings"."environment" in ('sandbox', 'production')),
	CONSTRAINT "daraja_settings_shortcode_type" CHECK ("daraja_settings"."shortcode_type" in ('paybill', 'till'))
);
--> statement-breakpoint
CREATE TABLE "daraja_stk_requests" (
	"reference" varchar(40) PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"phone" varchar(12) NOT NULL,
	"merchant_request_id" varchar(100),
	"checkout_request_id" varchar(100),
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"result_code" varchar(20),
	"result_desc" varchar(300),
	"receipt_number" varchar(40),
	"receipt_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daraja_stk_requests_status" CHECK ("daraja_stk_requests"."status" in ('pending', 'paid', 'cancelled', 'failed')),
	CONSTRAINT "daraja_stk_requests_amount" CHECK ("daraja_stk_requests"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "mpesa_receipts" ALTER COLUMN "msisdn" SET DATA TYPE varchar(64);--> statement-breakpoint
ALTER TABLE "mpesa_receipts" ADD COLUMN "payer_contact_id" integer;--> statement-breakpoint
ALTER TABLE "daraja_settings" ADD CONSTRAINT "daraja_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daraja_stk_requests" ADD CONSTRAINT "daraja_stk_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daraja_stk_requests" ADD CONSTRAINT "daraja_stk_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daraja_stk_requests" ADD CONSTRAINT "daraja_stk_requests_receipt_id_mpesa_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."mpesa_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daraja_stk_requests_checkout_idx" ON "daraja_stk_requests" USING btree ("checkout_request_id") WHERE "daraja_stk_requests"."checkout_request_id" is not null;--> statement-breakpoint
CREATE INDEX "daraja_stk_requests_invoice_idx" ON "daraja_stk_requests" USING btree ("invoice_id","created_at");--> statement-breakpoint
ALTER TABLE "mpesa_receipts" ADD CONSTRAINT "mpesa_receipts_payer_contact_id_contacts_id_fk" FOREIGN KEY ("payer_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;