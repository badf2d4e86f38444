import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountById, accountsByIds, listAccounts } from '@/lib/auth/directory';
import { grantAdmin, grantPartner, listUsers, partnerChoices, revokeAdmin, revokePartner } from '@/lib/auth/admin-users';
import { NotAdminError } from '@/lib/auth/authz';
import type { DbHandle } from '@/lib/db/client';
import { auditLog, authUsers, partners, userRoles } from '@/lib/db/schema';
import { SUPABASE_ENV, withEmbeddedAuth } from './embedded-auth';
import { testDatabases } from './helpers';

withEmbeddedAuth();

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

const SERVICE_KEY = 'service-role-key-for-directory-tests';

interface FakeUser {
  id: string;
  email: string;
  created_at: string;
  email_confirmed_at: string | null;
  user_metadata: Record<string, unknown>;
}

/** Supabase's admin users endpoints (GET list with page/per_page and x-total-count, GET one), service key only. */
async function startFakeAdminApi(users: FakeUser[]) {
  const requests: { path: string; query: Record<string, string> }[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.headers.apikey !== SERVICE_KEY || req.headers.authorization !== `Bearer ${SERVICE_KEY}`)
      return send(401, { code: 401, msg: 'service key required' });
    const sorted = [...users].sort((a, b) => b.created_at.localeCompare(a.created_at));
    if (url.searchParams.get('sort') === 'created_at asc') sorted.reverse();
    if (url.pathname === '/auth/v1/admin/users') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 50);
      const slice = sorted.slice((page - 1) * perPage, page * perPage);
      return send(200, { users: slice, aud: 'authenticated' }, { 'x-total-count': String(users.length) });
    }
    const one = /^\/auth\/v1\/admin\/users\/([^/]+)$/.exec(url.pathname);
    const user = one && users.find((u) => u.id === one[1]);
    return user ? send(200, user) : send(404, { code: 404, error_code: 'user_not_found', msg: 'User not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

for (const target of testDatabases()) {
  describe(`admin users and roles on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const ids = {
      admin: randomUUID(),
      ana: randomUUID(),
      bruno: randomUUID(),
      carla: randomUUID(),
      percent: randomUUID(),
    };
    const admin = { id: ids.admin };
    let partnerA: string;
    let partnerB: string;

    const rolesOf = async (userId: string) =>
      (
        await handle.db
          .select({ role: userRoles.role, partnerId: userRoles.partnerId })
          .from(userRoles)
          .where(eq(userRoles.userId, userId))
          .orderBy(asc(userRoles.role))
      ).map((r) => (r.partnerId ? `${r.role}:${r.partnerId}` : r.role));
    const auditFor = (userId: string) =>
      handle.db.select().from(auditLog).where(eq(auditLog.entityId, userId)).orderBy(asc(auditLog.createdAt));
    const tableCounts = async () => ({
      roles: (await handle.db.select({ n: count() }).from(userRoles))[0]!.n,
      audit: (await handle.db.select({ n: count() }).from(auditLog))[0]!.n,
      snapshot: await handle.db.select().from(userRoles).orderBy(asc(userRoles.id)),
    });
    const admins = async () =>
      (await handle.db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'))).map((r) => r.userId).sort();

    // The same accounts and roles on a database shared by the readers and on one per writer: no
    // test sees another's role changes (the last-admin checks count every admin), in any order.
    const setUp = async () => {
      ({ handle, cleanup } = await target.open());
      await handle.db.insert(authUsers).values([
        { id: ids.admin, name: 'Dora Admin', email: 'dora@empresa.com.br', emailVerified: true, createdAt: minutesAgo(50) },
        { id: ids.ana, name: 'Ana Souza', email: 'ana.souza@cliente.com.br', emailVerified: true, createdAt: minutesAgo(40) },
        { id: ids.bruno, name: 'Bruno Lima', email: 'bruno@parceiro.com.br', emailVerified: false, createdAt: minutesAgo(30) },
        { id: ids.carla, name: 'Carla Dias', email: 'CARLA@Cliente.com.br', emailVerified: false, createdAt: minutesAgo(20) },
        { id: ids.percent, name: '100% Certo', email: 'cem@exemplo.org', emailVerified: true, createdAt: minutesAgo(10) },
      ]);
      const [a, b] = await handle.db
        .insert(partners)
        .values([{ name: 'TechSul Soluções' }, { name: 'Conecta Nordeste TI' }])
        .returning({ id: partners.id });
      partnerA = a!.id;
      partnerB = b!.id;
      await handle.db.insert(userRoles).values([
        { userId: ids.admin, role: 'admin' },
        { userId: ids.bruno, role: 'partner', partnerId: partnerA },
      ]);
    };

    describe('reading', () => {
      beforeAll(setUp, 60_000);
      afterAll(async () => cleanup?.());

      it('lists the embedded accounts with search, sort, paging and role filters', async () => {
        const all = await listAccounts(handle.db);
        expect(all.source).toBe('embedded');
        expect(all.total).toBe(5);
        // Newest first by default.
        expect(all.rows.map((r) => r.name)).toEqual(['100% Certo', 'Carla Dias', 'Bruno Lima', 'Ana Souza', 'Dora Admin']);
        expect(all.rows[3]).toEqual({
          id: ids.ana,
          name: 'Ana Souza',
          email: 'ana.souza@cliente.com.br',
          emailVerified: true,
          createdAt: expect.any(Date),
        });

        // By e-mail, case-insensitively, and by name.
        expect((await listAccounts(handle.db, { q: 'cliente.COM' })).rows.map((r) => r.id).sort()).toEqual([ids.ana, ids.carla].sort());
        expect((await listAccounts(handle.db, { q: 'bruno l' })).rows.map((r) => r.id)).toEqual([ids.bruno]);
        // % is literal, not a wildcard.
        expect((await listAccounts(handle.db, { q: '%' })).rows.map((r) => r.id)).toEqual([ids.percent]);
        expect((await listAccounts(handle.db, { q: 'ninguém' })).total).toBe(0);

        const byName = await listAccounts(handle.db, { sort: 'name', dir: 'asc', pageSize: 2, page: 2 });
        expect(byName.total).toBe(5);
        expect(byName.rows.map((r) => r.name)).toEqual(['Bruno Lima', 'Carla Dias']);
        const byEmail = await listAccounts(handle.db, { sort: 'email', dir: 'desc', pageSize: 1 });
        expect(byEmail.rows.map((r) => r.email)).toEqual(['dora@empresa.com.br']);

        expect((await listAccounts(handle.db, { role: 'admin' })).rows.map((r) => r.id)).toEqual([ids.admin]);
        expect((await listAccounts(handle.db, { role: 'partner' })).rows.map((r) => r.id)).toEqual([ids.bruno]);
        expect((await listAccounts(handle.db, { role: 'none' })).rows.map((r) => r.id)).toEqual([ids.percent, ids.carla, ids.ana]);

        expect(await accountById(handle.db, ids.carla)).toMatchObject({ email: 'CARLA@Cliente.com.br', emailVerified: false });
        expect(await accountById(handle.db, randomUUID())).toBeNull();
        const known = await accountsByIds(handle.db, [ids.ana, 'someone-else', ids.ana]);
        expect([...known.keys()]).toEqual([ids.ana]);
      });

      it('lists users with their roles and partner, filtered by role, and clamps the page', async () => {
        const list = await listUsers(handle.db, admin, { role: 'all' });
        expect(list.total).toBe(5);
        const bruno = list.rows.find((r) => r.id === ids.bruno)!;
        expect(bruno).toMatchObject({ roles: ['partner'], partner: { id: partnerA, name: 'TechSul Soluções' }, emailVerified: false });
        expect(list.rows.find((r) => r.id === ids.admin)).toMatchObject({ roles: ['admin'], partner: null });
        expect(list.rows.find((r) => r.id === ids.ana)).toMatchObject({ roles: [], partner: null });

        expect((await listUsers(handle.db, admin, { role: 'partner' })).rows.map((r) => r.name)).toEqual(['Bruno Lima']);
        expect((await listUsers(handle.db, admin, { role: 'none', q: 'souza' })).rows.map((r) => r.name)).toEqual(['Ana Souza']);
        const far = await listUsers(handle.db, admin, { page: 40 });
        expect(far).toMatchObject({ page: 1, pageCount: 1 });
        expect(far.rows).toHaveLength(5);

        const choices = await partnerChoices(handle.db, admin);
        expect(choices.map((p) => p.name)).toEqual(['Conecta Nordeste TI', 'TechSul Soluções']);
      });
    });

    describe('writing', () => {
      beforeEach(setUp, 60_000);
      afterEach(async () => cleanup?.());

      it('grants and revokes the admin role with an audit row per change', async () => {
        const granted = await grantAdmin(handle.db, admin, ids.ana, { ip: '203.0.113.9' });
        expect(granted).toEqual({ ok: true, changed: true, roles: { roles: ['admin'], partnerId: null } });
        expect(await rolesOf(ids.ana)).toEqual(['admin']);
        // Again: nothing changes, nothing is logged.
        expect(await grantAdmin(handle.db, admin, ids.ana)).toMatchObject({ ok: true, changed: false });

        // A partner made admin keeps the partner link.
        expect(await grantAdmin(handle.db, admin, ids.bruno)).toMatchObject({ ok: true, changed: true });
        expect(await rolesOf(ids.bruno)).toEqual(['admin', `partner:${partnerA}`]);

        expect(await revokeAdmin(handle.db, admin, ids.ana)).toEqual({ ok: true, changed: true, roles: { roles: [], partnerId: null } });
        expect(await revokeAdmin(handle.db, admin, ids.ana)).toMatchObject({ ok: true, changed: false });
        expect(await revokeAdmin(handle.db, admin, ids.bruno)).toMatchObject({ ok: true, changed: true });
        expect(await rolesOf(ids.bruno)).toEqual([`partner:${partnerA}`]);

        const audit = await auditFor(ids.ana);
        expect(audit.map((a) => [a.action, a.entity, a.actorId])).toEqual([
          ['role.grant', 'user', ids.admin],
          ['role.revoke', 'user', ids.admin],
        ]);
        expect(audit[0]!.ip).toBe('203.0.113.9');
        expect(audit[0]!.data).toEqual({
          role: 'admin',
          before: { roles: [], partnerId: null },
          after: { roles: ['admin'], partnerId: null },
        });
        expect(audit[1]!.data).toEqual({
          role: 'admin',
          before: { roles: ['admin'], partnerId: null },
          after: { roles: [], partnerId: null },
        });
        expect((await auditFor(ids.bruno)).map((a) => a.data)).toEqual([
          {
            role: 'admin',
            before: { roles: ['partner'], partnerId: partnerA },
            after: { roles: ['admin', 'partner'], partnerId: partnerA },
          },
          {
            role: 'admin',
            before: { roles: ['admin', 'partner'], partnerId: partnerA },
            after: { roles: ['partner'], partnerId: partnerA },
          },
        ]);
      });

      it('never lets the last admin lose the role', async () => {
        expect(await admins()).toEqual([ids.admin]);
        const before = await tableCounts();
        expect(await revokeAdmin(handle.db, admin, ids.admin)).toEqual({ ok: false, error: 'last_admin' });
        expect(await tableCounts()).toEqual(before);

        // With a second admin, either may step down, but then the other is the last one.
        await grantAdmin(handle.db, admin, ids.carla);
        const carla = { id: ids.carla };
        expect(await revokeAdmin(handle.db, carla, ids.carla)).toMatchObject({ ok: true, changed: true });
        expect(await admins()).toEqual([ids.admin]);
        await expect(revokeAdmin(handle.db, carla, ids.admin)).rejects.toBeInstanceOf(NotAdminError);
        expect(await admins()).toEqual([ids.admin]);
      });

      it('two admins revoking each other at the same moment leave one admin', async () => {
        const other = { id: ids.ana };
        for (let round = 0; round < 5; round++) {
          if (!(await admins()).includes(ids.admin)) await grantAdmin(handle.db, other, ids.admin);
          if (!(await admins()).includes(ids.ana)) await grantAdmin(handle.db, admin, ids.ana);
          expect(await admins()).toEqual([ids.admin, ids.ana].sort());
          const auditBefore = (await handle.db.select({ n: count() }).from(auditLog))[0]!.n;

          const outcomes = await Promise.allSettled([revokeAdmin(handle.db, admin, ids.ana), revokeAdmin(handle.db, other, ids.admin)]);
          const left = await admins();
          expect(left).toHaveLength(1);
          const succeeded = outcomes.filter((o) => o.status === 'fulfilled' && o.value.ok && o.value.changed);
          expect(succeeded).toHaveLength(1);
          // The other was refused: by then its actor was no longer an admin, or it was the last one.
          const refused = outcomes.find((o) => !(o.status === 'fulfilled' && o.value.ok))!;
          if (refused.status === 'rejected') expect(refused.reason).toBeInstanceOf(NotAdminError);
          else expect(refused.value).toEqual({ ok: false, error: 'last_admin' });
          expect((await handle.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditBefore + 1);
        }
        if (!(await admins()).includes(ids.admin)) await grantAdmin(handle.db, { id: ids.ana }, ids.admin);
      });

      it('links an account to a partner, replaces the link, and removes it', async () => {
        expect(await grantPartner(handle.db, admin, ids.carla, partnerA, { ip: '198.51.100.4' })).toEqual({
          ok: true,
          changed: true,
          roles: { roles: ['partner'], partnerId: partnerA },
          partnerName: 'TechSul Soluções',
        });
        expect(await grantPartner(handle.db, admin, ids.carla, partnerA)).toMatchObject({ ok: true, changed: false });
        expect(await grantPartner(handle.db, admin, ids.carla, partnerB)).toMatchObject({ ok: true, changed: true });
        expect(await rolesOf(ids.carla)).toEqual([`partner:${partnerB}`]);

        const before = await tableCounts();
        expect(await grantPartner(handle.db, admin, ids.carla, randomUUID())).toEqual({ ok: false, error: 'partner_not_found' });
        expect(await grantPartner(handle.db, admin, ids.carla, 'TechSul')).toEqual({ ok: false, error: 'partner_not_found' });
        expect(await tableCounts()).toEqual(before);

        expect(await revokePartner(handle.db, admin, ids.carla)).toMatchObject({ ok: true, changed: true, roles: { roles: [] } });
        expect(await revokePartner(handle.db, admin, ids.carla)).toMatchObject({ ok: true, changed: false });
        expect(await rolesOf(ids.carla)).toEqual([]);

        const audit = (await auditFor(ids.carla)).filter((a) => (a.data as { role?: string }).role === 'partner');
        expect(audit.map((a) => [a.action, a.data])).toEqual([
          ['role.grant', { role: 'partner', before: { roles: [], partnerId: null }, after: { roles: ['partner'], partnerId: partnerA } }],
          [
            'role.grant',
            { role: 'partner', before: { roles: ['partner'], partnerId: partnerA }, after: { roles: ['partner'], partnerId: partnerB } },
          ],
          ['role.revoke', { role: 'partner', before: { roles: ['partner'], partnerId: partnerB }, after: { roles: [], partnerId: null } }],
        ]);
        expect(audit[0]!.ip).toBe('198.51.100.4');
      });

      it('answers not found for unknown accounts and writes nothing', async () => {
        const before = await tableCounts();
        for (const id of [randomUUID(), 'not-a-uuid', '', null, 42]) {
          expect(await grantAdmin(handle.db, admin, id)).toEqual({ ok: false, error: 'not_found' });
          expect(await revokeAdmin(handle.db, admin, id)).toEqual({ ok: false, error: 'not_found' });
          expect(await grantPartner(handle.db, admin, id, partnerA)).toEqual({ ok: false, error: 'not_found' });
          expect(await revokePartner(handle.db, admin, id)).toEqual({ ok: false, error: 'not_found' });
        }
        expect(await tableCounts()).toEqual(before);

        // An account gone from the auth backend can still lose the roles it holds, never gain one.
        const ghost = randomUUID();
        await handle.db.insert(userRoles).values({ userId: ghost, role: 'partner', partnerId: partnerA });
        expect(await grantAdmin(handle.db, admin, ghost)).toEqual({ ok: false, error: 'not_found' });
        expect(await revokePartner(handle.db, admin, ghost)).toMatchObject({ ok: true, changed: true });
        expect(await rolesOf(ghost)).toEqual([]);
      });

      it('refuses every function to a non-admin, writing nothing', async () => {
        await handle.db.insert(userRoles).values({ userId: ids.percent, role: 'partner', partnerId: partnerB });
        const before = await tableCounts();
        for (const actor of [{ id: ids.percent }, { id: ids.ana + 'x' }, { id: '' }, null, undefined]) {
          await expect(listUsers(handle.db, actor)).rejects.toBeInstanceOf(NotAdminError);
          await expect(partnerChoices(handle.db, actor)).rejects.toBeInstanceOf(NotAdminError);
          await expect(grantAdmin(handle.db, actor, ids.percent)).rejects.toBeInstanceOf(NotAdminError);
          await expect(revokeAdmin(handle.db, actor, ids.admin)).rejects.toBeInstanceOf(NotAdminError);
          await expect(grantPartner(handle.db, actor, ids.percent, partnerA)).rejects.toBeInstanceOf(NotAdminError);
          await expect(revokePartner(handle.db, actor, ids.percent)).rejects.toBeInstanceOf(NotAdminError);
        }
        expect(await tableCounts()).toEqual(before);
        const [own] = await handle.db
          .select({ partnerId: userRoles.partnerId })
          .from(userRoles)
          .where(and(eq(userRoles.userId, ids.percent), eq(userRoles.role, 'partner')));
        expect(own?.partnerId).toBe(partnerB);
      });
    });
  });
}

for (const target of testDatabases()) {
  describe(`account directory with Supabase Auth on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    let api: Awaited<ReturnType<typeof startFakeAdminApi>>;
    const admin = { id: randomUUID() };
    const ids = { eva: randomUUID(), davi: randomUUID(), gil: randomUUID() };
    const user = (id: string, name: string, email: string, minutes: number, confirmed: boolean): FakeUser => ({
      id,
      email,
      created_at: minutesAgo(minutes).toISOString(),
      email_confirmed_at: confirmed ? minutesAgo(minutes).toISOString() : null,
      user_metadata: { full_name: name },
    });

    beforeAll(async () => {
      api = await startFakeAdminApi([
        user(admin.id, 'Admin Supabase', 'admin@empresa.com.br', 60, true),
        user(ids.eva, 'Eva Souza', 'eva@cliente.com.br', 30, true),
        user(ids.davi, 'Davi Rocha', 'davi@parceiro.com.br', 20, false),
        user(ids.gil, 'Gil Souza', 'gil@cliente.com.br', 10, true),
      ]);
      process.env.NEXT_PUBLIC_SUPABASE_URL = api.url;
      process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = 'anon-key-for-directory-tests';
      process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_KEY;
    }, 60_000);
    afterAll(async () => {
      for (const key of SUPABASE_ENV) delete process.env[key];
      await api?.close();
    });
    // Both tests change roles: each gets the same roles in a database of its own.
    beforeEach(async () => {
      ({ handle, cleanup } = await target.open());
      const [partner] = await handle.db.insert(partners).values({ name: 'Parceiro Supabase' }).returning({ id: partners.id });
      await handle.db.insert(userRoles).values([
        { userId: admin.id, role: 'admin' },
        { userId: ids.davi, role: 'partner', partnerId: partner!.id },
      ]);
    }, 60_000);
    afterEach(async () => cleanup?.());

    it('with the service key: pages through the admin users API and filters here', async () => {
      process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_KEY;
      const first = await listAccounts(handle.db, { pageSize: 2 });
      expect(first.source).toBe('supabase');
      expect(first.total).toBe(4);
      expect(first.rows).toEqual([
        { id: ids.gil, name: 'Gil Souza', email: 'gil@cliente.com.br', emailVerified: true, createdAt: expect.any(Date) },
        { id: ids.davi, name: 'Davi Rocha', email: 'davi@parceiro.com.br', emailVerified: false, createdAt: expect.any(Date) },
      ]);
      expect(api.requests.at(-1)).toMatchObject({ path: '/auth/v1/admin/users', query: { page: '1', per_page: '2' } });
      expect((await listAccounts(handle.db, { pageSize: 2, page: 2 })).rows.map((r) => r.id)).toEqual([ids.eva, admin.id]);

      const souza = await listAccounts(handle.db, { q: 'SOUZA', sort: 'name', dir: 'asc' });
      expect(souza.rows.map((r) => r.name)).toEqual(['Eva Souza', 'Gil Souza']);
      expect(souza.total).toBe(2);
      expect((await listAccounts(handle.db, { q: 'parceiro.com' })).rows.map((r) => r.id)).toEqual([ids.davi]);
      expect((await listAccounts(handle.db, { role: 'partner' })).rows.map((r) => r.id)).toEqual([ids.davi]);
      expect((await listAccounts(handle.db, { role: 'none', sort: 'email', dir: 'asc' })).rows.map((r) => r.id)).toEqual([
        ids.eva,
        ids.gil,
      ]);

      expect(await accountById(handle.db, ids.eva)).toMatchObject({ name: 'Eva Souza', email: 'eva@cliente.com.br' });
      expect(await accountById(handle.db, randomUUID())).toBeNull();
      const before = api.requests.length;
      expect(await accountById(handle.db, '../admin/users')).toBeNull();
      expect(api.requests.length).toBe(before);

      const list = await listUsers(handle.db, admin, { role: 'partner' });
      expect(list.rows).toMatchObject([{ id: ids.davi, roles: ['partner'], partner: { name: 'Parceiro Supabase' } }]);
      expect(await grantAdmin(handle.db, admin, ids.eva)).toMatchObject({ ok: true, changed: true });
      expect(await grantAdmin(handle.db, admin, randomUUID())).toEqual({ ok: false, error: 'not_found' });
      expect(await revokeAdmin(handle.db, admin, ids.eva)).toMatchObject({ ok: true, changed: true });
    });

    it('without the service key: only the accounts holding a role, by id', async () => {
      delete process.env.SUPABASE_SERVICE_ROLE_KEY;
      const before = api.requests.length;
      const all = await listAccounts(handle.db);
      expect(all.source).toBe('roles');
      expect(all.rows.map((r) => r.id).sort()).toEqual([admin.id, ids.davi].sort());
      expect(all.rows[0]).toMatchObject({ email: null, name: null, createdAt: null, emailVerified: null });
      expect((await listAccounts(handle.db, { role: 'admin' })).rows.map((r) => r.id)).toEqual([admin.id]);
      expect((await listAccounts(handle.db, { role: 'none' })).total).toBe(0);
      expect((await listAccounts(handle.db, { q: ids.davi.slice(0, 8) })).rows.map((r) => r.id)).toEqual([ids.davi]);
      expect(await accountById(handle.db, ids.davi)).toEqual({
        id: ids.davi,
        email: null,
        name: null,
        createdAt: null,
        emailVerified: null,
      });
      expect(await accountById(handle.db, ids.eva)).toBeNull();
      // Nobody the roles table does not know can be given a role.
      expect(await grantAdmin(handle.db, admin, ids.eva)).toEqual({ ok: false, error: 'not_found' });
      expect(await grantAdmin(handle.db, admin, ids.davi)).toMatchObject({ ok: true, changed: true });
      expect(api.requests.length).toBe(before);
    });
  });
}
