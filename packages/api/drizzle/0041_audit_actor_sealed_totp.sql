ALTER TABLE "users" ALTER COLUMN "totp_secret" SET DATA TYPE varchar(128);--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor" varchar(60);