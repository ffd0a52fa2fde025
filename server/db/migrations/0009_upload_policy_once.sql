CREATE TABLE "oss_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "oss_uploads" ADD CONSTRAINT "oss_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oss_uploads_user_idx" ON "oss_uploads" USING btree ("user_id");--> statement-breakpoint
-- Files already named by plans (saved before uploads were recorded) count as their supplier's uploads.
INSERT INTO "oss_uploads" ("key", "user_id", "content_type", "size", "uploaded_at")
SELECT DISTINCT ON (f->>'key') f->>'key', p."supplier_id", coalesce(f->>'contentType', 'application/octet-stream'), coalesce((f->>'size')::integer, 0), p."created_at"
FROM "supply_plans" p, jsonb_array_elements(p."files" || coalesce(p."live"->'files', '[]'::jsonb)) f
WHERE f->>'key' ~ ('^plans/' || p."supplier_id" || '/[a-f0-9]{32}\.(png|jpg|webp|pdf)$')
ORDER BY f->>'key', p."created_at"
ON CONFLICT ("key") DO NOTHING;
