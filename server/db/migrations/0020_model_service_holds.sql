ALTER TABLE "model_services" ADD COLUMN "hold_amount" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "model_services" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "model_services" ADD CONSTRAINT "model_services_hold_non_negative" CHECK ("model_services"."hold_amount" >= 0);