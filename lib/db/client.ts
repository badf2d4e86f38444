import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { resolve } from 'node:path';
import postgres from 'postgres';
import { serverEnv } from '@/lib/config/env';
import { acquireLock } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** The embedded database's directory: PGLITE_DIR (default .data/pglite) from the working directory. */
export function pgliteDir(): string {
  return resolve(/*turbopackIgnore: true*/ process.cwd(), serverEnv().PGLITE_DIR);
}

/** Opens the embedded database in `dataDir` (or in memory when omitted), holding the pid lock. */
export async function openPglite(dataDir?: string): Promise<DbHandle> {
  const release = dataDir ? acquireLock(dataDir) : () => {};
  try {
    const client = new PGlite(dataDir);
    await client.waitReady;
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function openPostgres(url: string, max = 10): DbHandle {
  const client = postgres(url, { max, onnotice: () => {}, prepare: true, connect_timeout: 5 });
  return {
    db: drizzlePostgres(client, { schema }) as unknown as Db,
    kind: 'postgres',
    close: () => client.end({ timeout: 5 }),
  };
}

/** The database the environment names: DATABASE_URL, else the embedded PGlite in PGLITE_DIR. */
export async function openFromEnv(): Promise<DbHandle> {
  const url = serverEnv().DATABASE_URL;
  return url ? openPostgres(url) : openPglite(pgliteDir());
}

/**
 * The process's database, opened once (a globalThis singleton survives dev reloads and is
 * shared by the proxy, the app and instrumentation, which run in the same process).
 */
const KEY = Symbol.for('site.db');
type Holder = { [KEY]?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    holder[KEY] = openFromEnv().catch((error) => {
      delete holder[KEY];
      throw error;
    });
  }
  return holder[KEY]!;
}
