import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerDashboard, partnerLeads, partnerLeadsCsv, updateLeadStatus, updatePartnerProfile } from '@/lib/partners/panel';
import type { DbHandle } from '@/lib/db/client';
import { auditLog, leads, partnerProfileViews, partners, partnerTerritories, userRoles } from '@/lib/db/schema';
import { seed } from '@/lib/demo/seed';
import { submitLeadWith } from '@/lib/leads/submit';
import { csvText, parseCsv } from './csv';
import { testDatabases } from './helpers';

for (const target of testDatabases()) {
  describe(`partner dashboard on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    let partnerA: string;
    let partnerB: string;
    const actorA = { id: 'user-partner-a' };
    const actorB = { id: 'user-partner-b' };
    const client = { id: 'user-client' };
    const admin = { id: 'user-admin' };
    let leadA: string;
    let leadB: string;

    const insertLead = async (partnerId: string | null, fields: Partial<typeof leads.$inferInsert> = {}) => {
      const [row] = await handle.db
        .insert(leads)
        .values({
          type: 'contact',
          name: 'Cliente Teste',
          email: 'cliente@empresa.com.br',
          phone: '(11) 98888-7777',
          payload: { message: 'Olá', service: 'backup' },
          partnerId,
          ...fields,
        })
        .returning({ id: leads.id });
      return row!.id;
    };
    const leadRow = async (id: string) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0]!;
    const auditFor = (entityId: string) =>
      handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.createdAt));
    const partnerState = async (id: string) => ({
      partner: (await handle.db.select().from(partners).where(eq(partners.id, id)))[0]!,
      territories: await handle.db
        .select({ stateCode: partnerTerritories.stateCode, cities: partnerTerritories.cities })
        .from(partnerTerritories)
        .where(eq(partnerTerritories.partnerId, id))
        .orderBy(asc(partnerTerritories.createdAt), asc(partnerTerritories.id)),
    });

    // Each group of tests gets a database of its own with the same partners and leads: what a
    // partner sees is counted apart from the tests that change leads, profiles and views.
    const setUp = async () => {
      ({ handle, cleanup } = await target.open());
      await seed(handle.db, { withUsers: false });
      const byName = async (name: string) =>
        (await handle.db.select({ id: partners.id }).from(partners).where(eq(partners.name, name)))[0]!.id;
      partnerA = await byName('TechSul Soluções');
      partnerB = await byName('Conecta Nordeste TI');
      await handle.db.insert(userRoles).values([
        { userId: actorA.id, role: 'partner', partnerId: partnerA },
        { userId: actorB.id, role: 'partner', partnerId: partnerB },
        { userId: admin.id, role: 'admin' },
      ]);
      // Through the contact form, as a visitor who chose partner A.
      const submitted = await submitLeadWith(
        handle.db,
        'contact',
        {
          name: 'Ana Souza',
          email: 'ana@empresa.com.br',
          phone: '(51) 98888-7777',
          partner: 'TechSul Soluções',
          region: 'RS',
          service: 'cloud',
          message: 'Quero migrar para a nuvem',
        },
        { ip: '198.51.100.20' },
      );
      expect(submitted.ok).toBe(true);
      leadA = (submitted as { id: string }).id;
      leadB = await insertLead(partnerB, { name: 'Lead do Outro', email: 'outro@b.com.br' });
      await insertLead(null, { name: 'Lead sem parceiro', email: 'sem@parceiro.com.br' });
    };

    describe('reading', () => {
      beforeAll(setUp, 60_000);
      afterAll(async () => cleanup?.());

      it('a partner sees only their own leads, newest first, with counts by status', async () => {
        await insertLead(partnerA, { name: 'Bruno Lima', status: 'contacted', createdAt: new Date(Date.now() - 60_000) });
        const page = await partnerLeads(handle.db, actorA);
        expect(page.ok).toBe(true);
        if (!page.ok) return;
        expect(page.data.rows.map((r) => r.name)).toEqual(['Ana Souza', 'Bruno Lima']);
        expect(page.data.rows[0]).toMatchObject({ id: leadA, service: 'cloud', region: 'RS', status: 'new', next: ['contacted'] });
        expect(page.data.total).toBe(2);

        const onlyContacted = await partnerLeads(handle.db, actorA, { status: 'contacted' });
        expect(onlyContacted.ok && onlyContacted.data.rows.map((r) => r.name)).toEqual(['Bruno Lima']);
        const bogusFilter = await partnerLeads(handle.db, actorA, { status: 'deleted', page: 'x' });
        expect(bogusFilter.ok && bogusFilter.data).toMatchObject({ status: null, page: 1, total: 2 });
        const paged = await partnerLeads(handle.db, actorA, { page: 99, pageSize: 1 });
        expect(paged.ok && paged.data).toMatchObject({ page: 2, pages: 2, total: 2 });
        expect(paged.ok && paged.data.rows.map((r) => r.name)).toEqual(['Bruno Lima']);

        const other = await partnerLeads(handle.db, actorB);
        expect(other.ok && other.data.rows.map((r) => r.id)).toEqual([leadB]);

        const dashboard = await partnerDashboard(handle.db, actorA);
        expect(dashboard.ok && dashboard.data.leadCounts).toEqual({ new: 1, contacted: 1, qualified: 0, won: 0, lost: 0, total: 2 });
        expect(dashboard.ok && dashboard.data.profile).toMatchObject({ id: partnerA, name: 'TechSul Soluções', stateCode: 'RS' });

        for (const actor of [client, admin, null, { id: '' }]) {
          expect(await partnerLeads(handle.db, actor)).toEqual({ ok: false, error: 'forbidden' });
          expect(await partnerDashboard(handle.db, actor)).toEqual({ ok: false, error: 'forbidden' });
          expect(await partnerLeadsCsv(handle.db, actor)).toEqual({ ok: false, error: 'forbidden' });
        }
      });

      it("refuses another partner's lead as not found and changes nothing", async () => {
        const before = await leadRow(leadB);
        expect(await updateLeadStatus(handle.db, actorA, leadB, 'contacted')).toEqual({ ok: false, error: 'not_found' });
        expect(await updateLeadStatus(handle.db, actorA, 'not-a-uuid', 'contacted')).toEqual({ ok: false, error: 'not_found' });
        expect(await updateLeadStatus(handle.db, actorA, '00000000-0000-4000-8000-000000000000', 'contacted')).toEqual({
          ok: false,
          error: 'not_found',
        });
        expect(await updateLeadStatus(handle.db, client, leadB, 'contacted')).toEqual({ ok: false, error: 'forbidden' });
        expect(await updateLeadStatus(handle.db, admin, leadB, 'contacted')).toEqual({ ok: false, error: 'forbidden' });
        expect(await leadRow(leadB)).toEqual(before);
        expect(await auditFor(leadB)).toEqual([]);
      });

      it('checks the role on every call: a revoked partner loses access at once', async () => {
        await handle.db.insert(userRoles).values({ userId: 'user-revoked', role: 'partner', partnerId: partnerB });
        const revoked = { id: 'user-revoked' };
        expect((await partnerLeads(handle.db, revoked)).ok).toBe(true);
        await handle.db.delete(userRoles).where(and(eq(userRoles.userId, revoked.id), eq(userRoles.role, 'partner')));
        expect(await partnerLeads(handle.db, revoked)).toEqual({ ok: false, error: 'forbidden' });
        expect(await updateLeadStatus(handle.db, revoked, leadB, 'contacted')).toEqual({ ok: false, error: 'forbidden' });
      });
    });

    describe('writing', () => {
      beforeAll(setUp, 60_000);
      afterAll(async () => cleanup?.());

      it('moves a lead along the allowed transitions only, with an audit row per change', async () => {
        expect(await updateLeadStatus(handle.db, actorA, leadA, 'won')).toEqual({ ok: false, error: 'invalid_transition' });
        expect(await updateLeadStatus(handle.db, actorA, leadA, 'archived')).toEqual({ ok: false, error: 'invalid_transition' });
        expect((await leadRow(leadA)).status).toBe('new');

        expect(await updateLeadStatus(handle.db, actorA, leadA, 'contacted', { ip: '203.0.113.7' })).toEqual({
          ok: true,
          status: 'contacted',
          changed: true,
        });
        expect(await updateLeadStatus(handle.db, actorA, leadA, 'contacted')).toEqual({ ok: true, status: 'contacted', changed: false });
        expect(await updateLeadStatus(handle.db, actorA, leadA, 'new')).toEqual({ ok: false, error: 'invalid_transition' });
        expect(await updateLeadStatus(handle.db, actorA, leadA, 'qualified')).toMatchObject({ ok: true, changed: true });
        expect(await updateLeadStatus(handle.db, actorA, leadA, 'won')).toMatchObject({ ok: true, changed: true });
        expect(await updateLeadStatus(handle.db, actorA, leadA, 'lost')).toEqual({ ok: false, error: 'invalid_transition' });
        expect((await leadRow(leadA)).status).toBe('won');

        const audit = await auditFor(leadA);
        expect(audit.map((a) => a.data)).toEqual([
          { before: { status: 'new' }, after: { status: 'contacted' } },
          { before: { status: 'contacted' }, after: { status: 'qualified' } },
          { before: { status: 'qualified' }, after: { status: 'won' } },
        ]);
        expect(audit[0]).toMatchObject({ actorId: actorA.id, action: 'lead.status', entity: 'lead', ip: '203.0.113.7' });

        const lost = await insertLead(partnerA, { name: 'Carla Dias' });
        await updateLeadStatus(handle.db, actorA, lost, 'contacted');
        expect(await updateLeadStatus(handle.db, actorA, lost, 'lost')).toMatchObject({ ok: true, status: 'lost' });
        expect(await updateLeadStatus(handle.db, actorA, lost, 'won')).toEqual({ ok: false, error: 'invalid_transition' });
      });

      it('updates the own profile and territories with an audit row; foreign or unknown keys change nothing', async () => {
        const beforeA = await partnerState(partnerA);
        const beforeB = await partnerState(partnerB);
        const valid = {
          email: '  Contato@TechSul.com.br ',
          phone: '(51) 99999-0000',
          territories: [
            { state_code: 'rs', cities: ['Porto Alegre', 'Canoas', 'porto alegre'] },
            { state_code: 'SC', cities: ['Florianópolis'] },
          ],
        };

        // A partner id in the input is refused, not followed.
        expect(await updatePartnerProfile(handle.db, actorA, { ...valid, partnerId: partnerB })).toMatchObject({
          ok: false,
          error: 'validation',
          messageKey: 'invalidInput',
        });
        expect(await updatePartnerProfile(handle.db, client, valid)).toEqual({ ok: false, error: 'forbidden' });
        expect(await updatePartnerProfile(handle.db, admin, valid)).toEqual({ ok: false, error: 'forbidden' });
        for (const [input, messageKey, path] of [
          [{ ...valid, email: 'nope' }, 'emailInvalid', 'email'],
          [{ ...valid, phone: '51 99999-0000' }, 'phoneInvalid', 'phone'],
          [{ ...valid, territories: [] }, 'territoriesMin', 'territories'],
          [{ ...valid, territories: [{ state_code: 'XX', cities: ['A cidade'] }] }, 'stateInvalid', 'territories.0.state_code'],
          [{ ...valid, territories: [{ state_code: 'RS', cities: [] }] }, 'citiesMin', 'territories.0.cities'],
          [
            { ...valid, territories: [{ state_code: 'RS', cities: Array.from({ length: 51 }, (_, i) => `Cidade ${i}`) }] },
            'citiesMax',
            'territories.0.cities',
          ],
          [
            {
              ...valid,
              territories: [
                { state_code: 'RS', cities: ['Canoas'] },
                { state_code: 'RS', cities: ['Pelotas'] },
              ],
            },
            'stateDuplicate',
            'territories.1.state_code',
          ],
        ] as const) {
          expect(await updatePartnerProfile(handle.db, actorA, input)).toEqual({ ok: false, error: 'validation', messageKey, path });
        }
        expect(await partnerState(partnerA)).toEqual(beforeA);
        expect(await auditFor(partnerA)).toEqual([]);

        const result = await updatePartnerProfile(handle.db, actorA, valid, { ip: '203.0.113.8' });
        expect(result).toMatchObject({ ok: true, profile: { email: 'contato@techsul.com.br', phone: '(51) 99999-0000' } });

        const afterA = await partnerState(partnerA);
        expect(afterA.partner).toMatchObject({ email: 'contato@techsul.com.br', phone: '(51) 99999-0000', name: 'TechSul Soluções' });
        expect(afterA.territories).toEqual([
          { stateCode: 'RS', cities: ['Porto Alegre', 'Canoas'] },
          { stateCode: 'SC', cities: ['Florianópolis'] },
        ]);
        expect(await partnerState(partnerB)).toEqual(beforeB);

        const [audit, ...more] = await auditFor(partnerA);
        expect(more).toEqual([]);
        expect(audit).toMatchObject({ actorId: actorA.id, action: 'partner.profile', entity: 'partner', ip: '203.0.113.8' });
        expect(audit!.data).toEqual({
          before: { email: null, phone: null, territories: beforeA.territories },
          after: {
            email: 'contato@techsul.com.br',
            phone: '(51) 99999-0000',
            territories: afterA.territories,
          },
        });
      });

      it('exports only own leads as CSV with BOM, escaping and no formulas', async () => {
        const tricky = await insertLead(partnerA, {
          name: '=HYPERLINK("http://x","y")',
          email: '@SUM(A1)',
          phone: '+55 51 90000-0000',
          payload: { company: 'Silva, "Irmãos" & Cia', message: 'linha 1\r\nlinha 2, com vírgula', service: '-2+3' },
          region: 'RS',
          createdAt: new Date('2026-01-02T03:04:05.678Z'),
        });
        const result = await partnerLeadsCsv(handle.db, actorA);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const csv = await csvText(result.csv);
        expect(csv.startsWith('\uFEFF"created_at","status"')).toBe(true);
        expect(csv.endsWith('\r\n')).toBe(true);
        const rows = parseCsv(csv.slice(1));
        expect(rows[0]).toEqual(['created_at', 'status', 'name', 'email', 'phone', 'company', 'service', 'region', 'message']);
        const body = rows.slice(1);
        const own = await handle.db.select({ id: leads.id }).from(leads).where(eq(leads.partnerId, partnerA));
        expect(body).toHaveLength(own.length);
        expect(body.every((r) => r.length === 9)).toBe(true);
        const names = body.map((r) => r[2]);
        expect(names).not.toContain('Lead do Outro');
        expect(names).not.toContain('Lead sem parceiro');
        expect(names).toContain('Ana Souza');

        const row = body.find((r) => r[0] === '2026-01-02T03:04:05.678Z')!;
        expect(row).toEqual([
          '2026-01-02T03:04:05.678Z',
          'new',
          `'=HYPERLINK("http://x","y")`,
          `'@SUM(A1)`,
          `'+55 51 90000-0000`,
          'Silva, "Irmãos" & Cia',
          `'-2+3`,
          'RS',
          'linha 1\r\nlinha 2, com vírgula',
        ]);
        expect(csv).toContain('"\'=HYPERLINK(""http://x"",""y"")"');
        expect(tricky).toBeTruthy();

        const otherCsv = await partnerLeadsCsv(handle.db, actorB);
        expect(otherCsv.ok && parseCsv((await csvText(otherCsv.csv)).slice(1)).map((r) => r[2])).toEqual(['name', 'Lead do Outro']);
      });

      it('counts profile views per day in São Paulo time, zero-filled over 30 days', async () => {
        const now = new Date('2026-03-15T15:00:00Z'); // 12:00 in São Paulo
        await handle.db.insert(partnerProfileViews).values(
          [
            '2026-03-15T14:00:00Z', // Mar 15
            '2026-03-15T10:00:00Z', // Mar 15
            '2026-03-15T02:30:00Z', // Mar 14, 23:30 local
            '2026-03-01T12:00:00Z', // Mar 1
            '2026-02-14T03:00:00Z', // Feb 14, 00:00 local: the first day shown
            '2026-02-14T02:59:59Z', // Feb 13, 23:59 local: too old
            '2026-03-16T03:00:00Z', // Mar 16 local: after today
          ].map((at) => ({ partnerId: partnerA, createdAt: new Date(at) })),
        );
        await handle.db.insert(partnerProfileViews).values({ partnerId: partnerB, createdAt: new Date('2026-03-15T14:00:00Z') });

        const result = await partnerDashboard(handle.db, actorA, { now });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { viewsPerDay, viewsTotal } = result.data;
        expect(viewsPerDay).toHaveLength(30);
        expect(viewsPerDay[0]!.day).toBe('2026-02-14');
        expect(viewsPerDay.at(-1)!.day).toBe('2026-03-15');
        const counts = Object.fromEntries(viewsPerDay.filter((d) => d.views).map((d) => [d.day, d.views]));
        expect(counts).toEqual({ '2026-02-14': 1, '2026-03-01': 1, '2026-03-14': 1, '2026-03-15': 2 });
        expect(viewsTotal).toBe(5);
        expect(new Set(viewsPerDay.map((d) => d.day)).size).toBe(30);

        const other = await partnerDashboard(handle.db, actorB, { now });
        expect(other.ok && other.data.viewsTotal).toBe(1);
        const empty = await partnerDashboard(handle.db, actorB, { now: new Date('2025-01-01T12:00:00Z') });
        expect(empty.ok && empty.data.viewsPerDay.every((d) => d.views === 0)).toBe(true);
        expect(empty.ok && empty.data.viewsPerDay).toHaveLength(30);
      });
    });
  });
}
