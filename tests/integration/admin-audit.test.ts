import { randomUUID } from 'node:crypto';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditDiff, auditFacets, listAudit, parseAuditQuery } from '@/lib/admin/audit';
import { NotAdminError } from '@/lib/auth/authz';
import type { DbHandle } from '@/lib/db/client';
import { auditLog, authUsers, leads, outbox, partners, userRoles } from '@/lib/db/schema';
import { withEmbeddedAuth } from './embedded-auth';
import { testDatabases } from './helpers';

withEmbeddedAuth();

describe('audit query and diff', () => {
  it('reads only well-formed filters from the address', () => {
    expect(parseAuditQuery({ actor: ' ana ', action: 'lead.', from: '2025-03-09', to: '2025-02-30', dir: 'up', page: '-2' })).toEqual({
      page: 1,
      sort: 'created',
      dir: 'desc',
      actor: 'ana',
      action: 'lead.',
      entity: '',
      entityId: '',
      from: '2025-03-09',
      to: null,
    });
    expect(parseAuditQuery({ dir: 'asc', page: '3', from: '9/3/2025' })).toMatchObject({ dir: 'asc', page: 3, from: null });
  });

  it('compares before and after key by key', () => {
    expect(
      auditDiff({
        role: 'partner',
        before: { status: 'new', cities: ['Porto Alegre', 'Canoas'], email: null, nested: { a: 1 } },
        after: { status: 'won', cities: ['Porto Alegre', 'Canoas'], phone: '(51) 3333-4444', nested: { a: 2 } },
      }),
    ).toEqual({
      changes: [
        { key: 'status', before: 'new', after: 'won', changed: true },
        { key: 'cities', before: 'Porto Alegre, Canoas', after: 'Porto Alegre, Canoas', changed: false },
        { key: 'email', before: null, after: null, changed: false },
        { key: 'nested', before: '{"a":1}', after: '{"a":2}', changed: true },
        { key: 'phone', before: null, after: '(51) 3333-4444', changed: true },
      ],
      details: [{ key: 'role', value: 'partner' }],
    });
    expect(auditDiff({ after: 'approved' })).toEqual({
      changes: [{ key: 'value', before: null, after: 'approved', changed: true }],
      details: [],
    });
    expect(auditDiff(null)).toEqual({ changes: [], details: [] });
  });
});

