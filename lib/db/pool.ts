/**
 * How the app connects to a Postgres server. Serverless platforms run many small instances, each
 * its own process, so each must hold few connections and usually goes through a transaction-mode
 * pooler (Supabase's Supavisor on port 6543, PgBouncer). The driver (node-postgres) sends one
 * query at a time per connection and only unnamed statements, which any pooler mode accepts.
 */
export interface PoolSettings {
  /** The connection string as node-postgres should read it. */
  url: string;
  max: number;
}

export interface PoolEnv {
  DATABASE_POOL_MAX?: number;
  VERCEL?: string;
}

export function poolSettings(connectionString: string, env: PoolEnv): PoolSettings {
  const url = new URL(connectionString);
  // `?pgbouncer=true` is a common way to name a pooler in a URL; Postgres itself would reject it.
  url.searchParams.delete('pgbouncer');
  // An `sslmode` means what it means to psql and libpq (`require`: encrypted, certificate not
  // checked, as Supabase's connection strings expect), not node-postgres's stricter reading.
  if (url.searchParams.has('sslmode') && !url.searchParams.has('uselibpqcompat')) url.searchParams.set('uselibpqcompat', 'true');
  return { url: url.toString(), max: env.DATABASE_POOL_MAX ?? (env.VERCEL ? 1 : 10) };
}
