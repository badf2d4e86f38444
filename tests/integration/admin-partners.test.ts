import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPartner,
  getPartnerForEdit,
  listPartners,
  parsePartnerQuery,
  setPartnerActive,
  updatePartner,
  type PartnerListQuery,
} from '@/lib/partners/admin';
import { partnerFormValues } from '@/components/admin/partners/form-values';
import { NotAdminError } from '@/lib/auth/authz';
import { lastDays } from '@/lib/time';
import { loadActivePartners } from '@/lib/partners/active';
import type { DbHandle } from '@/lib/db/client';
import { auditLog, leads, partnerProfileViews, partners, partnerTerritories, userRoles } from '@/lib/db/schema';
import { seed } from '@/lib/demo/seed';
import { validateAdminPartner } from '@/lib/validation/admin-partners';
import { testDatabases } from './helpers';

const DAY = 86_400_000;

/** A valid form, as the admin form submits it. */
function form(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Vale Digital TI',
    email: 'Contato@ValeDigital.com.br',
    phone: '(12) 98888-7777',
    state_code: 'sp',
    city: 'São José dos Campos',
    active: true,
    territories: [
      { state_code: 'SP', cities: ['São José dos Campos', 'Taubaté', 'taubaté'] },
      { state_code: 'RJ', cities: [] },
      { state_code: 'MG', cities: ['Itajubá'] },
    ],
    ...overrides,
  };
}

const query = (params: Record<string, string> = {}): PartnerListQuery => parsePartnerQuery(params);

