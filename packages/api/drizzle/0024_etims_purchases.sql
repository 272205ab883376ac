CREATE TABLE "etims_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"supplier_pin" varchar(11) NOT NULL,
	"cu_invoice_number" varchar(80) NOT NULL,
	"sale" jsonb NOT NULL,
	"bill_id" integer,
	"purchase_number" integer,
	"status" varchar(10),
	"error" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etims_purchases_supplier_invoice_unique" UNIQUE("account_id","supplier_pin","cu_invoice_number"),
	CONSTRAINT "etims_purchases_account_number_unique" UNIQUE("account_id","purchase_number"),
	CONSTRAINT "etims_purchases_bill_unique" UNIQUE("bill_id"),
	CONSTRAINT "etims_purchases_status" CHECK ("etims_purchases"."status" in ('awaiting', 'confirmed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "etims_settings" ADD COLUMN "purchases_requested_at" varchar(14);--> statement-breakpoint
ALTER TABLE "etims_purchases" ADD CONSTRAINT "etims_purchases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_purchases" ADD CONSTRAINT "etims_purchases_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;