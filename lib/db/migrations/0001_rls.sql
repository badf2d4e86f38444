-- Row-level security on every table. The server talks to the database as the table owner (which
-- bypasses RLS); browsers only ever hold Supabase's anon key, for auth. So anon and authenticated
-- get nothing private: RLS with no policy denies every read and write. The only public reads are
-- active partners and their territories (the partner map).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'auth_users', 'auth_sessions', 'auth_accounts', 'auth_verifications', 'auth_rate_limits',
    'partners', 'partner_territories', 'partner_profile_views', 'user_roles',
    'analytics_pageviews', 'analytics_sessions', 'pwa_installations', 'leads',
    'newsletter_subscribers', 'reseller_applications', 'seo_runs', 'outbox', 'rate_limits', 'audit_log'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
  END LOOP;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') AND EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    CREATE POLICY partners_public_read ON partners FOR SELECT TO anon, authenticated USING (active);
    CREATE POLICY partner_territories_public_read ON partner_territories FOR SELECT TO anon, authenticated
      USING (EXISTS (SELECT 1 FROM partners p WHERE p.id = partner_territories.partner_id AND p.active));
  END IF;
END $$;
