CREATE TABLE "year_ends" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"year_start" date NOT NULL,
	"year_end" date NOT NULL,
	"profit" numeric(18, 2) NOT NULL,
	"lock_date_before" date,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	CONSTRAINT "year_ends_account_year_end" UNIQUE("account_id","year_end")
);
--> statement-breakpoint
ALTER TABLE "year_ends" ADD CONSTRAINT "year_ends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_ends" ADD CONSTRAINT "year_ends_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;