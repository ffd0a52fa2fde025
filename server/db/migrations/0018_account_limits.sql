CREATE TABLE "api_account_limits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"rpm" integer,
	"images_per_day" integer,
	"spend_cap" numeric(16, 2),
	"spend_cap_period" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_account_limits_positive" CHECK (coalesce("api_account_limits"."rpm", 1) > 0 and coalesce("api_account_limits"."images_per_day", 1) > 0 and coalesce("api_account_limits"."spend_cap", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "api_account_windows" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "api_account_windows_user_id_kind_window_start_pk" PRIMARY KEY("user_id","kind","window_start")
);
--> statement-breakpoint
ALTER TABLE "api_account_limits" ADD CONSTRAINT "api_account_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_account_windows" ADD CONSTRAINT "api_account_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_account_windows_start_idx" ON "api_account_windows" USING btree ("window_start");--> statement-breakpoint
-- hand-written
-- Every table announces its changes to the read cache (0010).
select watch_table_changes('"api_account_limits"');--> statement-breakpoint
select watch_table_changes('"api_account_windows"');
