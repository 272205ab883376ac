CREATE TABLE "bank_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"ledger_account_id" integer,
	"direction" varchar(3) DEFAULT 'any' NOT NULL,
	"conditions" jsonb NOT NULL,
	"match" varchar(3) DEFAULT 'all' NOT NULL,
	"action" jsonb NOT NULL,
	"position" integer NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_rules_direction" CHECK ("bank_rules"."direction" in ('in', 'out', 'any')),
	CONSTRAINT "bank_rules_match" CHECK ("bank_rules"."match" in ('all', 'any'))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_type";--> statement-breakpoint
ALTER TABLE "bank_lines" ADD COLUMN "suggestions" jsonb;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD COLUMN "declined" jsonb;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_rules_account_position_idx" ON "bank_rules" USING btree ("account_id","position","id");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_type" CHECK ("journal_entries"."source_type" in ('invoice', 'payment', 'credit_note', 'refund', 'expense', 'bill', 'bill_payment', 'paystack_fee', 'mpesa_receipt', 'bank_line', 'manual', 'opening_balance'));