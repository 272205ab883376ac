CREATE TABLE "ledger_daily_balances" (
	"account_id" integer NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"date" date NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_daily_balances_account_id_ledger_account_id_date_pk" PRIMARY KEY("account_id","ledger_account_id","date")
);
--> statement-breakpoint
CREATE TABLE "ledger_open_item_movements" (
	"item_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_open_item_movements_item_id_date_pk" PRIMARY KEY("item_id","date")
);
--> statement-breakpoint
CREATE TABLE "ledger_open_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"contact_id" integer,
	"document_id" varchar(64),
	"line_id" integer,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_open_items_key" UNIQUE NULLS NOT DISTINCT("account_id","ledger_account_id","contact_id","document_id","line_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_daily_balances" ADD CONSTRAINT "ledger_daily_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_daily_balances" ADD CONSTRAINT "ledger_daily_balances_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_open_item_movements" ADD CONSTRAINT "ledger_open_item_movements_item_id_ledger_open_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."ledger_open_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_open_items" ADD CONSTRAINT "ledger_open_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_open_items" ADD CONSTRAINT "ledger_open_items_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_open_items_open_idx" ON "ledger_open_items" USING btree ("account_id","ledger_account_id","last_date") WHERE "ledger_open_items"."balance" <> 0;--> statement-breakpoint
CREATE INDEX "ledger_open_items_last_date_idx" ON "ledger_open_items" USING btree ("account_id","ledger_account_id","last_date");