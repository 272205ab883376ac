CREATE TABLE "paystack_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"settlement_id" varchar(40) NOT NULL,
	"source" varchar(4) NOT NULL,
	"status" varchar(20) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"settlement_date" date NOT NULL,
	"total_processed" numeric(14, 2),
	"total_fees" numeric(14, 2),
	"total_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"effective_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deductions" numeric(14, 2),
	"transactions" integer,
	"unrecorded_transactions" integer,
	"journal_entry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paystack_payouts_settlement_unique" UNIQUE("account_id","settlement_id"),
	CONSTRAINT "paystack_payouts_source" CHECK ("paystack_payouts"."source" in ('api', 'file')),
	CONSTRAINT "paystack_payouts_effective_positive" CHECK ("paystack_payouts"."effective_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_type";--> statement-breakpoint
ALTER TABLE "money_accounts" ADD COLUMN "payout_account_id" integer;--> statement-breakpoint
ALTER TABLE "paystack_payouts" ADD CONSTRAINT "paystack_payouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystack_payouts" ADD CONSTRAINT "paystack_payouts_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystack_payouts" ADD CONSTRAINT "paystack_payouts_bank_account_id_ledger_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystack_payouts" ADD CONSTRAINT "paystack_payouts_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paystack_payouts_account_ledger_idx" ON "paystack_payouts" USING btree ("account_id","ledger_account_id","settlement_date");--> statement-breakpoint
ALTER TABLE "money_accounts" ADD CONSTRAINT "money_accounts_payout_account_id_ledger_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_type" CHECK ("journal_entries"."source_type" in ('invoice', 'payment', 'credit_note', 'refund', 'expense', 'bill', 'bill_payment', 'paystack_fee', 'mpesa_receipt', 'bank_line', 'paystack_payout', 'manual', 'opening_balance'));