CREATE TABLE "account_logos" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "legal_name" varchar(200);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "trading_name" varchar(200);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "state" varchar(100);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "postal_code" varchar(20);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "mpesa_till" varchar(20);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "payment_instructions" varchar(1000);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "vat_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "financial_year_start" varchar(5) DEFAULT '01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "invoice_layout" varchar(20) DEFAULT 'classic' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "accent_color" varchar(7) DEFAULT '#0f766e' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_logos" ADD CONSTRAINT "account_logos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;