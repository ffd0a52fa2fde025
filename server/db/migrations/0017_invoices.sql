CREATE TABLE "invoice_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1),
	"user_id" bigint NOT NULL,
	"title_id" bigint,
	"title_name" text NOT NULL,
	"invoice_kind" text NOT NULL,
	"scope" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"email" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"invoice_no" text,
	"red_no" text,
	"buyer" jsonb,
	"issued_by" bigint,
	"issued_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_requests_amount_positive" CHECK ("invoice_requests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_title_id_invoice_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."invoice_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_requests_user_idx" ON "invoice_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "invoice_requests_status_idx" ON "invoice_requests" USING btree ("status","id");--> statement-breakpoint
-- hand-written
CREATE SEQUENCE IF NOT EXISTS "invoice_no_seq" START WITH 1;--> statement-breakpoint
select watch_table_changes('"invoice_requests"');
