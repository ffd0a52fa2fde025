CREATE TABLE "access_point_windows" (
	"access_point_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "access_point_windows_access_point_id_kind_window_start_pk" PRIMARY KEY("access_point_id","kind","window_start")
);
--> statement-breakpoint
CREATE TABLE "access_points" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"product" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"key_hash" text NOT NULL,
	"masked_key" text NOT NULL,
	"expires_at" timestamp with time zone,
	"ip_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rpm" integer,
	"images_per_day" integer,
	"spend_cap" numeric(16, 2),
	"spend_cap_period" text,
	"free_only" boolean DEFAULT false NOT NULL,
	"last_used_at" timestamp with time zone,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_points_limits_positive" CHECK (coalesce("access_points"."rpm", 1) > 0 and coalesce("access_points"."images_per_day", 1) > 0 and coalesce("access_points"."spend_cap", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "api_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"access_point_id" bigint,
	"access_point_name" text NOT NULL,
	"product" text NOT NULL,
	"endpoint" text NOT NULL,
	"status" integer NOT NULL,
	"latency_ms" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"unit_price" numeric(12, 4) DEFAULT '0' NOT NULL,
	"cost" numeric(16, 2) DEFAULT '0' NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"client_ip" text NOT NULL,
	"error" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_point_windows" ADD CONSTRAINT "access_point_windows_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_points" ADD CONSTRAINT "access_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_calls" ADD CONSTRAINT "api_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_calls" ADD CONSTRAINT "api_calls_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_point_windows_start_idx" ON "access_point_windows" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "access_points_key_hash_key" ON "access_points" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "access_points_user_idx" ON "access_points" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_calls_request_id_key" ON "api_calls" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_calls_idempotency_key" ON "api_calls" USING btree ("access_point_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "api_calls_user_idx" ON "api_calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "api_calls_access_point_idx" ON "api_calls" USING btree ("access_point_id","created_at");--> statement-breakpoint
-- hand-written
select watch_table_changes('"access_points"');--> statement-breakpoint
select watch_table_changes('"access_point_windows"');--> statement-breakpoint
select watch_table_changes('"api_calls"');
