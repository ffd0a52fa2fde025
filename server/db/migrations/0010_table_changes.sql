-- Gateways keep answers to reads (server/plugins/read-cache.ts) while the tables those reads
-- touched have not changed. Every write to any table announces itself to every gateway on this
-- database with NOTIFY table_changed '<table name>', once per statement, when its transaction
-- commits, whoever wrote it. A migration that creates a table calls watch_table_changes on it
-- (a gateway test checks that every table is watched).
CREATE FUNCTION "notify_table_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "watch_table_changes"(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER "table_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"()', target);
END $$;--> statement-breakpoint
DO $$
DECLARE
  t regclass;
BEGIN
  FOR t IN SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') LOOP
    PERFORM "watch_table_changes"(t);
  END LOOP;
END $$;
