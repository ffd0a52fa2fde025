-- Custom SQL migration file, put your code below! --
select watch_table_changes('"supply_plan_sale_periods"');--> statement-breakpoint
-- hand-written
-- Plans published before sale periods were recorded: on sale since they were first published,
-- until they were last changed if they are off sale now (the closest record there is).
INSERT INTO "supply_plan_sale_periods" ("plan_id", "from", "until")
SELECT "id", "published_at", CASE WHEN "status" = 'published' AND "deleted_at" IS NULL THEN NULL ELSE greatest("published_at", coalesce("deleted_at", "updated_at")) END
FROM "supply_plans"
WHERE "published_at" IS NOT NULL;
