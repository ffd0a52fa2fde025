CREATE TABLE "supply_plan_sale_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_plan_sale_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan_id" bigint NOT NULL,
	"from" timestamp with time zone NOT NULL,
	"until" timestamp with time zone,
	CONSTRAINT "supply_plan_sale_periods_order" CHECK ("supply_plan_sale_periods"."until" is null or "supply_plan_sale_periods"."until" >= "supply_plan_sale_periods"."from")
);
--> statement-breakpoint
ALTER TABLE "supplier_statements" ADD COLUMN "listed_minutes" integer DEFAULT 10080 NOT NULL;--> statement-breakpoint
ALTER TABLE "supply_plan_sale_periods" ADD CONSTRAINT "supply_plan_sale_periods_plan_id_supply_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."supply_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supply_plan_sale_periods_plan_idx" ON "supply_plan_sale_periods" USING btree ("plan_id","from");