for (const target of testDatabases()) {
  describe(`admin partners on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const admin = { id: 'user-admin' };
    const partnerUser = { id: 'user-partner' };
    const client = { id: 'user-client' };
    let techSul: string;
    let cerrado: string;
    let litoral: string;

    const idOf = async (name: string) => (await handle.db.select({ id: partners.id }).from(partners).where(eq(partners.name, name)))[0]!.id;
    const auditFor = (entityId: string) =>
      handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    const counts = async () => ({
      partners: (await handle.db.select({ n: count() }).from(partners))[0]!.n,
      territories: (await handle.db.select({ n: count() }).from(partnerTerritories))[0]!.n,
      audit: (await handle.db.select({ n: count() }).from(auditLog))[0]!.n,
    });
    const publicNames = async () => (await loadActivePartners(handle.db)).map((p) => p.name);

    // Each group of tests gets a database of its own with the same records: the readers count
    // exactly these, whatever the writers do and in whatever order the tests run.
    const setUp = async () => {
      ({ handle, cleanup } = await target.open());
      await seed(handle.db, { withUsers: false });
      techSul = await idOf('TechSul Soluções');
      cerrado = await idOf('Cerrado Digital');
      litoral = await idOf('Litoral Paulista TI');
      await handle.db.insert(userRoles).values([
        { userId: admin.id, role: 'admin' },
        { userId: partnerUser.id, role: 'partner', partnerId: techSul },
      ]);
      const now = Date.now();
      // TechSul: 3 views in the window, 1 older; Cerrado: 5 in the window.
      await handle.db
        .insert(partnerProfileViews)
        .values([
          { partnerId: techSul, createdAt: new Date(now - 1 * DAY) },
          { partnerId: techSul, createdAt: new Date(now - 1 * DAY) },
          { partnerId: techSul, createdAt: new Date(now - 3 * DAY) },
          { partnerId: techSul, createdAt: new Date(now - 45 * DAY) },
          ...Array.from({ length: 5 }, () => ({ partnerId: cerrado, createdAt: new Date(now - 2 * DAY) })),
        ]);
      await handle.db.insert(leads).values([
        { type: 'contact', payload: {}, partnerId: techSul },
        { type: 'contact', payload: {}, partnerId: techSul },
        { type: 'contact', payload: {}, partnerId: cerrado },
      ]);
    };

    describe('reading', () => {
      beforeAll(setUp, 60_000);
      afterAll(async () => cleanup?.());

      it('lists partners with their figures, filtered by status, state and text, sorted by views', async () => {
        const all = await listPartners(handle.db, admin, query());
        expect(all.total).toBe(11);
        const reversed = await listPartners(handle.db, admin, query({ sort: 'name', dir: 'desc' }));
        expect(reversed.rows.map((r) => r.name)).toEqual([...all.rows.map((r) => r.name)].reverse());
        const tech = all.rows.find((r) => r.id === techSul)!;
        expect(tech).toMatchObject({ active: true, stateCode: 'RS', city: 'Porto Alegre', territories: 1, viewsRecent: 3, viewsTotal: 4 });
        expect(tech).toMatchObject({ leads: 2, users: 1 });
        expect(all.rows.find((r) => r.id === cerrado)).toMatchObject({ territories: 2, viewsRecent: 5, viewsTotal: 5, leads: 1, users: 0 });

        const inactive = await listPartners(handle.db, admin, query({ status: 'inactive' }));
        expect(inactive.rows.map((r) => r.name)).toEqual(['Litoral Paulista TI']);
        const active = await listPartners(handle.db, admin, query({ status: 'active' }));
        expect(active.total).toBe(10);

        // DF is served by Cerrado Digital through a territory only (its own state is GO).
        const df = await listPartners(handle.db, admin, query({ uf: 'df' }));
        expect(df.rows.map((r) => r.name)).toEqual(['Cerrado Digital']);
        const byCity = await listPartners(handle.db, admin, query({ q: 'recife' }));
        expect(byCity.rows.map((r) => r.name)).toEqual(['Conecta Nordeste TI']);
        const literal = await listPartners(handle.db, admin, query({ q: '%' }));
        expect(literal.total).toBe(0);

        const byViews = await listPartners(handle.db, admin, query({ sort: 'views', dir: 'desc' }));
        expect(byViews.rows.slice(0, 2).map((r) => r.name)).toEqual(['Cerrado Digital', 'TechSul Soluções']);
        const paged = await listPartners(handle.db, admin, query({ page: '99' }), { pageSize: 4 });
        expect(paged).toMatchObject({ page: 3, pageCount: 3, total: 11 });
        expect(paged.rows).toHaveLength(3);
        // Unknown filter values fall back to the defaults.
        expect(query({ status: 'deleted', uf: 'XX', sort: 'password', dir: 'up' })).toMatchObject({
          status: 'all',
          uf: null,
          sort: 'name',
          dir: 'asc',
        });
      });

      it('shows one partner with views per day over 30 days, leads and linked users; unknown ids are not found', async () => {
        const edit = await getPartnerForEdit(handle.db, admin, techSul);
        expect(edit).toMatchObject({ name: 'TechSul Soluções', viewsRecent: 3, viewsTotal: 4, leads: 2, users: 1 });
        expect(edit!.territories[0]!.stateCode).toBe('RS');
        expect(edit!.viewsPerDay).toHaveLength(30);
        expect(edit!.viewsPerDay.map((d) => d.day)).toEqual(lastDays(new Date(), 30));
        expect(edit!.viewsPerDay.reduce((sum, d) => sum + d.views, 0)).toBe(3);
        expect(Math.max(...edit!.viewsPerDay.map((d) => d.views))).toBe(2);

        expect(await getPartnerForEdit(handle.db, admin, '00000000-0000-4000-8000-000000000000')).toBeNull();
        expect(await getPartnerForEdit(handle.db, admin, 'not-a-uuid')).toBeNull();
      });
    });

    describe('writing', () => {
      beforeAll(setUp, 60_000);
      afterAll(async () => cleanup?.());

      it('creates a partner in one transaction with audit, territories in order, and shows it publicly at once', async () => {
        const created = await createPartner(handle.db, admin, form(), { ip: '203.0.113.9' });
        expect(created).toMatchObject({ ok: true, changed: true });
        if (!created.ok) return;

        const edit = await getPartnerForEdit(handle.db, admin, created.id);
        expect(edit).toMatchObject({
          name: 'Vale Digital TI',
          email: 'contato@valedigital.com.br',
          phone: '(12) 98888-7777',
          stateCode: 'SP',
          city: 'São José dos Campos',
          active: true,
        });
        expect(edit!.territories).toEqual([
          { stateCode: 'SP', cities: ['São José dos Campos', 'Taubaté'] },
          { stateCode: 'RJ', cities: [] },
          { stateCode: 'MG', cities: ['Itajubá'] },
        ]);

        const [audit] = await auditFor(created.id);
        expect(audit).toMatchObject({ actorId: admin.id, action: 'partner.create', entity: 'partner', ip: '203.0.113.9' });
        expect(audit!.data).toMatchObject({
          before: null,
          after: {
            name: 'Vale Digital TI',
            active: true,
            stateCode: 'SP',
            territories: [{ stateCode: 'SP' }, { stateCode: 'RJ' }, { stateCode: 'MG' }],
          },
        });

        const listed = (await loadActivePartners(handle.db)).find((p) => p.id === created.id);
        expect(listed?.territories.map((t) => t.stateCode)).toEqual(['SP', 'RJ', 'MG']);

        // Blank optional fields are stored as null; no territory at all is allowed (a national partner).
        const bare = await createPartner(
          handle.db,
          admin,
          form({ name: 'Rede Brasil Cloud', email: '', phone: '', state_code: '', city: '', territories: [] }),
        );
        expect(bare.ok).toBe(true);
        if (!bare.ok) return;
        expect(await getPartnerForEdit(handle.db, admin, bare.id)).toMatchObject({
          email: null,
          phone: null,
          stateCode: null,
          city: null,
          territories: [],
        });
      });

      it('accepts what the form sends after its own validation (the same schema, normalised values)', async () => {
        const checked = validateAdminPartner(form({ name: 'Serra Gaúcha TI', email: '', state_code: '', city: '' }));
        expect(checked.ok).toBe(true);
        if (!checked.ok) return;
        expect(checked.data).toMatchObject({ email: null, state_code: null, city: null });
        const sent = partnerFormValues(checked.data);
        expect(validateAdminPartner(sent)).toEqual(checked);
        const created = await createPartner(handle.db, admin, sent);
        expect(created.ok).toBe(true);
        if (!created.ok) return;
        expect(await updatePartner(handle.db, admin, created.id, sent)).toEqual({ ok: true, id: created.id, changed: false });
      });

      it('refuses invalid input with the field and message key, writing nothing', async () => {
        const start = await counts();
        const cases: [Record<string, unknown>, string, string][] = [
          [{ name: 'A' }, 'name', 'nameMin'],
          [{ name: 'x'.repeat(121) }, 'name', 'nameMax'],
          [{ email: 'not-an-email' }, 'email', 'emailInvalid'],
          [{ phone: '12345' }, 'phone', 'phoneInvalid'],
          [{ state_code: 'XX' }, 'state_code', 'stateInvalid'],
          [{ city: 'X' }, 'city', 'cityMin'],
          [{ active: 'yes' }, 'active', 'invalidInput'],
          [
            {
              territories: [
                { state_code: 'SP', cities: [] },
                { state_code: 'sp', cities: [] },
              ],
            },
            'territories.1.state_code',
            'stateDuplicate',
          ],
          [{ territories: [{ state_code: 'SP', cities: ['X'] }] }, 'territories.0.cities.0', 'cityMin'],
          [
            { territories: [{ state_code: 'SP', cities: Array.from({ length: 51 }, (_, i) => `Cidade ${i}`) }] },
            'territories.0.cities',
            'citiesMax',
          ],
          [{ partnerId: techSul }, '', 'invalidInput'],
        ];
        for (const [overrides, path, messageKey] of cases) {
          const created = await createPartner(handle.db, admin, form({ name: 'Parceiro Inválido', ...overrides }));
          expect(created, JSON.stringify(overrides).slice(0, 80)).toEqual({ ok: false, error: 'validation', path, messageKey });
          const updated = await updatePartner(handle.db, admin, techSul, form({ name: 'Parceiro Inválido', ...overrides }));
          expect(updated).toEqual({ ok: false, error: 'validation', path, messageKey });
        }
        expect(await createPartner(handle.db, admin, null)).toMatchObject({ ok: false, error: 'validation' });
        expect(await counts()).toEqual(start);
        expect((await getPartnerForEdit(handle.db, admin, techSul))!.name).toBe('TechSul Soluções');
      });

      it('refuses a name another partner has, in any letter case, as an error on the name field', async () => {
        const start = await counts();
        const cerradoName = (await getPartnerForEdit(handle.db, admin, cerrado))!.name;
        for (const name of ['TechSul Soluções', 'techsul soluções', '  TECHSUL SOLUÇÕES ']) {
          expect(await createPartner(handle.db, admin, form({ name }))).toEqual({
            ok: false,
            error: 'conflict',
            path: 'name',
            messageKey: 'nameTaken',
          });
        }
        expect(await updatePartner(handle.db, admin, cerrado, form({ name: 'techsul soluções' }))).toEqual({
          ok: false,
          error: 'conflict',
          path: 'name',
          messageKey: 'nameTaken',
        });
        expect(await counts()).toEqual(start);
        expect((await getPartnerForEdit(handle.db, admin, cerrado))!.name).toBe(cerradoName);

        // Two admins creating the same name at once: one wins, the other gets the field error.
        const raced = await Promise.all([
          createPartner(handle.db, admin, form({ name: 'Corrida Tech', territories: [] })),
          createPartner(handle.db, admin, form({ name: 'Corrida Tech', territories: [] })),
        ]);
        expect(raced.filter((r) => r.ok)).toHaveLength(1);
        expect(raced.find((r) => !r.ok)).toEqual({ ok: false, error: 'conflict', path: 'name', messageKey: 'nameTaken' });
        expect((await handle.db.select({ n: count() }).from(partners).where(eq(partners.name, 'Corrida Tech')))[0]!.n).toBe(1);

        // Two partners renamed to the same new name at once: the loser's whole save is rolled back.
        const [minas, rio] = [await idOf('Minas Cloud Partners'), await idOf('Rio Conecta TI')];
        const renamed = await Promise.all([
          updatePartner(handle.db, admin, minas, form({ name: 'Sudeste Unido', territories: [{ state_code: 'MG', cities: [] }] })),
          updatePartner(handle.db, admin, rio, form({ name: 'Sudeste Unido', territories: [{ state_code: 'RJ', cities: [] }] })),
        ]);
        expect(renamed.filter((r) => r.ok)).toHaveLength(1);
        expect(renamed.find((r) => !r.ok)).toEqual({ ok: false, error: 'conflict', path: 'name', messageKey: 'nameTaken' });
        const loser = renamed[0]!.ok ? rio : minas;
        const kept = await getPartnerForEdit(handle.db, admin, loser);
        expect(kept!.name).toBe(loser === rio ? 'Rio Conecta TI' : 'Minas Cloud Partners');
        expect(kept!.territories[0]!.cities.length).toBeGreaterThan(0);
        expect(await auditFor(loser)).toHaveLength(0);
      });

      it('edits a partner with before/after in the audit, keeps the new territory order, and skips unchanged saves', async () => {
        const input = form({
          name: 'Cerrado Digital Soluções',
          email: 'oi@cerrado.com.br',
          phone: '(62) 3333-4444',
          state_code: 'GO',
          city: 'Goiânia',
          territories: [
            { state_code: 'DF', cities: ['Brasília', 'Taguatinga'] },
            { state_code: 'GO', cities: ['Goiânia', 'Anápolis'] },
          ],
        });
        const updated = await updatePartner(handle.db, admin, cerrado, input, { ip: '203.0.113.10' });
        expect(updated).toEqual({ ok: true, id: cerrado, changed: true });
        const edit = await getPartnerForEdit(handle.db, admin, cerrado);
        expect(edit).toMatchObject({ name: 'Cerrado Digital Soluções', email: 'oi@cerrado.com.br', phone: '(62) 3333-4444' });
        expect(edit!.territories).toEqual([
          { stateCode: 'DF', cities: ['Brasília', 'Taguatinga'] },
          { stateCode: 'GO', cities: ['Goiânia', 'Anápolis'] },
        ]);
        expect(edit!.updatedAt.getTime()).toBeGreaterThan(edit!.createdAt.getTime());

        const rows = await auditFor(cerrado);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ actorId: admin.id, action: 'partner.update', ip: '203.0.113.10' });
        expect(rows[0]!.data).toMatchObject({
          before: {
            name: 'Cerrado Digital',
            email: null,
            territories: [
              { stateCode: 'GO', cities: ['Goiânia', 'Anápolis', 'Aparecida de Goiânia'] },
              { stateCode: 'DF', cities: ['Brasília'] },
            ],
          },
          after: { name: 'Cerrado Digital Soluções', email: 'oi@cerrado.com.br', territories: [{ stateCode: 'DF' }, { stateCode: 'GO' }] },
        });

        // The same form again changes nothing and writes nothing.
        expect(await updatePartner(handle.db, admin, cerrado, input)).toEqual({ ok: true, id: cerrado, changed: false });
        expect(await auditFor(cerrado)).toHaveLength(1);

        // Changing only the letter case of its own name is allowed.
        expect(await updatePartner(handle.db, admin, cerrado, { ...input, name: 'CERRADO Digital Soluções' })).toMatchObject({
          ok: true,
          changed: true,
        });

        expect(await updatePartner(handle.db, admin, '00000000-0000-4000-8000-000000000000', input)).toEqual({
          ok: false,
          error: 'not_found',
        });
        expect(await updatePartner(handle.db, admin, "1' or '1'='1", input)).toEqual({ ok: false, error: 'not_found' });
      });

      it('deactivates and activates a partner: audit rows, public list follows at once', async () => {
        expect(await publicNames()).toContain('TechSul Soluções');

        expect(await setPartnerActive(handle.db, admin, techSul, false, { ip: '203.0.113.11' })).toEqual({
          ok: true,
          active: false,
          changed: true,
        });
        expect(await publicNames()).not.toContain('TechSul Soluções');
        // Territories, leads and linked accounts stay.
        expect(await getPartnerForEdit(handle.db, admin, techSul)).toMatchObject({ active: false, leads: 2, users: 1 });
        expect((await getPartnerForEdit(handle.db, admin, techSul))!.territories).toHaveLength(1);

        // Already inactive: nothing to do, nothing written.
        expect(await setPartnerActive(handle.db, admin, techSul, false)).toEqual({ ok: true, active: false, changed: false });

        expect(await setPartnerActive(handle.db, admin, litoral, true)).toEqual({ ok: true, active: true, changed: true });
        expect(await publicNames()).toContain('Litoral Paulista TI');
        expect(await setPartnerActive(handle.db, admin, techSul, true)).toMatchObject({ ok: true, changed: true });
        expect(await publicNames()).toContain('TechSul Soluções');

        const rows = await auditFor(techSul);
        expect(rows.map((r) => [r.action, r.data])).toEqual([
          ['partner.deactivate', { before: { active: true }, after: { active: false } }],
          ['partner.activate', { before: { active: false }, after: { active: true } }],
        ]);
        expect(rows[0]).toMatchObject({ actorId: admin.id, entity: 'partner', ip: '203.0.113.11' });

        expect(await setPartnerActive(handle.db, admin, techSul, 'false')).toMatchObject({ ok: false, error: 'validation' });
        expect(await setPartnerActive(handle.db, admin, '00000000-0000-4000-8000-000000000000', false)).toEqual({
          ok: false,
          error: 'not_found',
        });
        expect((await auditFor(techSul)).length).toBe(2);
      });

      it('refuses every function to a non-admin (partner, client, anonymous) and writes nothing', async () => {
        const start = await counts();
        const before = await handle.db.select().from(partners).where(eq(partners.id, techSul));
        for (const actor of [partnerUser, client, null, undefined, { id: '' }]) {
          await expect(listPartners(handle.db, actor, query())).rejects.toBeInstanceOf(NotAdminError);
          await expect(getPartnerForEdit(handle.db, actor, techSul)).rejects.toBeInstanceOf(NotAdminError);
          await expect(createPartner(handle.db, actor, form({ name: 'Intruso TI' }))).rejects.toBeInstanceOf(NotAdminError);
          await expect(updatePartner(handle.db, actor, techSul, form({ name: 'Intruso TI' }))).rejects.toBeInstanceOf(NotAdminError);
          await expect(setPartnerActive(handle.db, actor, techSul, false)).rejects.toBeInstanceOf(NotAdminError);
        }
        expect(await counts()).toEqual(start);
        expect(await handle.db.select().from(partners).where(eq(partners.id, techSul))).toEqual(before);
        expect(
          (
            await handle.db
              .select({ n: count() })
              .from(partners)
              .where(and(eq(partners.name, 'Intruso TI')))
          )[0]!.n,
        ).toBe(0);
      });
    });
  });
}
