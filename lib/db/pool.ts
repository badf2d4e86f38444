/**
 * How the app connects to a Postgres server. Serverless platforms run many small instances, each
 * its own process, so each must hold few connections and go through a transaction-mode pooler
 * (Supabase's Supavisor on port 6543, PgBouncer), which cannot keep prepared statements between
 * transactions.
 */
export interface PoolSettings {
  /** The connection string without pooler hints. */
  url: string;
  max: number;
  /** Named prepared statements: only on a direct connection. */
  prepare: boolean;
}

export interface PoolEnv {
  DATABASE_POOL_MAX?: number;
  DATABASE_POOLER?: 'transaction' | 'session' | 'none';
  VERCEL?: string;
}

/** Supabase's transaction pooler listens on this port. */
const SUPAVISOR_TRANSACTION_PORT = '6543';

export function poolSettings(connectionString: string, env: PoolEnv): PoolSettings {
  const url = new URL(connectionString);
  // `?pgbouncer=true` is the common way to name a pooler in a URL; Postgres itself would reject it.
  const hinted = url.searchParams.get('pgbouncer') === 'true';
  url.searchParams.delete('pgbouncer');
  const transactionPooler =
    env.DATABASE_POOLER === 'transaction' || (env.DATABASE_POOLER === undefined && (hinted || url.port === SUPAVISOR_TRANSACTION_PORT));
  return {
    url: url.toString(),
    max: env.DATABASE_POOL_MAX ?? (env.VERCEL ? 1 : 10),
    prepare: !transactionPooler,
  };
}
