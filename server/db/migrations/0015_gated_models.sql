CREATE TABLE "ai_model_access_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_model_access_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"model_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"answers" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ai_models" ADD COLUMN "gated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_models" ADD COLUMN "access_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_model_access_requests" ADD CONSTRAINT "ai_model_access_requests_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_model_access_requests" ADD CONSTRAINT "ai_model_access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_model_access_requests_key" ON "ai_model_access_requests" USING btree ("model_id","user_id");--> statement-breakpoint
CREATE INDEX "ai_model_access_requests_user_idx" ON "ai_model_access_requests" USING btree ("user_id");--> statement-breakpoint
-- hand-written
-- Operators decide the new review kind (src/shared/contracts/permissions.ts DEFAULT_GRANTS).
INSERT INTO "role_permissions" ("role", "permission") VALUES ('operator', 'review:model_access') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every table announces its changes to the read cache (0010).
select watch_table_changes('"ai_model_access_requests"');
