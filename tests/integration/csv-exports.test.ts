import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as adminLeadsCsv } from '@/app/api/admin/leads.csv/route';
import { GET as newsletterCsv } from '@/app/api/admin/newsletter.csv/route';
import { GET as partnerLeadsCsv } from '@/app/api/partner/leads.csv/route';
import { CSV_BATCH_SIZE } from '@/lib/http/csv';
import type { DbHandle } from '@/lib/db/client';
import { leads, newsletterSubscribers, partners, userRoles } from '@/lib/db/schema';
import { parseCsv } from './csv';
import { testDatabases } from './helpers';

// The signed-in user of the routes, as the session would give it.
const session = vi.hoisted(() => ({ user: null as { id: string; isAdmin: boolean } | null }));
// The routes read their texts with next-intl's server API, which needs Next's request scope outside a test.
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);
vi.mock('@/lib/auth', () => ({ getCurrentUser: async () => session.user }));

const DB_KEY = Symbol.for('site.db');

/** Generated leads, plus the hand-written ones below. */
const GENERATED = 24_997;
/** Messages a naive reader or writer would split or cut. */
const TRICKY = [
  'Orçamento: 3 servidores, 2 links, "urgente"',
  'Primeira linha\r\nsegunda, com vírgula\nterceira "entre aspas"',
  '=HYPERLINK("http://x","y"), e mais',
];
const TOTAL = GENERATED + TRICKY.length;
/** Every fifth generated lead is a chat, and so are the hand-written ones. */
const CHATS = Math.floor(GENERATED / 5) + TRICKY.length;
/** The partner's leads: one more than a batch. */
const PARTNER_LEADS = CSV_BATCH_SIZE + 1;

async function download(response: Response): Promise<string[][]> {
  expect(response.status).toBe(200);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.endsWith('\r\n')).toBe(true);
  return parseCsv(text.slice(1));
}

const leadsCsv = async (params = '') => download(await adminLeadsCsv(new Request(`http://localhost/api/admin/leads.csv${params}`)));

