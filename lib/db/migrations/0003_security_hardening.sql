-- Partners are public (the partner directory) but their e-mail and phone are not. With Supabase's
-- anon and authenticated roles present, they may read only the public columns of partners; the
-- policy partners_public_read still limits them to active partners, and partner_territories'
-- policy needs only id and active. The server reads through its own connection, unaffected.
-- A later blanket "GRANT ALL ON ALL TABLES" would give the columns back: re-run these two lines.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') AND EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    REVOKE SELECT ON partners FROM anon, authenticated;
    GRANT SELECT (id, name, active, state_code, city) ON partners TO anon, authenticated;
  END IF;
END $$;
--> statement-breakpoint
-- Rate-limit keys holding an e-mail address are stored hashed from now on: drop the ones in clear.
DELETE FROM rate_limits WHERE key LIKE '%@%';
