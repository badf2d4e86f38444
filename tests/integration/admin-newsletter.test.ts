import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/admin/newsletter.csv/route';
import { listSubscribers, parseSubscriberQuery, removeSubscriber, subscriberStatus, subscribersCsv } from '@/lib/leads/admin-newsletter';
import { NotAdminError } from '@/lib/auth/authz';
import type { DbHandle } from '@/lib/db/client';
import { auditLog, newsletterSubscribers, outbox, partners, userRoles } from '@/lib/db/schema';
import { csvText, parseCsv } from './csv';
import { testDatabases } from './helpers';

// The route reads the signed-in user from the session; here the test decides who that is.
const session = vi.hoisted(() => ({ user: null as { id: string; isAdmin: boolean } | null }));
// The routes read their texts with next-intl's server API, which needs Next's request scope outside a test.
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);
vi.mock('@/lib/auth', () => ({ getCurrentUser: async () => session.user }));

const KEY = Symbol.for('site.db');
type Holder = { [KEY]?: Promise<DbHandle> };

const at = (iso: string) => new Date(iso);

/** Subscribers as the sign-up stores them; times chosen so each sort gives a different order. */
const SUBSCRIBERS = [
  { email: 'ana@empresa.com.br', locale: 'pt', consentAt: at('2025-03-01T12:00:00.000Z'), createdAt: at('2025-01-10T09:30:00.000Z') },
  { email: 'bruno@firma.com', locale: 'en', consentAt: at('2025-02-01T08:00:00.000Z'), createdAt: at('2025-02-01T08:00:00.000Z') },
  {
    email: 'carla@empresa.com.br',
    locale: 'es',
    consentAt: at('2025-01-05T10:00:00.000Z'),
    createdAt: at('2025-01-05T10:00:00.000Z'),
    unsubscribedAt: at('2025-04-02T15:45:00.000Z'),
  },
  { email: 'davi_100%@teste.com', locale: null, consentAt: at('2025-04-01T00:00:00.000Z'), createdAt: at('2025-04-01T00:00:00.000Z') },
];

