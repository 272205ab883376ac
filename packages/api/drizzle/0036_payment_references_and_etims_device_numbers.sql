ALTER TABLE "etims_purchases" DROP CONSTRAINT "etims_purchases_account_number_unique";--> statement-breakpoint
DROP INDEX "payments_account_reference_idx";--> statement-breakpoint
ALTER TABLE "etims_purchases" ADD COLUMN "device" varchar(70) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "etims_settings" ADD COLUMN "last_purchase_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "etims_settings" ADD COLUMN "last_stock_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_account_invoice_reference_idx" ON "payments" USING btree ("account_id","invoice_id","reference") WHERE "payments"."reference" is not null;--> statement-breakpoint
CREATE INDEX "payments_account_reference_lookup_idx" ON "payments" USING btree ("account_id","reference") WHERE "payments"."reference" is not null;--> statement-breakpoint
UPDATE "etims_purchases" p SET "device" = s."kra_pin" || '/' || s."branch_id" || '/' || s."device_serial" FROM "etims_settings" s WHERE s."account_id" = p."account_id" AND p."purchase_number" IS NOT NULL AND s."kra_pin" IS NOT NULL AND s."device_serial" IS NOT NULL;--> statement-breakpoint
UPDATE "etims_settings" s SET "last_purchase_number" = q."next_value" - 1 FROM "invoice_sequences" q WHERE q."account_id" = s."account_id" AND q."scope" = 'etims_purchase';--> statement-breakpoint
UPDATE "etims_settings" s SET "last_stock_number" = q."next_value" - 1 FROM "invoice_sequences" q WHERE q."account_id" = s."account_id" AND q."scope" = 'etims_stock:' || s."kra_pin" || '/' || s."branch_id";--> statement-breakpoint
DELETE FROM "invoice_sequences" WHERE "scope" = 'etims_purchase' OR "scope" LIKE 'etims_stock:%';--> statement-breakpoint
ALTER TABLE "etims_purchases" ADD CONSTRAINT "etims_purchases_account_device_number_unique" UNIQUE("account_id","device","purchase_number");