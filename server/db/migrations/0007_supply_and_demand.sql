CREATE TABLE "host_status_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "host_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"host_id" bigint NOT NULL,
	"state" text NOT NULL,
	"cause" text,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_suppliers" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_branch" text NOT NULL,
	"bank_account_no" text NOT NULL,
	"agreement_version" text NOT NULL,
	"agreement_accepted_at" timestamp with time zone NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_statement_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"ref" text
);
--> statement-breakpoint
CREATE TABLE "supplier_statements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 600001 CACHE 1),
	"plan_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"week_start" date NOT NULL,
	"gross" numeric(16, 2) NOT NULL,
	"fee" numeric(16, 2) NOT NULL,
	"fee_rate" numeric(5, 4) NOT NULL,
	"covered" numeric(16, 2) NOT NULL,
	"adjustments" numeric(16, 2) DEFAULT '0' NOT NULL,
	"floor_top_up" numeric(16, 2) DEFAULT '0' NOT NULL,
	"net" numeric(16, 2) NOT NULL,
	"sold_minutes" integer NOT NULL,
	"outage_minutes" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"dispute_reason" text,
	"issued_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 800001 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"plan_type" text DEFAULT 'physical_machine' NOT NULL,
	"plan_name" text NOT NULL,
	"expected_income_weekly" numeric(16, 2) NOT NULL,
	"min_income_weekly" numeric(16, 2) NOT NULL,
	"sale_time" jsonb NOT NULL,
	"machines" jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision_status" text,
	"live" jsonb,
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_plans_income" CHECK ("supply_plans"."min_income_weekly" >= 0 and "supply_plans"."expected_income_weekly" >= "supply_plans"."min_income_weekly")
);
--> statement-breakpoint
CREATE TABLE "bare_metal_goods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bare_metal_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 400001 CACHE 1),
	"goods_base_id" text NOT NULL,
	"supplier_id" bigint,
	"plan_id" bigint,
	"machine_key" text,
	"title" text NOT NULL,
	"gpu_model" text NOT NULL,
	"gpu_count" integer NOT NULL,
	"gpu_vram" integer NOT NULL,
	"cpu_model" text NOT NULL,
	"cpu_cores" integer NOT NULL,
	"ram_gb" integer NOT NULL,
	"disk_gb" integer NOT NULL,
	"nics" text DEFAULT '' NOT NULL,
	"infiniband" text DEFAULT '' NOT NULL,
	"bandwidth_mbps" integer DEFAULT 0 NOT NULL,
	"region_code" text NOT NULL,
	"delivery_lead_days" integer NOT NULL,
	"stock" integer NOT NULL,
	"price_month" numeric(16, 2) NOT NULL,
	"price_quarter" numeric(16, 2) NOT NULL,
	"price_year" numeric(16, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'on_sale' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bare_metal_goods_stock" CHECK ("bare_metal_goods"."stock" >= 0),
	CONSTRAINT "bare_metal_goods_prices" CHECK ("bare_metal_goods"."price_month" > 0 and "bare_metal_goods"."price_quarter" > 0 and "bare_metal_goods"."price_year" > 0)
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" bigint NOT NULL,
	"supplier_id" bigint,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'signed' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_matches" (
	"demand_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"resource_id" bigint NOT NULL,
	"unit_price" numeric(12, 4) NOT NULL,
	"price_diff" numeric(12, 4) NOT NULL,
	"matched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_quotes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"demand_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"goods_id" bigint,
	"unit_price" numeric(12, 4) NOT NULL,
	"term" text NOT NULL,
	"start_date" date NOT NULL,
	"min_commitment_months" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "demand_quotes_price" CHECK ("demand_quotes"."unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 200001 CACHE 1),
	"demand_goods_base_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"gpu_models" text[] DEFAULT '{}'::text[] NOT NULL,
	"gpu_count" integer NOT NULL,
	"start_date" date NOT NULL,
	"duration_days" integer,
	"night_window" jsonb,
	"region_code" text,
	"max_unit_price" numeric(12, 4) NOT NULL,
	"delivery_deadline" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"reason" text,
	"accepted_quote_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "demands_gpu_count" CHECK ("demands"."gpu_count" >= 1),
	CONSTRAINT "demands_price" CHECK ("demands"."max_unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"start_date" date NOT NULL,
	"months" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"quoted_unit_price" numeric(16, 2),
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"goods_id" bigint,
	"supplier_id" bigint,
	"source" text DEFAULT 'mall' NOT NULL,
	"quote_id" bigint,
	"term" text NOT NULL,
	"term_count" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(16, 2) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"paid_balance" numeric(16, 2) NOT NULL,
	"paid_credit" numeric(16, 2) NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"contract_id" text,
	"deliver_by" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivery_note" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mall_orders_quantity" CHECK ("mall_orders"."quantity" >= 1 and "mall_orders"."term_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "match_queue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "container_goods" ADD COLUMN "supplier_user_id" bigint;--> statement-breakpoint
ALTER TABLE "container_goods" ADD COLUMN "plan_id" bigint;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "supplier_user_id" bigint;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "plan_id" bigint;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "machine_key" text;--> statement-breakpoint
ALTER TABLE "host_status_events" ADD CONSTRAINT "host_status_events_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_suppliers" ADD CONSTRAINT "resource_suppliers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_statement_lines" ADD CONSTRAINT "supplier_statement_lines_statement_id_supplier_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."supplier_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_statements" ADD CONSTRAINT "supplier_statements_plan_id_supply_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."supply_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_statements" ADD CONSTRAINT "supplier_statements_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_plans" ADD CONSTRAINT "supply_plans_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bare_metal_goods" ADD CONSTRAINT "bare_metal_goods_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bare_metal_goods" ADD CONSTRAINT "bare_metal_goods_plan_id_supply_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."supply_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bare_metal_goods" ADD CONSTRAINT "bare_metal_goods_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_matches" ADD CONSTRAINT "demand_matches_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_quotes" ADD CONSTRAINT "demand_quotes_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_quotes" ADD CONSTRAINT "demand_quotes_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_quotes" ADD CONSTRAINT "demand_quotes_goods_id_bare_metal_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."bare_metal_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_goods_id_bare_metal_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."bare_metal_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_goods_id_bare_metal_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."bare_metal_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_status_events_host_idx" ON "host_status_events" USING btree ("host_id","at");--> statement-breakpoint
CREATE INDEX "supplier_statement_lines_idx" ON "supplier_statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_statements_once" ON "supplier_statements" USING btree ("plan_id","week_start");--> statement-breakpoint
CREATE INDEX "supplier_statements_supplier_idx" ON "supplier_statements" USING btree ("supplier_id","week_start");--> statement-breakpoint
CREATE INDEX "supply_plans_supplier_idx" ON "supply_plans" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supply_plans_status_idx" ON "supply_plans" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "bare_metal_goods_base_id_key" ON "bare_metal_goods" USING btree ("goods_base_id");--> statement-breakpoint
CREATE INDEX "bare_metal_goods_filter_idx" ON "bare_metal_goods" USING btree ("status","region_code","gpu_model");--> statement-breakpoint
CREATE INDEX "contracts_buyer_idx" ON "contracts" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_supplier_idx" ON "contracts" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_matches_key" ON "demand_matches" USING btree ("demand_id","kind","resource_id");--> statement-breakpoint
CREATE INDEX "demand_matches_resource_idx" ON "demand_matches" USING btree ("kind","resource_id");--> statement-breakpoint
CREATE INDEX "demand_quotes_demand_idx" ON "demand_quotes" USING btree ("demand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_quotes_one_open" ON "demand_quotes" USING btree ("demand_id","supplier_id") WHERE "demand_quotes"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "demands_base_id_key" ON "demands" USING btree ("demand_goods_base_id");--> statement-breakpoint
CREATE INDEX "demands_board_idx" ON "demands" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "demands_user_idx" ON "demands" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_goods_idx" ON "inquiries" USING btree ("goods_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_user_idx" ON "mall_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_supplier_idx" ON "mall_orders" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_idempotency_key" ON "mall_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "match_queue_order_idx" ON "match_queue" USING btree ("id");--> statement-breakpoint
ALTER TABLE "container_goods" ADD CONSTRAINT "container_goods_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "container_goods_plan_idx" ON "container_goods" USING btree ("plan_id");--> statement-breakpoint
-- Matching demands to supply (issue 15): every change to a demand or to something that could fill
-- one queues a row in match_queue, in the same transaction as the change; the matcher takes each
-- row once (FOR UPDATE SKIP LOCKED) and deletes it with the matches it writes.
CREATE FUNCTION "enqueue_match"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "match_queue" ("subject", "subject_id") VALUES (TG_ARGV[0], OLD."id");
  ELSE
    INSERT INTO "match_queue" ("subject", "subject_id") VALUES (TG_ARGV[0], NEW."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "demands_match" AFTER INSERT OR UPDATE ON "demands"
  FOR EACH ROW EXECUTE FUNCTION "enqueue_match"('demand');--> statement-breakpoint
CREATE TRIGGER "bare_metal_goods_match" AFTER INSERT OR UPDATE OR DELETE ON "bare_metal_goods"
  FOR EACH ROW EXECUTE FUNCTION "enqueue_match"('bare_metal');--> statement-breakpoint
CREATE TRIGGER "container_goods_match" AFTER INSERT OR UPDATE ON "container_goods"
  FOR EACH ROW EXECUTE FUNCTION "enqueue_match"('elastic');--> statement-breakpoint
CREATE TRIGGER "supply_plans_match" AFTER INSERT OR UPDATE ON "supply_plans"
  FOR EACH ROW EXECUTE FUNCTION "enqueue_match"('plan');--> statement-breakpoint
-- A price change of an elastic offer is a change of that offer.
CREATE FUNCTION "enqueue_match_for_spec"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "match_queue" ("subject", "subject_id")
    SELECT 'elastic', s."goods_id" FROM "goods_specs" s
    WHERE s."id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."spec_id" ELSE NEW."spec_id" END;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "spec_time_ranges_match" AFTER INSERT OR UPDATE OR DELETE ON "spec_time_ranges"
  FOR EACH ROW EXECUTE FUNCTION "enqueue_match_for_spec"();
