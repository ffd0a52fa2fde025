CREATE TABLE "ai_model_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_model_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"model_id" bigint NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_model_files_sha256" CHECK ("ai_model_files"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "ai_model_likes" (
	"model_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_models" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"model_id" text NOT NULL,
	"publisher" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"task" text NOT NULL,
	"library" text NOT NULL,
	"base_model" text,
	"license" text NOT NULL,
	"commercial" boolean NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"params" bigint NOT NULL,
	"context_length" integer,
	"layers" integer,
	"kv_heads" integer,
	"head_dim" integer,
	"downloads" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"readme" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"publish_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_models_counts" CHECK ("ai_models"."downloads" >= 0 and "ai_models"."likes" >= 0 and "ai_models"."params" > 0)
);
--> statement-breakpoint
ALTER TABLE "ai_model_files" ADD CONSTRAINT "ai_model_files_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_model_likes" ADD CONSTRAINT "ai_model_likes_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_model_likes" ADD CONSTRAINT "ai_model_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_model_files_name_key" ON "ai_model_files" USING btree ("model_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_model_likes_key" ON "ai_model_likes" USING btree ("model_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_models_model_id_key" ON "ai_models" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "ai_models_filter_idx" ON "ai_models" USING btree ("status","task","library");--> statement-breakpoint
-- hand-written
select watch_table_changes('"ai_models"');--> statement-breakpoint
select watch_table_changes('"ai_model_files"');--> statement-breakpoint
select watch_table_changes('"ai_model_likes"');
