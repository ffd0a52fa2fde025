CREATE TABLE "budget_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"budget_id" bigint,
	"period_key" text NOT NULL,
	"threshold" integer NOT NULL,
	"measured" numeric(16, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"basis" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"stop_at_limit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_amount_positive" CHECK ("budgets"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "low_balance_alerts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"threshold" numeric(16, 2) NOT NULL,
	"alerted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_repayments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_repayments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"bank" text NOT NULL,
	"notice_no" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"restored" numeric(16, 2) NOT NULL,
	"repaid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_repayments_amount_positive" CHECK ("credit_repayments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "new_user_packages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "new_user_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"person_key" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"pay_method" text NOT NULL,
	"pay_scenario" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trade_orders" ADD COLUMN "pay_method" text;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD COLUMN "pay_scenario" text;--> statement-breakpoint
ALTER TABLE "budget_alerts" ADD CONSTRAINT "budget_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_alerts" ADD CONSTRAINT "budget_alerts_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_balance_alerts" ADD CONSTRAINT "low_balance_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_repayments" ADD CONSTRAINT "credit_repayments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_user_packages" ADD CONSTRAINT "new_user_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_alerts_user_idx" ON "budget_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_alerts_once_key" ON "budget_alerts" USING btree ("budget_id","period_key","threshold");--> statement-breakpoint
CREATE INDEX "budgets_user_idx" ON "budgets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_repayments_notice_key" ON "credit_repayments" USING btree ("bank","notice_no");--> statement-breakpoint
CREATE INDEX "credit_repayments_user_idx" ON "credit_repayments" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "new_user_packages_trade_key" ON "new_user_packages" USING btree ("trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "new_user_packages_person_paid_key" ON "new_user_packages" USING btree ("person_key") WHERE "new_user_packages"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "new_user_packages_user_idx" ON "new_user_packages" USING btree ("user_id","id");--> statement-breakpoint
-- hand-written
-- Every table announces its changes to the read cache (0010).
select watch_table_changes('"budget_alerts"');--> statement-breakpoint
select watch_table_changes('"budgets"');--> statement-breakpoint
select watch_table_changes('"low_balance_alerts"');--> statement-breakpoint
select watch_table_changes('"credit_repayments"');--> statement-breakpoint
select watch_table_changes('"new_user_packages"');