for (const target of testDatabases()) {
  describe(`admin audit log on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const dora = randomUUID();
    const ana = randomUUID();
    const admin = { id: dora };
    const leadId = randomUUID();
    const entry = (fields: Partial<typeof auditLog.$inferInsert> & { action: string; entity: string; createdAt: Date }) => ({
      actorId: dora,
      entityId: null,
      data: null,
      ip: null,
      ...fields,
    });

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      await handle.db.insert(authUsers).values([
        { id: dora, name: 'Dora Admin', email: 'dora@empresa.com.br' },
        { id: ana, name: 'Ana Souza', email: 'ana@empresa.com.br' },
      ]);
      await handle.db.insert(userRoles).values([
        { userId: dora, role: 'admin' },
        { userId: ana, role: 'admin' },
      ]);
      await handle.db.insert(auditLog).values([
        // 23:30 on 9 March in São Paulo (UTC−3).
        entry({
          action: 'lead.status',
          entity: 'lead',
          entityId: leadId,
          ip: '203.0.113.7',
          data: { before: { status: 'new' }, after: { status: 'contacted' } },
          createdAt: new Date('2025-03-10T02:30:00Z'),
        }),
        // 00:30 on 10 March there.
        entry({
          action: 'lead.assign',
          entity: 'lead',
          entityId: leadId,
          actorId: ana,
          data: { before: { partnerId: null }, after: { partnerId: 'p-1' } },
          createdAt: new Date('2025-03-10T03:30:00Z'),
        }),
        entry({ action: 'leads.export', entity: 'lead', createdAt: new Date('2025-03-11T15:00:00Z') }),
        entry({
          action: 'role.grant',
          entity: 'user',
          entityId: ana,
          data: { role: 'admin', before: { roles: [] }, after: { roles: ['admin'] } },
          createdAt: new Date('2025-03-08T12:00:00Z'),
        }),
        entry({
          action: 'partner.approve',
          entity: 'reseller_application',
          actorId: 'cron-job',
          createdAt: new Date('2025-03-12T12:00:00Z'),
        }),
        entry({ action: 'mail.resend', entity: 'mail', actorId: null, createdAt: new Date('2025-03-07T12:00:00Z') }),
      ]);
    }, 60_000);
    afterAll(async () => cleanup?.());

    it('lists newest first with the actor named and the data as a diff', async () => {
      const all = await listAudit(handle.db, admin);
      expect(all.total).toBe(6);
      expect(all.rows.map((r) => r.action)).toEqual([
        'partner.approve',
        'leads.export',
        'lead.assign',
        'lead.status',
        'role.grant',
        'mail.resend',
      ]);
      const status = all.rows[3]!;
      expect(status).toMatchObject({
        actorId: dora,
        actorName: 'Dora Admin',
        actorEmail: 'dora@empresa.com.br',
        entity: 'lead',
        entityId: leadId,
        ip: '203.0.113.7',
        diff: { changes: [{ key: 'status', before: 'new', after: 'contacted', changed: true }], details: [] },
      });
      // Actors that are not accounts keep their id, without a name.
      expect(all.rows[0]).toMatchObject({ actorId: 'cron-job', actorName: null, actorEmail: null });
      expect(all.rows[5]).toMatchObject({ actorId: null, actorName: null });

      const oldest = await listAudit(handle.db, admin, { dir: 'asc' });
      expect(oldest.rows.map((r) => r.action).slice(0, 2)).toEqual(['mail.resend', 'role.grant']);
    });

    it('filters by action prefix, entity and entity id', async () => {
      expect((await listAudit(handle.db, admin, { action: 'lead.' })).rows.map((r) => r.action)).toEqual(['lead.assign', 'lead.status']);
      expect((await listAudit(handle.db, admin, { action: 'LEAD' })).total).toBe(3);
      expect((await listAudit(handle.db, admin, { action: '%' })).total).toBe(0);
      expect((await listAudit(handle.db, admin, { entity: 'lead' })).total).toBe(3);
      expect((await listAudit(handle.db, admin, { entity: 'lea' })).total).toBe(0);
      expect((await listAudit(handle.db, admin, { entity: 'lead', entityId: leadId })).rows.map((r) => r.action)).toEqual([
        'lead.assign',
        'lead.status',
      ]);
      expect((await listAudit(handle.db, admin, { entityId: ana })).rows.map((r) => r.action)).toEqual(['role.grant']);
    });

    it('filters by actor id, e-mail or name', async () => {
      expect((await listAudit(handle.db, admin, { actor: ana })).rows.map((r) => r.action)).toEqual(['lead.assign']);
      expect((await listAudit(handle.db, admin, { actor: 'ANA@empresa.com.br' })).rows.map((r) => r.action)).toEqual(['lead.assign']);
      expect((await listAudit(handle.db, admin, { actor: 'dora' })).total).toBe(3);
      // Both accounts' e-mails contain it.
      expect((await listAudit(handle.db, admin, { actor: 'empresa.com' })).total).toBe(4);
      expect((await listAudit(handle.db, admin, { actor: 'cron-job' })).rows.map((r) => r.action)).toEqual(['partner.approve']);
      expect((await listAudit(handle.db, admin, { actor: 'nobody@nowhere.org' })).total).toBe(0);
      expect((await listAudit(handle.db, admin, { actor: randomUUID() })).total).toBe(0);
    });

    it('filters by calendar days in the company time zone, both ends included', async () => {
      const on = async (from: string | null, to: string | null) =>
        (await listAudit(handle.db, admin, { from, to, dir: 'asc' })).rows.map((r) => r.action);
      expect(await on('2025-03-09', '2025-03-09')).toEqual(['lead.status']);
      expect(await on('2025-03-10', '2025-03-10')).toEqual(['lead.assign']);
      expect(await on('2025-03-10', null)).toEqual(['lead.assign', 'leads.export', 'partner.approve']);
      expect(await on(null, '2025-03-08')).toEqual(['mail.resend', 'role.grant']);
      // A malformed day is no filter.
      expect((await listAudit(handle.db, admin, { from: '2025-13-40' })).total).toBe(6);
    });

    it('lists the entities and actions for the filters', async () => {
      expect(await auditFacets(handle.db, admin)).toEqual({
        entities: ['lead', 'mail', 'reseller_application', 'user'],
        actions: ['lead.assign', 'lead.status', 'leads.export', 'mail.resend', 'partner.approve', 'role.grant'],
      });
    });

    it('refuses a non-admin and writes nothing', async () => {
      const before = await handle.db.select().from(auditLog).orderBy(asc(auditLog.id));
      for (const actor of [{ id: 'cron-job' }, { id: randomUUID() }, { id: '' }, null, undefined]) {
        await expect(listAudit(handle.db, actor)).rejects.toBeInstanceOf(NotAdminError);
        await expect(auditFacets(handle.db, actor)).rejects.toBeInstanceOf(NotAdminError);
      }
      expect(await handle.db.select().from(auditLog).orderBy(asc(auditLog.id))).toEqual(before);
      expect((await handle.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(6);
    });
  });

  describe(`what audit entries are about, on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const admin = { id: randomUUID() };
    const leadId = randomUUID();
    const goneLead = randomUUID();
    const partnerId = randomUUID();
    const mailId = randomUUID();
    const account = randomUUID();

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      const db = handle.db;
      await db.insert(authUsers).values([
        { id: admin.id, name: 'Dora Admin', email: 'dora@empresa.com.br' },
        { id: account, name: 'Caio Lima', email: 'caio@empresa.com.br' },
      ]);
      await db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
      await db.insert(leads).values({ id: leadId, type: 'contact', name: 'Helena Prado', email: 'helena@aurora.example.com', payload: {} });
      await db.insert(partners).values({ id: partnerId, name: 'TechSul Soluções' });
      await db.insert(outbox).values({
        id: mailId,
        kind: 'lead-contact',
        toAddress: 'equipe@empresa.com.br',
        subject: 'Orçamento: Helena Prado',
        textBody: 'name: Helena Prado',
      });
      const at = (minute: number) => new Date(Date.UTC(2025, 2, 10, 12, minute));
      const base = { actorId: admin.id, ip: null };
      await db.insert(auditLog).values([
        { ...base, action: 'lead.note', entity: 'lead', entityId: leadId, data: { note: 'ligar amanhã' }, createdAt: at(1) },
        { ...base, action: 'lead.status', entity: 'lead', entityId: goneLead, data: null, createdAt: at(2) },
        { ...base, action: 'partner.update', entity: 'partner', entityId: partnerId, data: null, createdAt: at(3) },
        { ...base, action: 'mail.resend', entity: 'mail', entityId: mailId, data: null, createdAt: at(4) },
        { ...base, action: 'role.grant', entity: 'user', entityId: account, data: { role: 'admin' }, createdAt: at(5) },
        {
          ...base,
          action: 'content.create',
          entity: 'content',
          entityId: 'blog/en/backup-3-2-1',
          data: { kind: 'blog', locale: 'en', slug: 'backup-3-2-1', path: 'content/blog/en/backup-3-2-1.md' },
          createdAt: at(6),
        },
        {
          ...base,
          action: 'content.update',
          entity: 'content',
          entityId: 'content/prices.json',
          data: { path: 'content/prices.json' },
          createdAt: at(7),
        },
        { ...base, action: 'redirect.save', entity: 'redirect', entityId: '/antigo', data: { toPath: '/novo' }, createdAt: at(8) },
        { ...base, action: 'newsletter.erase', entity: 'newsletter_subscriber', entityId: randomUUID(), data: null, createdAt: at(9) },
        {
          ...base,
          action: 'job.run',
          entity: 'seo_runs',
          entityId: randomUUID(),
          data: { after: { job: 'outbox-retry', status: 200 } },
          createdAt: at(10),
        },
      ]);
    }, 60_000);
    afterAll(async () => cleanup?.());

    it('names each record and links to its page; a record that is gone has neither', async () => {
      const { rows } = await listAudit(handle.db, admin, { dir: 'asc' });
      const subject = (action: string) => rows.find((r) => r.action === action)!.subject;
      expect(subject('lead.note')).toEqual({ name: 'Helena Prado', href: `/admin/leads/${leadId}`, gone: false });
      expect(subject('lead.status')).toEqual({ name: null, href: null, gone: true });
      expect(subject('partner.update')).toEqual({ name: 'TechSul Soluções', href: `/admin/parceiros/${partnerId}`, gone: false });
      expect(subject('mail.resend')).toEqual({
        name: 'Orçamento: Helena Prado',
        href: '/admin/emails?q=equipe%40empresa.com.br',
        gone: false,
      });
      expect(subject('role.grant')).toEqual({ name: 'Caio Lima', href: '/admin/usuarios?q=caio%40empresa.com.br', gone: false });
      // A content entry is named by the page from its id; a price table by its path.
      expect(subject('content.create')).toEqual({
        name: null,
        href: '/admin/conteudo/historico?arquivo=content%2Fblog%2Fen%2Fbackup-3-2-1.md',
        gone: false,
      });
      expect(subject('content.update')).toMatchObject({ name: 'content/prices.json', gone: false });
      expect(subject('redirect.save')).toEqual({ name: '/antigo', href: '/admin/redirecionamentos', gone: false });
      expect(subject('newsletter.erase')).toEqual({ name: null, href: null, gone: false });
      expect(subject('job.run')).toEqual({ name: 'outbox-retry', href: '/admin/seo', gone: false });
      // The id itself stays on the row, for support.
      expect(rows.find((r) => r.action === 'lead.note')!.entityId).toBe(leadId);
    });
  });
}
