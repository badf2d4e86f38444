import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DbHandle } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { seed } from '@/lib/demo/seed';

const adminUrl = process.env.TEST_DATABASE_URL?.trim();

const PRIVATE_TABLES = [
  'auth_users',
  'auth_sessions',
  'auth_accounts',
  'auth_verifications',
  'auth_rate_limits',
  'partner_profile_views',
  'user_roles',
  'analytics_pageviews',
  'analytics_sessions',
  'analytics_web_vitals',
  'analytics_web_vitals_daily',
  'pwa_installations',
  'leads',
  'newsletter_subscribers',
  'reseller_applications',
  'seo_runs',
  'outbox',
  'rate_limits',
  'audit_log',
];

/** Raw SQL on the database under test: as its owner, or inside a transaction as another role. */
interface Raw {
  handle: DbHandle;
  query<T>(sql: string): Promise<T[]>;
  asRole<T>(role: string, sql: string): Promise<{ rows: T[]; count: number }>;
  close(): Promise<void>;
}

/** What Supabase grants by default on the public schema: every table created there, to both roles. */
const SUPABASE_GRANTS = [
  'GRANT USAGE ON SCHEMA public TO anon, authenticated',
  'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON TABLES TO anon, authenticated',
];
const CREATE_ROLES = ['anon', 'authenticated'].map(
  (role) => `DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} NOLOGIN; END IF; END $$`,
);

/** The embedded database: roles exist per database there, so each run starts clean. */
async function pgliteTarget(): Promise<Raw> {
  const handle = await openPglite();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  for (const statement of [...CREATE_ROLES, ...SUPABASE_GRANTS]) await client.exec(statement);
  return {
    handle,
    query: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    asRole: <T>(role: string, sql: string) =>
      client.transaction(async (tx) => {
        await tx.exec(`SET LOCAL ROLE ${role}`);
        const result = await tx.query<T>(sql);
        return { rows: result.rows, count: result.affectedRows ?? 0 };
      }),
    close: () => handle.close(),
  };
}

