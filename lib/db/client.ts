import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import pg from 'pg';
import { serverEnv } from '@/lib/config/env';
import { acquireLock } from './lock';
import { poolSettings } from './pool';
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

/**
 * The embedded database holds sessions, password hashes and personal data: only its owner may
 * read it. Its parent folder is created 0700 (and tightened, with every folder between it and the
 * working directory, when it lies inside the working directory, like the default .data).
 */
function preparePrivateParent(dataDir: string) {
  const parent = dirname(resolve(dataDir));
  mkdirSync(parent, { recursive: true, mode: 0o700 });
  const cwd = resolve(/*turbopackIgnore: true*/ process.cwd());
  const inside = relative(cwd, parent);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) return;
  let dir = cwd;
  for (const part of inside.split(sep)) {
    dir = join(dir, part);
    chmodSync(dir, 0o700);
  }
}

/** Folders 0700, files 0600, below `dir` (files an earlier version wrote with wider modes). */
function makePrivate(dir: string) {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(path);
    else if (entry.isFile() && (lstatSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  }
}

/**
 * PGlite creates its files itself, with the process umask (0644 from initdb under the usual 022).
 * While an embedded database is open the process umask is 077, so every file it writes later is
 * 0600 and every folder 0700. (Worker threads cannot change the umask: there the chmod pass after
 * opening is what applies.)
 */
let privateUmaskUsers = 0;
let savedUmask: number | null = null;
function takePrivateUmask(): () => void {
  try {
    const previous = process.umask(0o077);
    if (privateUmaskUsers++ === 0) savedUmask = previous;
  } catch {
    return () => {};
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--privateUmaskUsers === 0 && savedUmask !== null) {
      process.umask(savedUmask);
      savedUmask = null;
    }
  };
}

/**
 * Opens the embedded database in `dataDir` (or in memory when omitted), holding the lock. An
 * in-memory database may start from a dump (`PGlite#dumpDataDir`) instead of empty.
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<DbHandle> {
  if (!dataDir) {
    const client = new PGlite(from ? { loadDataDir: from } : {});
    await client.waitReady;
    return { db: drizzlePglite(client, { schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  preparePrivateParent(dataDir);
  const restoreUmask = takePrivateUmask();
  let release = () => {};
  try {
    release = acquireLock(dataDir);
    const client = new PGlite(dataDir);
    await client.waitReady;
    makePrivate(dataDir);
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
        restoreUmask();
      },
    };
  } catch (error) {
    release();
    restoreUmask();
    throw error;
  }
}

export function openPostgres(url: string, max = 10): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // A pooled connection the server drops while idle (restart, failover, pooler recycling) must not
  // take the process down; the pool replaces it on the next query.
  pool.on('error', (error) => console.warn('Database connection lost:', error.message));
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/** The database the environment names: DATABASE_URL, else the embedded PGlite in PGLITE_DIR. */
export async function openFromEnv(): Promise<DbHandle> {
  const env = serverEnv();
  if (!env.DATABASE_URL) return openPglite(pgliteDir());
  const { url, max } = poolSettings(env.DATABASE_URL, env);
  return openPostgres(url, max);
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
