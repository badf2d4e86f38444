import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as csvRoute } from '@/app/api/admin/leads.csv/route';
import { addLeadNote, assignLead, bulkChangeStatus, changeLeadStatus, getLead, leadPartnerOptions, listLeads } from '@/lib/leads/admin';
import { ADMIN_LEAD_TRANSITIONS } from '@/lib/leads/model';
import { leadsCsv } from '@/lib/leads/admin-csv';
import { parseLeadFilters } from '@/lib/leads/admin-query';
import { NotAdminError } from '@/lib/auth/authz';
import type { SearchParams } from '@/lib/admin/list-query';
import { partnerLeads, updateLeadStatus } from '@/lib/partners/panel';
import { companyDay } from '@/lib/time';
import type { DbHandle } from '@/lib/db/client';
import { auditLog, authUsers, leadEvents, leads, partners, userRoles } from '@/lib/db/schema';
import { seed } from '@/lib/demo/seed';
import { submitLeadWith } from '@/lib/leads/submit';
import { telUrl, whatsappUrl } from '@/lib/phone';
import { csvText, parseCsv } from './csv';
import { testDatabases } from './helpers';

// The signed-in user of the CSV route, as the session would give it.
const session = vi.hoisted(() => ({ user: null as { id: string; isAdmin: boolean } | null }));
// The routes read their texts with next-intl's server API, which needs Next's request scope outside a test.
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);
vi.mock('@/lib/auth', () => ({ getCurrentUser: async () => session.user }));

const DB_KEY = Symbol.for('site.db');

const query = (params: SearchParams = {}) => parseLeadFilters(params);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

