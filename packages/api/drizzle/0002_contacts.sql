CREATE TABLE "contact_counts" (
	"account_id" integer NOT NULL,
	"initial" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "contact_counts_account_id_initial_pk" PRIMARY KEY("account_id","initial")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"company_name" varchar(200),
	"email" varchar(254),
	"phone" varchar(50),
	"street" varchar(200),
	"city" varchar(100),
	"state" varchar(100),
	"postal_code" varchar(20),
	"country" varchar(100),
	"full_name" text GENERATED ALWAYS AS (case when "first_name" is not null and "last_name" is not null then "first_name" || ' ' || "last_name" else coalesce("first_name", "last_name", "company_name") end) STORED,
	"sort_name" text GENERATED ALWAYS AS (lower(coalesce(case when "first_name" is not null and "last_name" is not null then "first_name" || ' ' || "last_name" else coalesce("first_name", "last_name", "company_name") end, "email"))) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(case when "first_name" is not null and "last_name" is not null then "first_name" || ' ' || "last_name" else coalesce("first_name", "last_name", "company_name") end, '') || E'\n' || coalesce("company_name", '') || E'\n' || coalesce("email", ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_counts" ADD CONSTRAINT "contact_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_account_sort_idx" ON "contacts" USING btree ("account_id",("sort_name" collate "C"),"id","search_text");--> statement-breakpoint
CREATE INDEX "contacts_account_search_idx" ON "contacts" USING gin ("account_id","search_text" gin_trgm_ops);