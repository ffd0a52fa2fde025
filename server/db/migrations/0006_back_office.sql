CREATE TABLE "agreements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_key" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" bigint,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"exported_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" bigint,
	CONSTRAINT "card_batches_count" CHECK ("card_batches"."count" between 1 and 10000),
	CONSTRAINT "card_batches_limit" CHECK ("card_batches"."per_user_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "carousel_slides" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carousel_slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"button_text" text NOT NULL,
	"link" text NOT NULL,
	"login_required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"publish_time" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_maintenance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "host_maintenance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"host_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "host_maintenance_order" CHECK ("host_maintenance"."ends_at" > "host_maintenance"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"news_base_id" text NOT NULL,
	"title" text NOT NULL,
	"desc" text NOT NULL,
	"cover_img" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"publish_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_schedules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"spec_id" bigint NOT NULL,
	"ranges" jsonb NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"action" text NOT NULL,
	"actor_id" bigint,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"applicant_id" bigint NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"claimed_by" bigint,
	"claimed_at" timestamp with time zone,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reason" text,
	"reference" text
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_role_permission_pk" PRIMARY KEY("role","permission")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lock_reason" text;--> statement-breakpoint
ALTER TABLE "ai_knowledge" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "ai_knowledge" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "ai_knowledge" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "handled_by" bigint;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "approved_amount" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "handled_by" bigint;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD COLUMN "handled_by" bigint;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchange_cards" ADD COLUMN "batch_id" bigint;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_maintenance" ADD CONSTRAINT "host_maintenance_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_maintenance" ADD CONSTRAINT "host_maintenance_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_schedules" ADD CONSTRAINT "price_schedules_spec_id_goods_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."goods_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_schedules" ADD CONSTRAINT "price_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_item_id_review_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."review_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_version_key" ON "agreements" USING btree ("doc_key","version");--> statement-breakpoint
CREATE INDEX "agreements_doc_idx" ON "agreements" USING btree ("doc_key","effective_at");--> statement-breakpoint
CREATE INDEX "audit_logs_at_idx" ON "audit_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_logs_actor_idx" ON "audit_logs" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_logs_target_idx" ON "audit_logs" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "host_maintenance_time_idx" ON "host_maintenance" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "news_base_id_key" ON "news" USING btree ("news_base_id");--> statement-breakpoint
CREATE INDEX "news_publish_idx" ON "news" USING btree ("status","publish_time");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "price_schedules_due_idx" ON "price_schedules" USING btree ("status","effective_at");--> statement-breakpoint
CREATE INDEX "price_schedules_spec_idx" ON "price_schedules" USING btree ("spec_id");--> statement-breakpoint
CREATE INDEX "review_events_item_idx" ON "review_events" USING btree ("item_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_items_one_pending_key" ON "review_items" USING btree ("kind","subject_id") WHERE "review_items"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "review_items_queue_idx" ON "review_items" USING btree ("status","kind","submitted_at");--> statement-breakpoint
CREATE INDEX "review_items_applicant_idx" ON "review_items" USING btree ("applicant_id","kind");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_cards" ADD CONSTRAINT "exchange_cards_batch_id_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."card_batches"("id") ON DELETE no action ON UPDATE no action;;--> statement-breakpoint
-- The audit trail is written once and never changed, by anyone: the database itself refuses.
CREATE FUNCTION "audit_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_logs_no_update" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_logs_append_only"();--> statement-breakpoint
-- The permission matrix as the platform starts (src/shared/contracts/permissions.ts DEFAULT_GRANTS).
INSERT INTO "role_permissions" ("role", "permission") VALUES
  ('operator', 'review:certification'),
  ('operator', 'review:credit'),
  ('operator', 'review:supplier'),
  ('operator', 'review:supply_plan'),
  ('operator', 'review:demand'),
  ('operator', 'review:model'),
  ('operator', 'review:dataset'),
  ('operator', 'review:invoice'),
  ('operator', 'goods:manage'),
  ('operator', 'content:manage'),
  ('operator', 'cards:manage'),
  ('operator', 'users:manage'),
  ('operator', 'inbox:manage'),
  ('operator', 'audit:view'),
  ('operator', 'analysis:view'),
  ('finance', 'review:credit'),
  ('finance', 'review:invoice'),
  ('finance', 'audit:view'),
  ('finance', 'analysis:view');--> statement-breakpoint
-- Applications already waiting join the queue.
INSERT INTO "review_items" ("kind", "subject_id", "applicant_id", "title", "status", "submitted_at")
  SELECT 'certification', c."user_id"::text, c."user_id", c."name", 'pending', c."submitted_at"
  FROM "certifications" c WHERE c."status" = 'in_review';--> statement-breakpoint
INSERT INTO "review_items" ("kind", "subject_id", "applicant_id", "title", "status", "submitted_at")
  SELECT 'credit', a."id"::text, a."user_id", a."company_name", 'pending', a."created_at"
  FROM "credit_applications" a WHERE a."status" = 'pending';
