CREATE TABLE "model_service_calls" (
	"request_id" text PRIMARY KEY NOT NULL,
	"service_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"access_point_id" bigint,
	"prompt_tokens" integer NOT NULL,
	"completion_tokens" integer NOT NULL,
	"cost" numeric(16, 2) NOT NULL,
	"stream" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_service_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_service_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"service_id" bigint NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_service_meter" (
	"service_id" bigint NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"range_label" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"bill_line_id" bigint NOT NULL,
	"unit_price" numeric(12, 4) NOT NULL,
	"card_seconds" bigint NOT NULL,
	"replica_seconds" bigint NOT NULL,
	"fen" bigint NOT NULL,
	CONSTRAINT "model_service_meter_service_id_hour_start_range_label_pk" PRIMARY KEY("service_id","hour_start","range_label")
);
--> statement-breakpoint
CREATE TABLE "model_service_replicas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_service_replicas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"service_id" bigint NOT NULL,
	"host_id" bigint NOT NULL,
	"cards" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"metered_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_services" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 700001 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"model_id" text,
	"image" text,
	"goods_id" bigint NOT NULL,
	"gpu_number" integer NOT NULL,
	"status" text NOT NULL,
	"replicas" integer DEFAULT 0 NOT NULL,
	"target_replicas" integer NOT NULL,
	"min_replicas" integer NOT NULL,
	"max_replicas" integer NOT NULL,
	"idle_timeout" integer NOT NULL,
	"env" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"upstream_url" text,
	"prompt_price" numeric(12, 4) NOT NULL,
	"completion_price" numeric(12, 4) NOT NULL,
	"access_point_id" bigint,
	"tpm" integer,
	"transition_at" timestamp with time zone,
	"reason" text,
	"last_call_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_lines" ALTER COLUMN "instance_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "model_service_id" bigint;--> statement-breakpoint
ALTER TABLE "model_service_calls" ADD CONSTRAINT "model_service_calls_service_id_model_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."model_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_service_calls" ADD CONSTRAINT "model_service_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_service_calls" ADD CONSTRAINT "model_service_calls_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_service_logs" ADD CONSTRAINT "model_service_logs_service_id_model_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."model_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_service_meter" ADD CONSTRAINT "model_service_meter_service_id_model_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."model_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_service_replicas" ADD CONSTRAINT "model_service_replicas_service_id_model_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."model_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_service_replicas" ADD CONSTRAINT "model_service_replicas_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_services" ADD CONSTRAINT "model_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_services" ADD CONSTRAINT "model_services_goods_id_container_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."container_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_services" ADD CONSTRAINT "model_services_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_service_calls_service_idx" ON "model_service_calls" USING btree ("service_id","created_at");--> statement-breakpoint
CREATE INDEX "model_service_calls_key_idx" ON "model_service_calls" USING btree ("access_point_id","created_at");--> statement-breakpoint
CREATE INDEX "model_service_logs_service_idx" ON "model_service_logs" USING btree ("service_id","id");--> statement-breakpoint
CREATE INDEX "model_service_replicas_service_idx" ON "model_service_replicas" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "model_service_replicas_open_idx" ON "model_service_replicas" USING btree ("service_id") WHERE "model_service_replicas"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "model_services_name_key" ON "model_services" USING btree ("user_id","name") WHERE "model_services"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX "model_services_user_idx" ON "model_services" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "model_services_status_idx" ON "model_services" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bill_lines_service_idx" ON "bill_lines" USING btree ("model_service_id") WHERE "bill_lines"."model_service_id" is not null;--> statement-breakpoint
-- hand-written
-- Every table announces its changes to the read cache (0010).
select watch_table_changes('"model_service_calls"');--> statement-breakpoint
select watch_table_changes('"model_service_logs"');--> statement-breakpoint
select watch_table_changes('"model_service_meter"');--> statement-breakpoint
select watch_table_changes('"model_service_replicas"');--> statement-breakpoint
select watch_table_changes('"model_services"');
