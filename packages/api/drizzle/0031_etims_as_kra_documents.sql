CREATE TABLE "etims_reference_lists" (
	"environment" varchar(20) NOT NULL,
	"list" varchar(20) NOT NULL,
	"requested_at" varchar(14),
	"data" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etims_reference_lists_environment_list_pk" PRIMARY KEY("environment","list"),
	CONSTRAINT "etims_reference_lists_list" CHECK ("etims_reference_lists"."list" in ('codes', 'item_classes'))
);
--> statement-breakpoint
CREATE TABLE "etims_stock_levels" (
	"account_id" integer NOT NULL,
	"item_code" varchar(20) NOT NULL,
	"quantity" numeric(15, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etims_stock_levels_account_id_item_code_pk" PRIMARY KEY("account_id","item_code")
);
--> statement-breakpoint
ALTER TABLE "etims_credit_notes" DROP CONSTRAINT "etims_credit_notes_account_receipt_unique";--> statement-breakpoint
ALTER TABLE "etims_invoices" DROP CONSTRAINT "etims_invoices_account_receipt_unique";--> statement-breakpoint
ALTER TABLE "etims_credit_notes" ALTER COLUMN "receipt_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "etims_invoices" ALTER COLUMN "receipt_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "etims_credit_notes" ADD COLUMN "control_unit_id" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "etims_invoices" ADD COLUMN "control_unit_id" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "etims_settings" ADD COLUMN "consumer_key" text;--> statement-breakpoint
ALTER TABLE "etims_settings" ADD COLUMN "consumer_secret" text;--> statement-breakpoint
ALTER TABLE "etims_settings" ADD COLUMN "general_items_registered" varchar(5) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "etims_settings" ADD COLUMN "last_receipt_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "etims_settings" ADD COLUMN "sending_key" varchar(60);--> statement-breakpoint
ALTER TABLE "etims_settings" ADD COLUMN "sending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "etims_stock_levels" ADD CONSTRAINT "etims_stock_levels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_settings" DROP COLUMN "item_registered";--> statement-breakpoint
ALTER TABLE "etims_credit_notes" ADD CONSTRAINT "etims_credit_notes_account_receipt_unique" UNIQUE("account_id","control_unit_id","receipt_number");--> statement-breakpoint
ALTER TABLE "etims_invoices" ADD CONSTRAINT "etims_invoices_account_receipt_unique" UNIQUE("account_id","control_unit_id","receipt_number");--> statement-breakpoint
-- The next receipt number follows the last one KRA signed; a document still awaiting KRA takes its number when
-- it is sent (the one it held may have been used since).
UPDATE "etims_settings" AS s SET "last_receipt_number" = coalesce((
  SELECT max(n) FROM (
    SELECT "receipt_number" AS n FROM "etims_invoices" WHERE "account_id" = s."account_id" AND "status" = 'signed'
    UNION ALL
    SELECT "receipt_number" FROM "etims_credit_notes" WHERE "account_id" = s."account_id" AND "status" = 'signed'
  ) AS signed
), 0);--> statement-breakpoint
UPDATE "etims_invoices" SET "receipt_number" = NULL WHERE "status" <> 'signed';--> statement-breakpoint
UPDATE "etims_invoices" AS i SET "control_unit_id" = coalesce(s."control_unit_id", '')
FROM "etims_settings" AS s WHERE s."account_id" = i."account_id" AND i."status" = 'signed';--> statement-breakpoint
UPDATE "etims_credit_notes" AS c SET "control_unit_id" = coalesce(s."control_unit_id", '')
FROM "etims_settings" AS s WHERE s."account_id" = c."account_id" AND c."status" = 'signed';--> statement-breakpoint
UPDATE "etims_credit_notes" SET "receipt_number" = NULL WHERE "status" <> 'signed';--> statement-breakpoint
-- KRA's credit note reasons are 01–06; the codes 07–13 were never KRA's: such a credit note goes as a refund.
UPDATE "etims_credit_notes" SET "reason_code" = '06' WHERE "reason_code" NOT IN ('01', '02', '03', '04', '05', '06');
