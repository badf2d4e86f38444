import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { resolve } from 'node:path';
import type { DbHandle } from './client';

export const MIGRATIONS_DIR = resolve(/*turbopackIgnore: true*/ process.cwd(), 'lib/db/migrations');

/** Applies the one migration chain to either database. */
export async function migrate(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') await migratePglite(handle.db as never, config);
  else await migratePostgres(handle.db as never, config);
}
