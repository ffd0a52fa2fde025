-- Gateways cache what a user's rows say: who a token belongs to (server/modules/auth/sessions.ts)
-- and the user as getUserInfo shows them. Whatever changes those rows (the account, a session
-- revoked or cut short, the certification) announces it to every gateway on this database with
-- NOTIFY user_changed '<user id>', delivered when the transaction commits, whoever wrote it.
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0] names the column holding the user id: "id" in users, "user_id" elsewhere.
  PERFORM pg_notify('user_changed', to_jsonb(CASE TG_OP WHEN 'INSERT' THEN NEW ELSE OLD END) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"('id');--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OF "revoked_at", "expires_at" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "certifications_changed" AFTER INSERT OR UPDATE OR DELETE ON "certifications"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"('user_id');
--> statement-breakpoint
-- The market listing caches offers, specs and prices (server/modules/market/goods.ts): an edit to
-- any of them announces itself with NOTIFY market_changed, once per statement.
CREATE FUNCTION "notify_market_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('market_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "container_goods_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "container_goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_market_changed"();--> statement-breakpoint
CREATE TRIGGER "goods_specs_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "goods_specs"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_market_changed"();--> statement-breakpoint
CREATE TRIGGER "spec_time_ranges_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "spec_time_ranges"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_market_changed"();--> statement-breakpoint
CREATE TRIGGER "regions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "regions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_market_changed"();
