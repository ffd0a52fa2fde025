ALTER TABLE "bill_lines" ADD COLUMN "card_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "covered" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "used_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_minutes_within_quantity" CHECK ("benefits"."used_minutes" >= 0 and "benefits"."used_minutes" <= "benefits"."quantity" * 60);