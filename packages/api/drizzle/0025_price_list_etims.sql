ALTER TABLE "price_list_items" ADD COLUMN "tax_category" varchar(10);--> statement-breakpoint
ALTER TABLE "price_list_items" ADD COLUMN "kind" varchar(10) DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD COLUMN "classification_code" varchar(10);--> statement-breakpoint
ALTER TABLE "price_list_items" ADD COLUMN "etims_item_code" varchar(20);--> statement-breakpoint
ALTER TABLE "price_list_items" ADD COLUMN "etims_registered_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_kind" CHECK ("price_list_items"."kind" in ('service', 'goods'));--> statement-breakpoint
-- The default service item's code changed (serial 0, apart from the price-list items' serials): register it again.
UPDATE "etims_settings" SET "item_registered" = false;