CREATE TABLE "etims_invoices" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"receipt_number" integer NOT NULL,
	"status" varchar(10) DEFAULT 'awaiting' NOT NULL,
	"cu_invoice_number" varchar(50),
	"internal_data" text,
	"signature" text,
	"signed_at" timestamp with time zone,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etims_invoices_account_receipt_unique" UNIQUE("account_id","receipt_number"),
	CONSTRAINT "etims_invoices_status" CHECK ("etims_invoices"."status" in ('awaiting', 'signed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "etims_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"kra_pin" varchar(11),
	"branch_id" varchar(2) DEFAULT '00' NOT NULL,
	"device_serial" varchar(50),
	"communication_key" text,
	"control_unit_id" varchar(50),
	"initialized_at" timestamp with time zone,
	"item_registered" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "kra_pin" varchar(11);--> statement-breakpoint
ALTER TABLE "etims_invoices" ADD CONSTRAINT "etims_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_invoices" ADD CONSTRAINT "etims_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_settings" ADD CONSTRAINT "etims_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;