for (const target of testDatabases()) {
  describe(`admin newsletter on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const holder = globalThis as Holder;
    const admin = { id: 'user-admin' };
    const partnerUser = { id: 'user-partner' };
    const client = { id: 'user-client' };
    const ids = new Map<string, string>();

    const emails = (rows: { email: string }[]) => rows.map((r) => r.email);
    const list = (params: Record<string, string> = {}, pageSize?: number) =>
      listSubscribers(handle.db, admin, parseSubscriberQuery(params), pageSize ? { pageSize } : {});
    const counts = async () => ({
      subscribers: (await handle.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n,
      audit: (await handle.db.select({ n: count() }).from(auditLog))[0]!.n,
    });

    // Each group of tests gets a database of its own with the same subscribers: the readers see
    // exactly these, whatever the writers do and in whatever order the tests run.
    const setUp = async () => {
      ({ handle, cleanup } = await target.open());
      holder[KEY] = Promise.resolve(handle);
      // The partner role needs a partner.
      const [partnerRow] = await handle.db.insert(partners).values({ name: 'Parceiro Teste' }).returning({ id: partners.id });
      await handle.db.insert(userRoles).values([
        { userId: admin.id, role: 'admin' },
        { userId: partnerUser.id, role: 'partner', partnerId: partnerRow!.id },
      ]);
      const rows = await handle.db
        .insert(newsletterSubscribers)
        // Each one confirmed its subscription when it consented.
        .values(SUBSCRIBERS.map((s, i) => ({ ...s, confirmedAt: s.consentAt, unsubscribeToken: `token-${i}` })))
        .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
      ids.clear();
      for (const r of rows) ids.set(r.email, r.id);
    };
    const tearDown = async () => {
      delete holder[KEY];
      await cleanup?.();
    };

    describe('reading', () => {
      beforeAll(setUp, 60_000);
      afterAll(tearDown);

      it('lists subscribers by status, e-mail text and sort, newest sign-up first by default', async () => {
        const all = await list();
        expect(emails(all.rows)).toEqual(['davi_100%@teste.com', 'bruno@firma.com', 'ana@empresa.com.br', 'carla@empresa.com.br']);
        expect(all.total).toBe(4);
        expect(all.rows.find((r) => r.email === 'carla@empresa.com.br')).toMatchObject({
          locale: 'es',
          unsubscribedAt: at('2025-04-02T15:45:00.000Z'),
        });

        expect(emails((await list({ status: 'active' })).rows)).toEqual(['davi_100%@teste.com', 'bruno@firma.com', 'ana@empresa.com.br']);
        expect(emails((await list({ status: 'unsubscribed' })).rows)).toEqual(['carla@empresa.com.br']);
        expect(emails((await list({ q: 'EMPRESA.com' })).rows)).toEqual(['ana@empresa.com.br', 'carla@empresa.com.br']);
        expect(emails((await list({ q: 'empresa', status: 'active' })).rows)).toEqual(['ana@empresa.com.br']);
        // LIKE wildcards are searched for literally.
        expect(emails((await list({ q: '100%' })).rows)).toEqual(['davi_100%@teste.com']);
        expect((await list({ q: '_' })).total).toBe(1);
        expect((await list({ q: '%' })).total).toBe(1);

        expect(emails((await list({ sort: 'email', dir: 'asc' })).rows)).toEqual([
          'ana@empresa.com.br',
          'bruno@firma.com',
          'carla@empresa.com.br',
          'davi_100%@teste.com',
        ]);
        expect(emails((await list({ sort: 'consent', dir: 'asc' })).rows)).toEqual([
          'carla@empresa.com.br',
          'bruno@firma.com',
          'ana@empresa.com.br',
          'davi_100%@teste.com',
        ]);
        const paged = await list({ sort: 'email', dir: 'asc', page: '2' }, 3);
        expect(paged).toMatchObject({ page: 2, pageCount: 2, total: 4 });
        expect(emails(paged.rows)).toEqual(['davi_100%@teste.com']);
        expect(parseSubscriberQuery({ status: 'bounced', sort: 'token' })).toMatchObject({ status: 'all', sort: 'created', dir: 'desc' });
      });

      it('exports only the active subscriptions as CSV: BOM, CRLF, header, ISO dates', async () => {
        const csv = await csvText(await subscribersCsv(handle.db, admin));
        expect(csv.charCodeAt(0)).toBe(0xfeff);
        expect(csv.endsWith('\r\n')).toBe(true);
        expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        const rows = parseCsv(csv.slice(1));
        expect(rows).toEqual([
          ['email', 'locale', 'consent_at', 'created_at'],
          ['ana@empresa.com.br', 'pt', '2025-03-01T12:00:00.000Z', '2025-01-10T09:30:00.000Z'],
          ['bruno@firma.com', 'en', '2025-02-01T08:00:00.000Z', '2025-02-01T08:00:00.000Z'],
          ['davi_100%@teste.com', '', '2025-04-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z'],
        ]);
        expect(csv).not.toContain('carla@');
        // The bytes as a spreadsheet reads them: UTF-8 with the BOM's three bytes first.
        const bytes = new TextEncoder().encode(csv);
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(new TextDecoder().decode(bytes.slice(3, 10))).toBe('"email"');
      });

      it('serves the CSV at GET /api/admin/newsletter.csv to admins only (401 signed out, 403 otherwise)', async () => {
        session.user = null;
        const anonymous = await GET(new Request('http://localhost/api/admin/newsletter.csv'));
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers.get('cache-control')).toBe('private, no-store');

        session.user = { id: client.id, isAdmin: false };
        expect((await GET(new Request('http://localhost/api/admin/newsletter.csv'))).status).toBe(403);
        // A session that claims admin without the role in the database is still refused.
        session.user = { id: partnerUser.id, isAdmin: true };
        expect((await GET(new Request('http://localhost/api/admin/newsletter.csv'))).status).toBe(403);

        session.user = { id: admin.id, isAdmin: true };
        const ok = await GET(new Request('http://localhost/api/admin/newsletter.csv'));
        expect(ok.status).toBe(200);
        expect(ok.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(ok.headers.get('cache-control')).toBe('private, no-store');
        expect(ok.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
        const bytes = new Uint8Array(await ok.arrayBuffer());
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(await csvText(await subscribersCsv(handle.db, admin)));
        session.user = null;
      });
    });

    describe('writing', () => {
      beforeAll(setUp, 60_000);
      afterAll(tearDown);

      it('tells pending subscriptions from confirmed ones, and never exports a pending one', async () => {
        const added = await handle.db
          .insert(newsletterSubscribers)
          .values([
            // Never confirmed.
            { email: 'nova@pendente.com', locale: 'pt', unsubscribeToken: 'token-p1', pendingSince: at('2025-05-01T10:00:00.000Z') },
            // Renewed after cancelling: still cancelled until the new link is opened.
            {
              email: 'volta@pendente.com',
              locale: 'en',
              unsubscribeToken: 'token-p2',
              confirmedAt: at('2025-01-01T10:00:00.000Z'),
              unsubscribedAt: at('2025-02-01T10:00:00.000Z'),
              pendingSince: at('2025-05-02T10:00:00.000Z'),
            },
          ])
          .returning({ id: newsletterSubscribers.id });
        try {
          expect(emails((await list({ status: 'pending', sort: 'email', dir: 'asc' })).rows)).toEqual([
            'nova@pendente.com',
            'volta@pendente.com',
          ]);
          expect(emails((await list({ status: 'active' })).rows)).not.toContain('nova@pendente.com');
          expect(emails((await list({ status: 'unsubscribed' })).rows)).toEqual(['carla@empresa.com.br']);
          const rows = (await list({ q: 'pendente' })).rows;
          expect(rows.map((r) => subscriberStatus(r))).toEqual(['pending', 'pending']);
          expect(subscriberStatus((await list({ q: 'ana@' })).rows[0]!)).toBe('active');
          const csv = await csvText(await subscribersCsv(handle.db, admin));
          expect(csv).not.toContain('pendente');
        } finally {
          for (const { id } of added) await handle.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
        }
      });

      it('refuses every function to a non-admin and writes nothing', async () => {
        const start = await counts();
        for (const actor of [partnerUser, client, null, undefined]) {
          await expect(listSubscribers(handle.db, actor, parseSubscriberQuery({}))).rejects.toBeInstanceOf(NotAdminError);
          await expect(subscribersCsv(handle.db, actor)).rejects.toBeInstanceOf(NotAdminError);
          await expect(removeSubscriber(handle.db, actor, ids.get('ana@empresa.com.br'))).rejects.toBeInstanceOf(NotAdminError);
        }
        expect(await counts()).toEqual(start);
      });

      it('erases a subscriber on request: the row is gone and the audit row keeps no address', async () => {
        const id = ids.get('bruno@firma.com')!;
        await handle.db.insert(outbox).values([
          { kind: 'newsletter-welcome', toAddress: 'bruno@firma.com', subject: 'Newsletter', textBody: 'Cancelar: https://x/?token=t' },
          { kind: 'newsletter-welcome', toAddress: 'ana@empresa.com.br', subject: 'Newsletter', textBody: 'Cancelar' },
          { kind: 'lead-contact', toAddress: 'bruno@firma.com', subject: 'Outro assunto', textBody: 'Mantido' },
        ]);
        const start = await counts();
        expect(await removeSubscriber(handle.db, admin, id, { ip: '203.0.113.5' })).toEqual({ ok: true });
        expect(await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id))).toEqual([]);
        expect(await counts()).toEqual({ subscribers: start.subscribers - 1, audit: start.audit + 1 });

        const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.createdAt));
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({
          actorId: admin.id,
          action: 'newsletter.erase',
          entity: 'newsletter_subscriber',
          entityId: id,
          data: { note: 'erased' },
          ip: '203.0.113.5',
        });
        expect(JSON.stringify(audit)).not.toContain('bruno');
        expect(JSON.stringify(await handle.db.select().from(auditLog))).not.toContain('firma.com');
        // The welcome mail to that address goes too; other mails stay.
        expect(
          (await handle.db.select({ kind: outbox.kind, to: outbox.toAddress }).from(outbox)).sort((a, b) => a.kind.localeCompare(b.kind)),
        ).toEqual([
          { kind: 'lead-contact', to: 'bruno@firma.com' },
          { kind: 'newsletter-welcome', to: 'ana@empresa.com.br' },
        ]);

        // Gone from the list and the export; a second request finds nothing and writes nothing.
        expect(emails((await list()).rows)).not.toContain('bruno@firma.com');
        expect(await csvText(await subscribersCsv(handle.db, admin))).not.toContain('bruno@');
        expect(await removeSubscriber(handle.db, admin, id)).toEqual({ ok: false, error: 'not_found' });
        expect(await removeSubscriber(handle.db, admin, 'bruno@firma.com')).toEqual({ ok: false, error: 'not_found' });
        expect(await counts()).toEqual({ subscribers: start.subscribers - 1, audit: start.audit + 1 });
      });
    });
  });
}
