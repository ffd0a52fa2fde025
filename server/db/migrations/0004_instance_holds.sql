ALTER TABLE "instances" ADD COLUMN "hold_amount" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "hold_card_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_hold_non_negative" CHECK ("instances"."hold_amount" >= 0 and "instances"."hold_card_minutes" >= 0);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_freeze_non_negative" CHECK ("wallets"."freeze_balance_amount" >= 0 and "wallets"."freeze_credit_limit" >= 0);