for (const target of testDatabases()) {
  describe(`whole CSV exports on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    let partnerId: string;
    const admin = { id: 'user-admin', isAdmin: true };
    const partnerUser = { id: 'user-partner', isAdmin: false };

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      (globalThis as { [DB_KEY]?: Promise<DbHandle> })[DB_KEY] = Promise.resolve(handle);
      const [partner] = await handle.db.insert(partners).values({ name: 'Parceiro Grande' }).returning({ id: partners.id });
      partnerId = partner!.id;
      await handle.db.insert(userRoles).values([
        { userId: admin.id, role: 'admin' },
        { userId: partnerUser.id, role: 'partner', partnerId },
      ]);
      // Many leads share a second (ties the export must still page through), some have no name.
      await handle.db.execute(sql`
        insert into leads (type, name, email, phone, payload, partner_id, locale, created_at)
        select case when g % 5 = 0 then 'chat' else 'contact' end,
               case when g % 97 = 0 then null else 'Lead ' || g end,
               'lead' || g || '@example.com',
               '(11) 9' || lpad(g::text, 4, '0') || '-0000',
               jsonb_build_object('message', 'Mensagem ' || g, 'company', 'Empresa ' || g, 'service', 'backup'),
               case when g <= ${PARTNER_LEADS} then ${partnerId}::uuid end,
               'pt',
               timestamptz '2026-01-01T00:00:00Z' + (g % 4000) * interval '1 second'
          from generate_series(1, ${GENERATED}) g`);
      await handle.db.insert(leads).values(
        TRICKY.map((message, i) => ({
          type: 'chat' as const,
          name: `Cliente, "${i}"`,
          email: `tricky${i}@example.com`,
          payload: { message, company: 'Empresa; "Aspas", Ltda' },
          createdAt: new Date(`2026-02-0${i + 1}T12:00:00Z`),
        })),
      );
      session.user = admin;
    }, 60_000);

    afterAll(async () => {
      session.user = null;
      delete (globalThis as { [DB_KEY]?: unknown })[DB_KEY];
      await cleanup();
    });

    it('exports every lead, in the list order, with the cells intact', async () => {
      const table = await leadsCsv();
      const [header, ...rows] = table;
      expect(header).toEqual([
        'id',
        'created_at',
        'type',
        'status',
        'name',
        'email',
        'phone',
        'company',
        'cnpj',
        'service',
        'region',
        'partner',
        'locale',
        'source_page',
        'message',
      ]);
      expect(rows).toHaveLength(TOTAL);
      expect(rows.every((r) => r.length === 15)).toBe(true);
      expect(new Set(rows.map((r) => r[0])).size).toBe(TOTAL);
      // Newest first: the hand-written leads, then the generated ones.
      const times = rows.map((r) => Date.parse(r[1]!));
      expect(times.every((t, i) => i === 0 || t <= times[i - 1]!)).toBe(true);
      expect(rows.slice(0, 3).map((r) => [r[4], r[7], r[14]])).toEqual(
        [...TRICKY]
          .reverse()
          .map((message, i) => [`Cliente, "${2 - i}"`, 'Empresa; "Aspas", Ltda', message.startsWith('=') ? `'${message}` : message]),
      );
    });

    it('exports exactly the filtered leads, whatever the sort', async () => {
      for (const params of ['?type=chat', '?type=chat&sort=name&dir=asc', '?type=chat&sort=name&dir=desc', '?type=chat&sort=status']) {
        const rows = (await leadsCsv(params)).slice(1);
        expect(rows, params).toHaveLength(CHATS);
        expect(new Set(rows.map((r) => r[0])).size, params).toBe(CHATS);
        expect(rows.every((r) => r[2] === 'chat')).toBe(true);
      }
      const byName = (await leadsCsv('?sort=name&dir=asc&type=chat')).slice(1).map((r) => r[4]!);
      // Leads without a name come last.
      expect(byName.at(-1)).toBe('');
      expect(byName.indexOf('')).toBe(byName.length - Math.floor(GENERATED / 485));

      const own = (await leadsCsv(`?partner=${partnerId}`)).slice(1);
      expect(own).toHaveLength(PARTNER_LEADS);
      expect(own.every((r) => r[11] === 'Parceiro Grande')).toBe(true);
    });

    it("exports all of a partner's leads past one batch", async () => {
      session.user = partnerUser;
      try {
        const rows = (await download(await partnerLeadsCsv(new Request('http://localhost/api/partner/leads.csv')))).slice(1);
        expect(rows).toHaveLength(PARTNER_LEADS);
        // name and e-mail tie a row to its lead: each exactly once.
        expect(new Set(rows.map((r) => r[3])).size).toBe(PARTNER_LEADS);
        expect(rows.every((r) => /^Mensagem \d+$/.test(r[8]!))).toBe(true);
      } finally {
        session.user = admin;
      }
    });

    it('exports every active subscription past one batch, and no other', async () => {
      await handle.db.execute(sql`
        insert into newsletter_subscribers (email, locale, unsubscribe_token, confirmed_at, created_at)
        select 'inscrito' || g || '@example.com', 'pt', 'token-' || g,
               case when g % 10 = 0 then null else now() end,
               timestamptz '2026-01-01T00:00:00Z' + (g % 100) * interval '1 minute'
          from generate_series(1, ${CSV_BATCH_SIZE + 112}) g`);
      const active = CSV_BATCH_SIZE + 112 - Math.floor((CSV_BATCH_SIZE + 112) / 10);
      expect(active).toBeGreaterThan(CSV_BATCH_SIZE);
      try {
        const rows = (await download(await newsletterCsv(new Request('http://localhost/api/admin/newsletter.csv')))).slice(1);
        expect(rows).toHaveLength(active);
        expect(new Set(rows.map((r) => r[0])).size).toBe(active);
        expect(rows.some((r) => r[0] === 'inscrito10@example.com')).toBe(false);
      } finally {
        await handle.db.delete(newsletterSubscribers);
      }
    });
  });
}
