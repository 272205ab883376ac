CREATE TABLE "paystack_transactions" (
	"reference" varchar(100) PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_subunit" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"email" varchar(254) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paystack_transactions_status" CHECK ("paystack_transactions"."status" in ('pending', 'success', 'failed', 'abandoned', 'rejected')),
	CONSTRAINT "paystack_transactions_amount_positive" CHECK ("paystack_transactions"."amount_subunit" > 0)
);
--> statement-breakpoint
ALTER TABLE "paystack_transactions" ADD CONSTRAINT "paystack_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystack_transactions" ADD CONSTRAINT "paystack_transactions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paystack_transactions_invoice_idx" ON "paystack_transactions" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "paystack_transactions_account_idx" ON "paystack_transactions" USING btree ("account_id");