for (const target of testDatabases()) {
  describe(`admin leads inbox on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const admin = { id: 'user-admin' };
    const admin2 = { id: 'admin-without-profile' };
    const client = { id: 'user-client' };
    const partnerActor = { id: 'user-partner-a' };
    let partnerA: string;
    let partnerB: string;
    let inactivePartner: string;
    const ids: Record<'ana' | 'bruno' | 'carla' | 'elcio' | 'daniel', string> = { ana: '', bruno: '', carla: '', elcio: '', daniel: '' };

    const insertLead = async (fields: Partial<typeof leads.$inferInsert> = {}) => {
      const [row] = await handle.db
        .insert(leads)
        .values({ type: 'contact', name: 'Lead', email: 'lead@example.com', payload: {}, ...fields })
        .returning({ id: leads.id });
      return row!.id;
    };
    const leadRow = async (id: string) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0]!;
    const eventsOf = (id: string) =>
      handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.createdAt));
    const auditOf = (id: string) => handle.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.createdAt));
    const totals = async () => ({
      events: Number((await handle.db.select({ n: count() }).from(leadEvents))[0]!.n),
      audit: Number((await handle.db.select({ n: count() }).from(auditLog))[0]!.n),
    });
    const names = (rows: { name: string | null }[]) => rows.map((r) => r.name);

    // Each group of tests gets a database of its own with the same records: the readers count
    // exactly these, whatever the writers do and in whatever order the tests run.
    const setUp = async () => {
      ({ handle, cleanup } = await target.open());
      (globalThis as { [DB_KEY]?: Promise<DbHandle> })[DB_KEY] = Promise.resolve(handle);
      await seed(handle.db, { withUsers: false });
      const byName = async (name: string) =>
        (await handle.db.select({ id: partners.id }).from(partners).where(eq(partners.name, name)))[0]!.id;
      partnerA = await byName('TechSul Soluções');
      partnerB = await byName('Conecta Nordeste TI');
      inactivePartner = await byName('Litoral Paulista TI');
      await handle.db.insert(userRoles).values([
        { userId: admin.id, role: 'admin' },
        { userId: admin2.id, role: 'admin' },
        { userId: partnerActor.id, role: 'partner', partnerId: partnerA },
      ]);
      await handle.db.insert(authUsers).values({ id: admin.id, name: 'Ana Admin', email: 'admin@example.com' });

      ids.ana = await insertLead({
        name: 'Ana Souza',
        email: 'ana@empresa.com.br',
        phone: '(11) 98888-7777',
        payload: {
          company: 'Padaria São João',
          cnpj: '12.345.678/0001-90',
          service: 'cloud',
          message: 'Quero migrar o servidor para a nuvem',
        },
        locale: 'pt',
        sourcePage: '/contato',
        region: 'SP',
        createdAt: new Date('2026-03-10T12:00:00Z'),
      });
      ids.bruno = await insertLead({
        type: 'ebook',
        name: 'Bruno Lima',
        email: 'bruno@acme.com',
        payload: { company: 'Acme Ltda', ebook: 'Guia de Backup' },
        locale: 'en',
        partnerId: partnerA,
        partnerName: 'TechSul Soluções',
        createdAt: new Date('2026-03-11T02:30:00Z'), // 23:30 on Mar 10 in São Paulo
      });
      ids.carla = await insertLead({
        type: 'chat',
        status: 'contacted',
        name: 'Carla Dias',
        email: 'carla@example.com',
        phone: '+55 21 97777-6666',
        payload: { company: '=1+2', message: 'Preciso de backup diário' },
        locale: 'es',
        createdAt: new Date('2026-03-11T03:30:00Z'), // 00:30 on Mar 11 in São Paulo
      });
      ids.elcio = await insertLead({
        type: 'reseller',
        status: 'qualified',
        name: 'Élcio Árvore',
        email: 'elcio@aguia.com.br',
        payload: { company: 'ÁGUIA TECNOLOGIA', message: 'Revenda no Paraná' },
        locale: 'pt',
        createdAt: new Date('2026-03-12T15:00:00Z'),
      });
      for (let i = 0; i < 30; i++) {
        await insertLead({
          type: 'newsletter',
          name: `Filler ${String(i).padStart(2, '0')}`,
          email: `filler${i}@example.com`,
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        });
      }
      // Through the contact form, as a visitor who chose partner A: the newest lead.
      const submitted = await submitLeadWith(
        handle.db,
        'contact',
        {
          name: 'Daniel Prado',
          email: 'daniel@prado.com.br',
          phone: '(51) 98888-1111',
          partner: 'TechSul Soluções',
          region: 'RS',
          service: 'backup',
          message: 'Orçamento de backup',
        },
        { ip: '198.51.100.30', locale: 'pt', sourcePage: '/servicos/backup' },
      );
      expect(submitted.ok).toBe(true);
      ids.daniel = (submitted as { id: string }).id;
    };

    describe('reading', () => {
      beforeAll(setUp, 60_000);
      afterAll(async () => cleanup?.());

      it('lists 25 leads a page, newest first, with what the list shows', async () => {
        const first = await listLeads(handle.db, admin, query());
        expect(first).toMatchObject({ total: 35, page: 1, pageCount: 2, pageSize: 25 });
        expect(first.rows).toHaveLength(25);
        expect(names(first.rows).slice(0, 5)).toEqual(['Daniel Prado', 'Élcio Árvore', 'Carla Dias', 'Bruno Lima', 'Ana Souza']);
        expect(first.rows[0]).toMatchObject({
          id: ids.daniel,
          type: 'contact',
          status: 'new',
          email: 'daniel@prado.com.br',
          partnerName: 'TechSul Soluções',
          locale: 'pt',
          sourcePage: '/servicos/backup',
        });
        expect(first.rows[4]).toMatchObject({ company: 'Padaria São João', partnerName: null, sourcePage: '/contato' });

        const second = await listLeads(handle.db, admin, query({ page: '2' }));
        expect(second.rows).toHaveLength(10);
        expect(second.rows.at(-1)!.name).toBe('Filler 00');
        const clamped = await listLeads(handle.db, admin, query({ page: '99' }));
        expect(clamped).toMatchObject({ page: 2, pageCount: 2 });
        expect(clamped.query.page).toBe(2);
      });

      it('filters by type, status, partner, locale and São Paulo calendar days', async () => {
        const list = async (params: SearchParams) => names((await listLeads(handle.db, admin, query(params))).rows);
        expect(await list({ type: 'ebook' })).toEqual(['Bruno Lima']);
        expect(await list({ status: 'contacted' })).toEqual(['Carla Dias']);
        expect(await list({ partner: partnerA })).toEqual(['Daniel Prado', 'Bruno Lima']);
        expect((await listLeads(handle.db, admin, query({ partner: 'none' }))).total).toBe(33);
        expect(await list({ partner: 'none', type: 'contact' })).toEqual(['Ana Souza']);
        expect(await list({ locale: 'es' })).toEqual(['Carla Dias']);
        // 02:30 UTC on Mar 11 is still Mar 10 in São Paulo; 03:30 UTC is Mar 11.
        expect(await list({ from: '2026-03-10', to: '2026-03-10' })).toEqual(['Bruno Lima', 'Ana Souza']);
        expect(await list({ from: '2026-03-11', to: '2026-03-11' })).toEqual(['Carla Dias']);
        expect(await list({ from: '2026-03-11', to: '2026-03-12' })).toEqual(['Élcio Árvore', 'Carla Dias']);
        expect(await list({ to: '2025-12-31', type: 'contact' })).toEqual([]);
        expect((await listLeads(handle.db, admin, query({ to: '2025-12-31' }))).total).toBe(30);
      });

      it('only whitelisted values reach the query', () => {
        expect(
          parseLeadFilters({
            type: 'spam',
            status: 'deleted',
            partner: "x' or 1=1",
            from: '2026-02-30',
            to: 'yesterday',
            locale: 'fr',
            sort: 'email',
            dir: 'up',
            page: '-3',
            q: '  padaria  ',
          }),
        ).toEqual({
          type: null,
          status: null,
          partner: null,
          from: null,
          to: null,
          locale: null,
          sort: 'created_at',
          dir: 'desc',
          page: 1,
          q: 'padaria',
        });
        expect(
          parseLeadFilters({
            type: ['ebook', 'chat'],
            status: 'won',
            partner: partnerA.toUpperCase(),
            from: '2026-03-01',
            sort: 'name',
            dir: 'asc',
            page: '3',
          }),
        ).toMatchObject({ type: 'ebook', status: 'won', partner: partnerA, from: '2026-03-01', sort: 'name', dir: 'asc', page: 3 });
        expect(parseLeadFilters({ partner: 'NONE' }).partner).toBe('none');
        expect(parseLeadFilters({ q: 'x'.repeat(300) }).q).toHaveLength(100);
      });

      it('searches name, e-mail, company, message and CNPJ, ignoring case and accents', async () => {
        const search = async (q: string) => names((await listLeads(handle.db, admin, query({ q }))).rows);
        expect(await search('padaria')).toEqual(['Ana Souza']);
        expect(await search('nuvem')).toEqual(['Ana Souza']);
        expect(await search('SAO JOAO')).toEqual(['Ana Souza']);
        expect(await search('são joão')).toEqual(['Ana Souza']);
        expect(await search('aguia tec')).toEqual(['Élcio Árvore']);
        expect(await search('ELCIO')).toEqual(['Élcio Árvore']);
        expect(await search('DIÁRIO')).toEqual(['Carla Dias']);
        expect(await search('bruno@acme')).toEqual(['Bruno Lima']);
        expect(await search('backup')).toEqual(['Daniel Prado', 'Carla Dias']);
        // The CNPJ, masked or not (this lead's was kept masked, as older leads were).
        expect(await search('12345678')).toEqual(['Ana Souza']);
        expect(await search('345.678/0001')).toEqual(['Ana Souza']);
        // LIKE wildcards are searched for literally.
        expect(await search('%')).toEqual([]);
        expect(await search('_')).toEqual([]);
        expect(names((await listLeads(handle.db, admin, query({ q: 'backup', type: 'chat' }))).rows)).toEqual(['Carla Dias']);
      });

      it('sorts by date, name, status (workflow order) and type', async () => {
        const range = { from: '2026-03-10', to: '2026-03-12' };
        const list = async (params: SearchParams) => names((await listLeads(handle.db, admin, query({ ...range, ...params }))).rows);
        expect(await list({ sort: 'created_at', dir: 'asc' })).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Élcio Árvore']);
        expect(await list({ sort: 'name', dir: 'asc' })).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Élcio Árvore']);
        expect(await list({ sort: 'name', dir: 'desc' })).toEqual(['Élcio Árvore', 'Carla Dias', 'Bruno Lima', 'Ana Souza']);
        expect(await list({ sort: 'status', dir: 'asc' })).toEqual(['Bruno Lima', 'Ana Souza', 'Carla Dias', 'Élcio Árvore']);
        expect(await list({ sort: 'status', dir: 'desc' })).toEqual(['Élcio Árvore', 'Carla Dias', 'Bruno Lima', 'Ana Souza']);
        expect(await list({ sort: 'type', dir: 'asc' })).toEqual(['Carla Dias', 'Ana Souza', 'Bruno Lima', 'Élcio Árvore']);
      });

      it('exports the current filter as CSV: BOM, header, CRLF, ISO dates, accents, no formulas, no pagination', async () => {
        const csv = await csvText(
          await leadsCsv(handle.db, admin, query({ from: '2026-03-10', to: '2026-03-12', sort: 'created_at', dir: 'asc' })),
        );
        expect(
          csv.startsWith(
            '\uFEFF"id","created_at","type","status","name","email","phone","company","cnpj","service","region","partner","locale","source_page","message"\r\n',
          ),
        ).toBe(true);
        expect(csv.endsWith('\r\n')).toBe(true);
        expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n/);
        const bytes = Buffer.from(csv, 'utf8');
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(bytes.includes(Buffer.from('Padaria São João', 'utf8'))).toBe(true);

        const table = parseCsv(csv.slice(1));
        expect(table).toHaveLength(5);
        expect(table.every((r) => r.length === 15)).toBe(true);
        expect(table[1]).toEqual([
          ids.ana,
          '2026-03-10T12:00:00.000Z',
          'contact',
          'new',
          'Ana Souza',
          'ana@empresa.com.br',
          '(11) 98888-7777',
          'Padaria São João',
          '12.345.678/0001-90',
          'cloud',
          'SP',
          '',
          'pt',
          '/contato',
          'Quero migrar o servidor para a nuvem',
        ]);
        expect([0, 1, 2, 11, 12].map((i) => table[2]![i])).toEqual([
          ids.bruno,
          '2026-03-11T02:30:00.000Z',
          'ebook',
          'TechSul Soluções',
          'en',
        ]);
        // A cell a spreadsheet would run as a formula gets a leading quote.
        expect(table[3]![4]).toBe('Carla Dias');
        expect(table[3]![6]).toBe("'+55 21 97777-6666");
        expect(table[3]![7]).toBe("'=1+2");
        expect(table[4]![4]).toBe('Élcio Árvore');
        expect(table[4]![7]).toBe('ÁGUIA TECNOLOGIA');

        const all = parseCsv((await csvText(await leadsCsv(handle.db, admin, query({ page: '2' })))).slice(1));
        expect(all).toHaveLength(36);
        expect(all[1]![4]).toBe('Daniel Prado');
        const searched = await csvText(await leadsCsv(handle.db, admin, query({ q: 'nuvem' })));
        expect(parseCsv(searched.slice(1)).map((r) => r[4])).toEqual(['name', 'Ana Souza']);
      });

      it('serves the CSV download to admins only, with the list filters', async () => {
        const get = () => csvRoute(new Request('http://localhost/api/admin/leads.csv?type=chat&q=DIARIO&bogus=1'));
        session.user = null;
        const anonymous = await get();
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
        // The session's flag is not trusted: the role is read from the database.
        session.user = { id: client.id, isAdmin: true };
        expect((await get()).status).toBe(403);
        session.user = { id: admin.id, isAdmin: true };
        const ok = await get();
        expect(ok.status).toBe(200);
        expect(ok.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(ok.headers.get('cache-control')).toBe('private, no-store');
        expect(ok.headers.get('content-disposition')).toBe(`attachment; filename="leads-${companyDay(new Date())}.csv"`);
        const bytes = new Uint8Array(await ok.arrayBuffer());
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const table = parseCsv(new TextDecoder().decode(bytes));
        expect(table.map((r) => r[4])).toEqual(['name', 'Carla Dias']);
        session.user = null;
      });
    });

    describe('writing', () => {
      beforeAll(setUp, 60_000);
      afterAll(async () => cleanup?.());

      it('moves a lead along the admin workflow only, with history and audit rows', async () => {
        // A lead of its own: the other writers change the shared ones.
        const id = await insertLead({ name: 'Fernanda Moura', email: 'fernanda@empresa.com.br' });
        const before = await totals();
        expect(await changeLeadStatus(handle.db, admin, id, { status: 'won' })).toEqual({
          ok: false,
          error: 'invalid_transition',
          from: 'new',
          to: 'won',
        });
        expect(await changeLeadStatus(handle.db, admin, id, { status: 'archived' })).toMatchObject({
          ok: false,
          error: 'validation',
          messageKey: 'statusInvalid',
          field: 'status',
        });
        expect(await changeLeadStatus(handle.db, admin, id, { status: 'contacted', note: 'x'.repeat(1001) })).toMatchObject({
          ok: false,
          error: 'validation',
          messageKey: 'noteMax',
          field: 'note',
        });
        expect(await changeLeadStatus(handle.db, admin, id, { status: 'contacted', leadId: UNKNOWN })).toMatchObject({
          ok: false,
          error: 'validation',
        });
        expect(await changeLeadStatus(handle.db, admin, 'not-a-uuid', { status: 'contacted' })).toEqual({ ok: false, error: 'not_found' });
        expect(await changeLeadStatus(handle.db, admin, UNKNOWN, { status: 'contacted' })).toEqual({ ok: false, error: 'not_found' });
        expect(await totals()).toEqual(before);
        expect((await leadRow(id)).status).toBe('new');

        expect(
          await changeLeadStatus(handle.db, admin, id, { status: 'contacted', note: '  Liguei, retornar amanhã  ' }, { ip: '203.0.113.9' }),
        ).toEqual({
          ok: true,
          status: 'contacted',
          changed: true,
        });
        // The same status again is a no-op: nothing written.
        expect(await changeLeadStatus(handle.db, admin, id, { status: 'contacted', note: 'de novo' })).toEqual({
          ok: true,
          status: 'contacted',
          changed: false,
        });
        expect(await changeLeadStatus(handle.db, admin, id, { status: 'new' })).toMatchObject({ ok: false, error: 'invalid_transition' });
        expect(await changeLeadStatus(handle.db, admin2, id, { status: 'qualified' })).toMatchObject({ ok: true, changed: true });
        expect(await changeLeadStatus(handle.db, admin, id, { status: 'won' })).toMatchObject({ ok: true, changed: true });
        expect(await changeLeadStatus(handle.db, admin, id, { status: 'lost' })).toMatchObject({ ok: false, error: 'invalid_transition' });
        // A closed lead reopens as contacted.
        expect(await changeLeadStatus(handle.db, admin, id, { status: 'contacted' })).toMatchObject({ ok: true, changed: true });
        expect((await leadRow(id)).status).toBe('contacted');

        const events = await eventsOf(id);
        expect(events.map((e) => [e.kind, e.fromStatus, e.toStatus, e.actorId, e.note])).toEqual([
          ['status', 'new', 'contacted', admin.id, 'Liguei, retornar amanhã'],
          ['status', 'contacted', 'qualified', admin2.id, null],
          ['status', 'qualified', 'won', admin.id, null],
          ['status', 'won', 'contacted', admin.id, null],
        ]);
        const audit = await auditOf(id);
        expect(audit.map((a) => [a.action, a.entity, a.actorId, a.data])).toEqual([
          ['lead.status', 'lead', admin.id, { before: { status: 'new' }, after: { status: 'contacted' }, note: 'Liguei, retornar amanhã' }],
          ['lead.status', 'lead', admin2.id, { before: { status: 'contacted' }, after: { status: 'qualified' } }],
          ['lead.status', 'lead', admin.id, { before: { status: 'qualified' }, after: { status: 'won' } }],
          ['lead.status', 'lead', admin.id, { before: { status: 'won' }, after: { status: 'contacted' } }],
        ]);
        expect(audit[0]!.ip).toBe('203.0.113.9');

        const detail = await getLead(handle.db, admin, id);
        expect(detail?.next).toEqual(ADMIN_LEAD_TRANSITIONS.contacted);
        expect(detail?.history.map((h) => [h.toStatus, h.actorName])).toEqual([
          ['contacted', 'Ana Admin'],
          ['won', 'Ana Admin'],
          ['qualified', 'admin-wi…'],
          ['contacted', 'Ana Admin'],
        ]);
      });

      it('reads one lead with every field, its partner and history; unknown ids are null', async () => {
        const detail = await getLead(handle.db, admin, ids.daniel);
        expect(detail).toMatchObject({
          id: ids.daniel,
          type: 'contact',
          status: 'new',
          name: 'Daniel Prado',
          phone: '(51) 98888-1111',
          partner: { id: partnerA, name: 'TechSul Soluções', active: true },
          region: 'RS',
          locale: 'pt',
          sourcePage: '/servicos/backup',
          message: 'Orçamento de backup',
          next: ['contacted', 'qualified', 'lost'],
          history: [],
        });
        expect(Object.fromEntries(detail!.payload.map((p) => [p.key, p.value]))).toMatchObject({
          name: 'Daniel Prado',
          service: 'backup',
          partner: 'TechSul Soluções',
          message: 'Orçamento de backup',
        });
        expect(await getLead(handle.db, admin, UNKNOWN)).toBeNull();
        expect(await getLead(handle.db, admin, 'not-a-uuid')).toBeNull();
        expect(await getLead(handle.db, admin, 42)).toBeNull();
        expect(whatsappUrl(detail!.phone)).toBe('https://wa.me/5551988881111');
        expect(telUrl(detail!.phone)).toBe('tel:+5551988881111');
        expect(whatsappUrl('+1 415 555 0100')).toBe('https://wa.me/14155550100');
        expect(whatsappUrl('55 11 98888-7777')).toBe('https://wa.me/5511988887777');
        expect(whatsappUrl('1234')).toBeNull();
        expect(whatsappUrl(null)).toBeNull();
      });

      it('assigns active partners only; the partner then sees the lead in their dashboard', async () => {
        const id = ids.ana;
        const before = await totals();
        const snapshot = await leadRow(id);
        expect(await assignLead(handle.db, admin, id, { partnerId: inactivePartner })).toEqual({ ok: false, error: 'partner_unavailable' });
        expect(await assignLead(handle.db, admin, id, { partnerId: UNKNOWN })).toEqual({ ok: false, error: 'partner_unavailable' });
        expect(await assignLead(handle.db, admin, id, { partnerId: 'TechSul' })).toMatchObject({
          ok: false,
          error: 'validation',
          messageKey: 'partnerInvalid',
          field: 'partnerId',
        });
        expect(await assignLead(handle.db, admin, UNKNOWN, { partnerId: partnerA })).toEqual({ ok: false, error: 'not_found' });
        expect(await leadRow(id)).toEqual(snapshot);
        expect(await totals()).toEqual(before);
        const seen = async () => {
          const page = await partnerLeads(handle.db, partnerActor);
          return page.ok ? page.data.rows.map((r) => r.id) : null;
        };
        expect(await seen()).not.toContain(id);

        expect(
          await assignLead(handle.db, admin, id, { partnerId: partnerA, note: 'Cliente de Porto Alegre' }, { ip: '203.0.113.10' }),
        ).toEqual({
          ok: true,
          partner: { id: partnerA, name: 'TechSul Soluções' },
          changed: true,
        });
        expect(await leadRow(id)).toMatchObject({ partnerId: partnerA, partnerName: 'TechSul Soluções' });
        expect(await seen()).toContain(id);
        expect(await assignLead(handle.db, admin, id, { partnerId: partnerA })).toMatchObject({ ok: true, changed: false });

        expect(await assignLead(handle.db, admin, id, { partnerId: partnerB })).toMatchObject({ ok: true, changed: true });
        expect(await seen()).not.toContain(id);
        expect(await assignLead(handle.db, admin, id, { partnerId: '' })).toEqual({ ok: true, partner: null, changed: true });
        expect(await leadRow(id)).toMatchObject({ partnerId: null, partnerName: null });
        expect(await assignLead(handle.db, admin, id, { partnerId: '' })).toEqual({ ok: true, partner: null, changed: false });

        const assigns = (await eventsOf(id)).filter((e) => e.kind === 'assign');
        expect(assigns.map((e) => [e.fromPartnerId, e.toPartnerId, e.note])).toEqual([
          [null, partnerA, 'Cliente de Porto Alegre'],
          [partnerA, partnerB, null],
          [partnerB, null, null],
        ]);
        const audit = (await auditOf(id)).filter((a) => a.action === 'lead.assign');
        expect(audit.map((a) => a.data)).toEqual([
          {
            before: { partnerId: null, partnerName: null },
            after: { partnerId: partnerA, partnerName: 'TechSul Soluções' },
            note: 'Cliente de Porto Alegre',
          },
          {
            before: { partnerId: partnerA, partnerName: 'TechSul Soluções' },
            after: { partnerId: partnerB, partnerName: 'Conecta Nordeste TI' },
          },
          { before: { partnerId: partnerB, partnerName: 'Conecta Nordeste TI' }, after: { partnerId: null, partnerName: null } },
        ]);
        expect(audit[0]!.ip).toBe('203.0.113.10');

        const history = (await getLead(handle.db, admin, id))!.history.filter((h) => h.kind === 'assign');
        expect(history.map((h) => [h.fromPartner?.name ?? null, h.toPartner?.name ?? null])).toEqual([
          ['Conecta Nordeste TI', null],
          ['TechSul Soluções', 'Conecta Nordeste TI'],
          [null, 'TechSul Soluções'],
        ]);
        const options = await leadPartnerOptions(handle.db, admin);
        expect(options.find((p) => p.id === inactivePartner)).toMatchObject({ active: false });
      });

      it("shows a partner's status change in the lead's history", async () => {
        expect(await updateLeadStatus(handle.db, partnerActor, ids.bruno, 'contacted')).toMatchObject({ ok: true, changed: true });
        const [event, ...more] = await eventsOf(ids.bruno);
        expect(more).toEqual([]);
        expect(event).toMatchObject({ kind: 'status', fromStatus: 'new', toStatus: 'contacted', actorId: partnerActor.id });
        const detail = await getLead(handle.db, admin, ids.bruno);
        expect(detail?.history[0]).toMatchObject({ kind: 'status', toStatus: 'contacted', actorName: 'user-par…' });
      });

      it('adds notes to the history', async () => {
        expect(await addLeadNote(handle.db, admin, ids.elcio, { note: '   ' })).toMatchObject({
          ok: false,
          error: 'validation',
          messageKey: 'noteRequired',
        });
        expect(await addLeadNote(handle.db, admin, UNKNOWN, { note: 'Olá' })).toEqual({ ok: false, error: 'not_found' });
        expect(await eventsOf(ids.elcio)).toEqual([]);
        expect(await addLeadNote(handle.db, admin, ids.elcio, { note: 'Pediu proposta por e-mail' })).toEqual({ ok: true });
        expect((await eventsOf(ids.elcio)).map((e) => [e.kind, e.note, e.fromStatus])).toEqual([
          ['note', 'Pediu proposta por e-mail', null],
        ]);
        expect((await auditOf(ids.elcio)).map((a) => [a.action, a.data])).toEqual([['lead.note', { note: 'Pediu proposta por e-mail' }]]);
        expect((await leadRow(ids.elcio)).status).toBe('qualified');
      });

      it('changes many leads at once where the transition is allowed, and counts the rest', async () => {
        const fresh = await insertLead({ name: 'Bulk Novo' });
        const contacted = await insertLead({ name: 'Bulk Contatado', status: 'contacted' });
        const qualified = await insertLead({ name: 'Bulk Qualificado', status: 'qualified' });
        const won = await insertLead({ name: 'Bulk Ganho', status: 'won' });
        const before = await totals();

        for (const [idList, change, messageKey] of [
          [[], { status: 'won' }, 'idsMin'],
          [Array.from({ length: 101 }, () => fresh), { status: 'won' }, 'idsMax'],
          [['nope'], { status: 'won' }, 'idsInvalid'],
          ['nope', { status: 'won' }, 'idsMin'],
          [[fresh], { status: 'archived' }, 'statusInvalid'],
          [[fresh], { status: 'won', note: 'x'.repeat(1001) }, 'noteMax'],
        ] as const) {
          expect(await bulkChangeStatus(handle.db, admin, idList, change)).toMatchObject({ ok: false, error: 'validation', messageKey });
        }
        expect(await totals()).toEqual(before);

        const result = await bulkChangeStatus(
          handle.db,
          admin,
          [fresh, contacted, qualified, won, UNKNOWN, contacted.toUpperCase()],
          { status: 'won', note: 'Fechado em lote' },
          { ip: '203.0.113.11' },
        );
        expect(result).toEqual({ ok: true, changed: 2, skipped: 3 });
        expect((await leadRow(fresh)).status).toBe('new');
        expect((await leadRow(contacted)).status).toBe('won');
        expect((await leadRow(qualified)).status).toBe('won');
        expect(await eventsOf(fresh)).toEqual([]);
        expect((await eventsOf(contacted)).map((e) => [e.fromStatus, e.toStatus, e.note])).toEqual([
          ['contacted', 'won', 'Fechado em lote'],
        ]);
        expect((await auditOf(qualified)).map((a) => [a.action, a.data, a.ip])).toEqual([
          [
            'lead.status',
            { before: { status: 'qualified' }, after: { status: 'won' }, bulk: true, note: 'Fechado em lote' },
            '203.0.113.11',
          ],
        ]);
        const after = await totals();
        expect(after).toEqual({ events: before.events + 2, audit: before.audit + 2 });

        expect(await bulkChangeStatus(handle.db, admin, [fresh, won, contacted], { status: 'contacted' })).toEqual({
          ok: true,
          changed: 3,
          skipped: 0,
        });
      });

      it('refuses every function to anyone but an admin, writing nothing', async () => {
        const leadsBefore = await handle.db.select().from(leads).orderBy(asc(leads.id));
        const before = await totals();
        await handle.db.insert(userRoles).values({ userId: 'user-revoked', role: 'admin' });
        expect((await listLeads(handle.db, { id: 'user-revoked' }, query())).total).toBeGreaterThan(0);
        await handle.db.delete(userRoles).where(eq(userRoles.userId, 'user-revoked'));

        for (const actor of [client, partnerActor, { id: 'user-revoked' }, null, undefined, { id: '' }]) {
          const calls: (() => Promise<unknown>)[] = [
            () => listLeads(handle.db, actor, query()),
            () => leadPartnerOptions(handle.db, actor),
            () => getLead(handle.db, actor, ids.carla),
            () => changeLeadStatus(handle.db, actor, ids.carla, { status: 'qualified' }),
            () => assignLead(handle.db, actor, ids.carla, { partnerId: partnerA }),
            () => addLeadNote(handle.db, actor, ids.carla, { note: 'Olá' }),
            () => bulkChangeStatus(handle.db, actor, [ids.carla, ids.elcio], { status: 'lost' }),
            () => leadsCsv(handle.db, actor, query()),
            // Invalid input too: the role is checked before anything else.
            () => changeLeadStatus(handle.db, actor, 'not-a-uuid', null),
          ];
          for (const call of calls) await expect(call()).rejects.toBeInstanceOf(NotAdminError);
        }
        expect(await handle.db.select().from(leads).orderBy(asc(leads.id))).toEqual(leadsBefore);
        expect(await totals()).toEqual(before);
      });
    });
  });
}
