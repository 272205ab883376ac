ALTER TABLE "mpesa_receipts" ADD COLUMN "hold_reason" varchar(300);--> statement-breakpoint
-- A KRA PIN and branch claimed by two businesses: KRA holds the device key of the one that initialised last
-- (the others' signing already fails), so that one keeps it; the others lose the PIN and their key and are
-- refused, with a message, when they claim it again.
UPDATE "etims_settings" SET "kra_pin" = NULL, "communication_key" = NULL, "control_unit_id" = NULL,
  "initialized_at" = NULL, "item_registered" = false, "updated_at" = now()
WHERE "account_id" IN (
  SELECT "account_id" FROM (
    SELECT "account_id", row_number() OVER (
      PARTITION BY "kra_pin", "branch_id"
      ORDER BY "initialized_at" DESC NULLS LAST, "updated_at" DESC, "account_id"
    ) AS "rank"
    FROM "etims_settings" WHERE "kra_pin" IS NOT NULL
  ) AS "claims" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "etims_settings_kra_pin_branch_unique" ON "etims_settings" USING btree ("kra_pin","branch_id") WHERE "etims_settings"."kra_pin" is not null;