/** A fresh database on the Postgres server (roles are server-wide there). */
async function postgresTarget(url: string): Promise<Raw> {
  const dbName = `rls_${randomBytes(5).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  for (const statement of CREATE_ROLES) await admin.unsafe(statement);
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${dbName}`;
  const sql = postgres(dbUrl.toString(), { max: 1, onnotice: () => {} });
  for (const statement of SUPABASE_GRANTS) await sql.unsafe(statement);
  const handle = openPostgres(dbUrl.toString(), 2);
  return {
    handle,
    query: async <T>(text: string) => (await sql.unsafe(text)) as unknown as T[],
    asRole: <T>(role: string, text: string) =>
      sql.begin(async (tx) => {
        await tx.unsafe(`SET LOCAL ROLE ${role}`);
        const result = await tx.unsafe(text);
        return { rows: result as unknown as T[], count: result.count };
      }) as Promise<{ rows: T[]; count: number }>,
    close: async () => {
      await sql.end();
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const TARGETS: { name: string; open: () => Promise<Raw> }[] = [
  ...(process.env.TEST_SKIP_PGLITE === '1' ? [] : [{ name: 'pglite', open: pgliteTarget }]),
  ...(adminUrl ? [{ name: 'postgres', open: () => postgresTarget(adminUrl) }] : []),
];

/** Supabase-like roles and default grants, then our migrations: RLS must keep anon out. */
for (const target of TARGETS) {
  describe(`row-level security for Supabase on ${target.name}`, () => {
    let raw: Raw;

    beforeAll(async () => {
      raw = await target.open();
      await migrate(raw.handle);
      process.env.SEED_ADMIN_PASSWORD = 'a-seed-admin-password';
      await seed(raw.handle.db, { withUsers: true });
      await raw.query(`INSERT INTO leads (type, payload, email) VALUES ('contact', '{"name":"x"}', 'x@y.z')`);
      await raw.query(
        `INSERT INTO partners (name, state_code, city, email, phone) VALUES ('Contato Privado TI', 'SC', 'Joinville', 'dono@privado.test', '(47) 99999-0000')`,
      );
      await raw.query(`INSERT INTO outbox (kind, to_address, subject, text_body) VALUES ('t', 'x@y.z', 's', 'b')`);
    }, 60_000);

    afterAll(async () => {
      await raw?.close();
    });

    const asRole = async <T>(role: string, query: string): Promise<T> => (await raw.asRole<T>(role, query)).rows as T;

    it('enables RLS on every table', async () => {
      const rows = await raw.query<{ relname: string }>(
        `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and not relrowsecurity and relname not like '__drizzle%'`,
      );
      expect(rows.map((r) => r.relname)).toEqual([]);
    });

    for (const role of ['anon', 'authenticated']) {
      it(`${role} reads 0 rows from every private table`, async () => {
        for (const table of PRIVATE_TABLES) {
          const rows = await asRole<{ n: string }[]>(role, `select count(*)::text as n from ${table}`);
          expect(rows[0]?.n, table).toBe('0');
        }
      });

      it(`${role} cannot write to any table`, async () => {
        const writes = [
          `insert into leads (type, payload) values ('contact', '{}')`,
          `insert into user_roles (user_id, role) values ('me', 'admin')`,
          `insert into partners (name) values ('Fake partner ${role}')`,
          `update partners set active = false`,
          `delete from partner_territories`,
          `insert into newsletter_subscribers (email, unsubscribe_token) values ('a@b.c', 't')`,
          `insert into outbox (kind, to_address, subject, text_body) values ('x','a@b.c','s','t')`,
        ];
        for (const statement of writes) {
          const outcome = await raw.asRole(role, statement).then(
            (r) => ({ ok: true, count: r.count }),
            (e: Error) => ({ ok: false, error: e.message }),
          );
          // Either refused outright, or (update/delete under RLS) touching no row.
          if (outcome.ok) expect((outcome as { count: number }).count, statement).toBe(0);
          else expect((outcome as { error: string }).error, statement).toMatch(/row-level security|permission denied/);
        }
      });
    }

    for (const role of ['anon', 'authenticated']) {
      it(`${role} reads partners' public columns but never their e-mail or phone`, async () => {
        const rows = await asRole<{ id: string; name: string; state_code: string | null; city: string | null; active: boolean }[]>(
          role,
          'select id, name, state_code, city, active from partners',
        );
        expect(rows.find((p) => p.name === 'Contato Privado TI')).toMatchObject({ state_code: 'SC', city: 'Joinville', active: true });
        for (const query of [
          'select email from partners',
          'select phone from partners',
          'select * from partners',
          `select name from partners where email like '%@%'`,
          'select count(*) from partners where phone is not null',
        ]) {
          const outcome = await asRole<unknown[]>(role, query).then(
            (r) => `read ${JSON.stringify(r)}`,
            (e: Error) => e.message,
          );
          expect(outcome, query).toMatch(/permission denied/);
        }
        // Territories stay readable (their policy looks at partners' id and active only).
        const territories = await asRole<{ n: string }[]>(role, 'select count(*)::text as n from partner_territories');
        expect(Number(territories[0]?.n)).toBeGreaterThan(0);
      });
    }

    it('keeps the table owner (the server connection) reading every column', async () => {
      const [row] = await raw.query(`select email, phone from partners where name = 'Contato Privado TI'`);
      expect(row).toEqual({ email: 'dono@privado.test', phone: '(47) 99999-0000' });
    });

    it('anon may read active partners and their territories only', async () => {
      const visible = await asRole<{ name: string; active: boolean }[]>('anon', 'select name, active from partners');
      expect(visible.length).toBeGreaterThanOrEqual(8);
      expect(visible.every((p) => p.active)).toBe(true);
      const territories = await asRole<{ n: string }[]>(
        'anon',
        `select count(*)::text as n from partner_territories t join partners p on p.id = t.partner_id where not p.active`,
      );
      expect(territories[0]?.n).toBe('0');
    });
  });
}
