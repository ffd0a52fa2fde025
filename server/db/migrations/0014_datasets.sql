CREATE TABLE "dataset_file_stats" (
	"sha256" text PRIMARY KEY NOT NULL,
	"rows" integer NOT NULL,
	"columns" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dataset_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dataset_id" bigint NOT NULL,
	"name" text NOT NULL,
	"split" text NOT NULL,
	"format" text NOT NULL,
	"object_key" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dataset_files_sha256" CHECK ("dataset_files"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "dataset_files_counts" CHECK ("dataset_files"."downloads" >= 0 and "dataset_files"."size" >= 0 and "dataset_files"."rows" >= 0)
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "datasets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dataset_id" text NOT NULL,
	"publisher" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"task" text NOT NULL,
	"modality" text NOT NULL,
	"license" text NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rows" bigint NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"readme" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"publish_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "datasets_counts" CHECK ("datasets"."downloads" >= 0 and "datasets"."rows" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dataset_files" ADD CONSTRAINT "dataset_files_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dataset_files_name_key" ON "dataset_files" USING btree ("dataset_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dataset_files_split_key" ON "dataset_files" USING btree ("dataset_id","split");--> statement-breakpoint
CREATE UNIQUE INDEX "datasets_dataset_id_key" ON "datasets" USING btree ("dataset_id");--> statement-breakpoint
CREATE INDEX "datasets_filter_idx" ON "datasets" USING btree ("status","task","modality");--> statement-breakpoint
-- hand-written
select watch_table_changes('"datasets"');--> statement-breakpoint
select watch_table_changes('"dataset_files"');--> statement-breakpoint
select watch_table_changes('"dataset_file_stats"');
