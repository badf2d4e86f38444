import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { seed } from '@/lib/db/seed';

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
  'pwa_installations',
  'leads',
  'newsletter_subscribers',
  'reseller_applications',
  'seo_runs',
  'outbox',
  'rate_limits',
  'audit_log',
];

/** Supabase-like roles and default grants, then our migrations: RLS must keep anon out. */
describe.skipIf(!adminUrl)('row-level security for Supabase (real Postgres)', () => {
  const dbName = `rls_${randomBytes(5).toString('hex')}`;
  let admin: postgres.Sql;
  let db: postgres.Sql;
  let close: () => Promise<void>;

  beforeAll(async () => {
    admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
    for (const role of ['anon', 'authenticated']) {
      await admin.unsafe(
        `DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} NOLOGIN; END IF; END $$`,
      );
    }
    await admin.unsafe(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    db = postgres(url.toString(), { max: 1, onnotice: () => {} });
    // What Supabase grants by default on the public schema: every table created there, to both roles.
    await db.unsafe('GRANT USAGE ON SCHEMA public TO anon, authenticated');
    await db.unsafe('ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON TABLES TO anon, authenticated');
    const handle = openPostgres(url.toString(), 2);
    close = handle.close;
    await migrate(handle);
    process.env.SEED_ADMIN_PASSWORD = 'a-seed-admin-password';
    await seed(handle.db, { withUsers: true });
    await db.unsafe(`INSERT INTO leads (type, payload, email) VALUES ('contact', '{"name":"x"}', 'x@y.z')`);
    await db.unsafe(
      `INSERT INTO partners (name, state_code, city, email, phone) VALUES ('Contato Privado TI', 'SC', 'Joinville', 'dono@privado.test', '(47) 99999-0000')`,
    );
    await db.unsafe(`INSERT INTO outbox (kind, to_address, subject, text_body) VALUES ('t', 'x@y.z', 's', 'b')`);
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await close?.();
    await admin?.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin?.end();
  });

  async function asRole<T>(role: string, query: string): Promise<T> {
    return db.begin(async (tx) => {
      await tx.unsafe(`SET LOCAL ROLE ${role}`);
      return (await tx.unsafe(query)) as unknown as T;
    }) as Promise<T>;
  }

  it('enables RLS on every table', async () => {
    const rows =
      await db`select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and not relrowsecurity and relname not like '__drizzle%'`;
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
        const outcome = await asRole<{ count?: number }>(role, `${statement}`).then(
          (r) => ({ ok: true, count: (r as unknown as { count: number }).count }),
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
    const [row] = await db`select email, phone from partners where name = 'Contato Privado TI'`;
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
