import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { openPglite, openPostgres, type DbHandle } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { cnpjCheckDigits, formatCnpj } from '@/lib/validation/cnpj';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<{ handle: DbHandle; url?: string; cleanup: () => Promise<void> }>;
}

/**
 * PGlite always; a real Postgres too when TEST_DATABASE_URL names one. With TEST_POOLER_URL (a
 * transaction-mode PgBouncer in front of that server) the Postgres suite connects through the
 * pooler instead, as a serverless deployment does, and TEST_SKIP_PGLITE=1 leaves PGlite out.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [];
  if (process.env.TEST_SKIP_PGLITE !== '1') {
    list.push({
      name: 'pglite',
      async open() {
        const handle = idlePglite.pop() ?? (await loadPglite());
        return { handle, cleanup: () => giveBack(handle) };
      },
    });
  }
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  const poolerUrl = process.env.TEST_POOLER_URL?.trim();
  if (adminUrl) {
    list.push({
      name: 'postgres',
      async open() {
        const dbName = `test_${randomBytes(6).toString('hex')}`;
        const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`CREATE DATABASE ${dbName}`);
        const url = new URL(poolerUrl || adminUrl);
        url.pathname = `/${dbName}`;
        const handle = openPostgres(url.toString(), 20);
        await migrate(handle);
        return {
          handle,
          url: url.toString(),
          cleanup: async () => {
            await handle.close();
            await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
            await admin.end();
          },
        };
      },
    });
  }
  return list;
}

/*
 * Embedded databases are reused within a worker: loading one takes ~1.4 s, emptying it ~35 ms.
 * A test's database goes back to the idle list only when it is exactly as the migrations left it
 * apart from rows (same tables, columns, constraints, policies, grants, roles and functions; no role
 * or setting still in force), and is then emptied; anything else is closed and never reused.
 */
const idlePglite: DbHandle[] = [];
let templateShape: Promise<string> | undefined;
let dataTables: string[] = [];

const clientOf = (handle: DbHandle) => (handle.db as unknown as { $client: PGlite }).$client;

/** Everything but the rows: two databases with one shape behave alike once emptied. */
async function shapeOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(`
    select md5(string_agg(x, '|' order by x)) as shape from (
      select table_schema || '.' || table_name || '.' || column_name || ':' || data_type || ':' || coalesce(column_default, '') as x
        from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
      union all select conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint
        where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      union all select schemaname || '.' || tablename || '.' || policyname || ':' || coalesce(qual, '') || ':' || coalesce(with_check, '') from pg_policies
      union all select c.oid::regclass::text || ':' || c.relrowsecurity || c.relforcerowsecurity || ':' || coalesce(c.relacl::text, '')
        from pg_class c where c.relnamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace) and c.relkind in ('r', 'v', 'S')
      union all select 'role:' || rolname || ':' || rolsuper || rolbypassrls from pg_roles
      union all select 'fn:' || p.oid::regprocedure::text || ':' || md5(p.prosrc) from pg_proc p
        where p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      union all select 'trigger:' || tgrelid::regclass::text || '.' || tgname from pg_trigger where not tgisinternal
      union all select 'session:' || current_user || ':' || current_setting('search_path') || ':' || current_setting('statement_timeout')
    ) s`);
  return rows[0]!.shape;
}

/** A copy of the database the suite's setup migrated once (tests/integration/pglite-template.ts). */
async function loadPglite(): Promise<DbHandle> {
  const template = process.env.TEST_PGLITE_TEMPLATE;
  const handle = await openPglite(undefined, template ? new Blob([readFileSync(template)]) : undefined);
  if (!template) await migrate(handle);
  templateShape ??= (async () => {
    const client = clientOf(handle);
    dataTables = (
      await client.query<{ name: string }>(
        `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
          where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
      )
    ).rows.map((r) => r.name);
    return shapeOf(client);
  })();
  await templateShape;
  return handle;
}

async function giveBack(handle: DbHandle) {
  const client = clientOf(handle);
  if (client.closed) return;
  try {
    await client.exec('RESET ROLE; RESET SESSION AUTHORIZATION; RESET ALL; SELECT pg_advisory_unlock_all();');
    if ((await shapeOf(client)) !== (await templateShape)) throw new Error('changed shape');
    await client.exec(`TRUNCATE ${dataTables.join(', ')} RESTART IDENTITY CASCADE`);
    idlePglite.push(handle);
  } catch {
    await handle.close().catch(() => {});
  }
}

/** A masked CNPJ with valid check digits, distinct per `n` (its first eight digits). */
export function testCnpj(n: number): string {
  const base = `${String(n).padStart(8, '0')}0001`;
  return formatCnpj(`${base}${cnpjCheckDigits(base)}`);
}

/** The n-th of many distinct IPv4 addresses (one client each). */
export const manyAddresses = (n: number) => `100.${64 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;

/** Sends in concurrent batches of 50, as beacons from many visitors arrive together; the statuses. */
export async function inBatches(total: number, send: (i: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < total; start += 50) {
    statuses.push(...(await Promise.all(Array.from({ length: Math.min(50, total - start) }, (_, k) => send(start + k)))));
  }
  return statuses;
}
