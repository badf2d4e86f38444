import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordPageview } from '@/lib/analytics/record';
import { createLocalAuth } from '@/lib/auth/local';
import { getRoles } from '@/lib/auth/roles';
import type { DbHandle } from '@/lib/db/client';
import { acquireLock, DatabaseLockedError, lockPathFor } from '@/lib/db/lock';
import { analyticsPageviews, analyticsSessions, authUsers, partners, partnerTerritories, userRoles } from '@/lib/db/schema';
import { seed, SEED_PARTNERS } from '@/lib/demo/seed';
import { loadActivePartners } from '@/lib/partners/active';
import { hitRateLimit } from '@/lib/rate-limit';
import { testDatabases } from './helpers';

for (const target of testDatabases()) {
  describe(`database on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;

    // The seed's admin, for every test here.
    const seedEnv = { SEED_ADMIN_EMAIL: 'admin@seed.test', SEED_ADMIN_PASSWORD: 'a-seed-admin-password' };
    const savedEnv: Record<string, string | undefined> = {};
    beforeAll(() => {
      for (const key of Object.keys(seedEnv)) savedEnv[key] = process.env[key];
      Object.assign(process.env, seedEnv);
    });
    afterAll(() => {
      for (const [key, value] of Object.entries(savedEnv)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    });

    // The seed's tests count every partner and account: each runs on an empty database of its own.
    describe('seeding', () => {
      beforeEach(async () => {
        ({ handle, cleanup } = await target.open());
      }, 60_000);
      afterEach(async () => cleanup?.());

      it('seeds the demo data idempotently', async () => {
        const first = await seed(handle.db, { withUsers: true });
        const second = await seed(handle.db, { withUsers: true });
        expect(first.partnersCreated).toBe(SEED_PARTNERS.length);
        expect(second.partnersCreated).toBe(0);
        const [total] = await handle.db.select({ n: count() }).from(partners);
        expect(total?.n).toBe(SEED_PARTNERS.length);

        const active = await handle.db.select().from(partners).where(eq(partners.active, true));
        expect(active.length).toBeGreaterThanOrEqual(8);
        expect(new Set(active.map((p) => p.stateCode).filter(Boolean)).size).toBeGreaterThanOrEqual(5);
        expect((await handle.db.select().from(partners).where(eq(partners.active, false))).length).toBe(1);

        const territories = await handle.db.select().from(partnerTerritories);
        const withTerritories = new Set(territories.map((t) => t.partnerId));
        expect(active.some((p) => !withTerritories.has(p.id))).toBe(true);
        expect(territories.some((t) => t.cities.length === 0)).toBe(true);

        const users = await handle.db.select().from(authUsers);
        expect(users.map((u) => u.email).sort()).toEqual(['admin@seed.test', 'cliente@example.com.br', 'parceiro@example.com.br']);
        const admin = users.find((u) => u.email === 'admin@seed.test')!;
        expect((await getRoles(handle.db, admin.id)).roles).toEqual(['admin']);
        const partnerUser = users.find((u) => u.email.startsWith('parceiro'))!;
        const partnerRoles = await getRoles(handle.db, partnerUser.id);
        expect(partnerRoles.roles).toEqual(['partner']);
        expect(partnerRoles.partnerId).toBeTruthy();
        expect(first.users.find((u) => u.role === 'admin')?.password).toBeNull();
        expect(first.users.find((u) => u.role === 'client')?.password).toMatch(/.{12,}/);
      });

      it('grants roles only to accounts the seed itself creates', async () => {
        // An earlier run made the seed's own admin.
        await seed(handle.db, { withUsers: true });
        // Someone signs up with the address the seed will use for its admin, before the seed runs.
        const squatter = 'admin@squatter.test';
        await createLocalAuth(handle.db).api.signUpEmail({ body: { email: squatter, password: 'a-squatter-password', name: 'Squatter' } });
        process.env.SEED_ADMIN_EMAIL = squatter;
        process.env.SEED_ADMIN_PASSWORD = 'another-seed-password';
        try {
          const result = await seed(handle.db, { withUsers: true });
          expect(result.users.find((u) => u.email === squatter)?.role).toBe('refused');
          const [account] = await handle.db.select().from(authUsers).where(eq(authUsers.email, squatter));
          expect((await getRoles(handle.db, account!.id)).roles).toEqual([]);
          // The seed's own earlier accounts keep their roles on a rerun.
          const [admin] = await handle.db.select().from(authUsers).where(eq(authUsers.email, 'admin@seed.test'));
          expect((await getRoles(handle.db, admin!.id)).roles).toEqual(['admin']);
        } finally {
          Object.assign(process.env, seedEnv);
        }
      });
    });

    describe('on the seeded partners', () => {
      beforeAll(async () => {
        ({ handle, cleanup } = await target.open());
        await seed(handle.db, { withUsers: false });
      }, 60_000);
      afterAll(async () => cleanup?.());

      it("lists a partner's home state first, whatever order its territories were saved in", async () => {
        // Saved in one statement: the rows share created_at.
        const [p] = await handle.db.insert(partners).values({ name: 'Ordem Teste', stateCode: 'SP', city: 'Santos' }).returning();
        await handle.db.insert(partnerTerritories).values([
          { partnerId: p!.id, stateCode: 'RJ', cities: ['Niterói'] },
          { partnerId: p!.id, stateCode: 'MG', cities: ['Uberaba'] },
          { partnerId: p!.id, stateCode: 'SP', cities: ['Santos'] },
        ]);
        for (let i = 0; i < 3; i++) {
          const listed = (await loadActivePartners(handle.db)).find((x) => x.id === p!.id)!;
          expect(listed.territories.map((t) => t.stateCode)).toEqual(['SP', 'MG', 'RJ']);
        }
        const cerrado = (await loadActivePartners(handle.db)).find((x) => x.name === 'Cerrado Digital')!;
        expect(cerrado.territories.map((t) => t.stateCode)).toEqual(['GO', 'DF']);
        await handle.db.delete(partners).where(eq(partners.id, p!.id));
      });

      it('records 50 concurrent page views of one session as exactly 50', async () => {
        const sessionId = `s-${Date.now()}`;
        await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            recordPageview(handle.db, {
              sessionId,
              pagePath: `/p/${i}`,
              referrer: null,
              userAgent: 'vitest',
              deviceType: 'desktop',
              browser: 'Chrome',
            }),
          ),
        );
        const [views] = await handle.db.select({ n: count() }).from(analyticsPageviews).where(eq(analyticsPageviews.sessionId, sessionId));
        const [session] = await handle.db.select().from(analyticsSessions).where(eq(analyticsSessions.sessionId, sessionId));
        expect(views?.n).toBe(50);
        expect(session?.totalPageviews).toBe(50);
      });

      it('counts 30 concurrent rate-limit hits without losing one', async () => {
        const key = `test:${Date.now()}`;
        const results = await Promise.all(Array.from({ length: 30 }, () => hitRateLimit(handle.db, key, 5, 60)));
        expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
        expect(results.filter((r) => r.allowed)).toHaveLength(5);
      });

      it('keeps one role per user and role, and a partner role needs its partner', async () => {
        await handle.db.insert(userRoles).values({ userId: 'u-x', role: 'admin' }).onConflictDoNothing();
        await handle.db.insert(userRoles).values({ userId: 'u-x', role: 'admin' }).onConflictDoNothing();
        const rows = await handle.db
          .select()
          .from(userRoles)
          .where(and(eq(userRoles.userId, 'u-x'), eq(userRoles.role, 'admin')));
        expect(rows).toHaveLength(1);
        await expect(handle.db.insert(userRoles).values({ userId: 'u-y', role: 'partner' })).rejects.toThrow();
      });

      it('treats a failed role lookup as no role', async () => {
        const broken = {
          select: () => {
            throw new Error('down');
          },
        } as unknown as typeof handle.db;
        expect(await getRoles(broken, 'anyone')).toEqual({ roles: [], partnerId: null });
      });

      it('has an index for each lookup the product makes', async () => {
        const rows = (await handle.db.execute(sql`select indexname from pg_indexes where schemaname = 'public'`)) as unknown;
        const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { indexname: string }[];
        const names = list.map((r) => r.indexname);
        for (const name of [
          'partners_active_idx',
          'partner_territories_partner_idx',
          'partner_profile_views_partner_idx',
          'user_roles_user_role_uq',
          'analytics_sessions_session_id_unique',
          'leads_type_created_idx',
          'newsletter_subscribers_email_unique',
        ]) {
          expect(names).toContain(name);
        }
      });
    });
  });
}

describe('embedded database lock', () => {
  it('refuses a directory held by another live process, and takes over a stale lock', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lock-')), 'db');
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(lockPathFor(dir), String(holder.pid));
      expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
      expect(() => acquireLock(dir)).toThrow(/already in use by process/);
    } finally {
      holder.kill();
    }
    await new Promise((r) => holder.once('exit', r));
    const release = acquireLock(dir);
    release();
  });
});
