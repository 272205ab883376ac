CREATE TABLE "bank_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" varchar(8),
	"reference" varchar(64),
	"description" varchar(500) NOT NULL,
	"counterparty" varchar(200),
	"counterparty_phone" varchar(20),
	"account_ref" varchar(100),
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(14, 2),
	"status" varchar(10) DEFAULT 'unmatched' NOT NULL,
	"match_kind" varchar(20),
	"match_ids" jsonb,
	"match_created" jsonb,
	"match_auto" boolean DEFAULT false NOT NULL,
	"matched_at" timestamp with time zone,
	"matched_by" integer,
	"position" integer NOT NULL,
	"dedupe_key" varchar(64) NOT NULL,
	"reconciled_at" timestamp with time zone,
	"reconciliation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_lines_dedupe_unique" UNIQUE("account_id","ledger_account_id","dedupe_key"),
	CONSTRAINT "bank_lines_status" CHECK ("bank_lines"."status" in ('unmatched', 'suggested', 'matched', 'excluded')),
	CONSTRAINT "bank_lines_match" CHECK (("bank_lines"."status" = 'matched') = ("bank_lines"."match_kind" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"statement_date" date NOT NULL,
	"statement_balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ledger_balance" numeric(14, 2),
	"status" varchar(5) DEFAULT 'draft' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_reconciliations_status" CHECK ("bank_reconciliations"."status" in ('draft', 'done'))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"format" varchar(20) NOT NULL,
	"filename" varchar(255) NOT NULL,
	"period_from" date,
	"period_to" date,
	"opening_balance" numeric(14, 2),
	"closing_balance" numeric(14, 2),
	"lines_total" integer NOT NULL,
	"lines_new" integer NOT NULL,
	"lines_duplicate" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_format" CHECK ("bank_statements"."format" in ('mpesa_pdf', 'mpesa_business', 'csv', 'ofx'))
);
--> statement-breakpoint
CREATE TABLE "money_accounts" (
	"ledger_account_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"institution" varchar(100),
	"csv_mapping" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_accounts_kind" CHECK ("money_accounts"."kind" in ('bank', 'mpesa', 'cash', 'card', 'paystack'))
);
--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_reconciliation_id_bank_reconciliations_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."bank_reconciliations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_accounts" ADD CONSTRAINT "money_accounts_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_accounts" ADD CONSTRAINT "money_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_lines_account_ledger_date_idx" ON "bank_lines" USING btree ("account_id","ledger_account_id","date","id");--> statement-breakpoint
CREATE INDEX "bank_lines_statement_idx" ON "bank_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "bank_reconciliations_account_ledger_idx" ON "bank_reconciliations" USING btree ("account_id","ledger_account_id","statement_date");--> statement-breakpoint
CREATE INDEX "bank_statements_account_ledger_idx" ON "bank_statements" USING btree ("account_id","ledger_account_id","created_at");--> statement-breakpoint
CREATE INDEX "money_accounts_account_idx" ON "money_accounts" USING btree ("account_id");