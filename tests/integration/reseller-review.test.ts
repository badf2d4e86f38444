import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAuth } from '@/lib/auth/local';
import { getRoles } from '@/lib/auth/roles';
import type { DbHandle } from '@/lib/db/client';
import { auditLog, authUsers, outbox, partners, partnerTerritories, resellerApplications, userRoles } from '@/lib/db/schema';
import { seed } from '@/lib/demo/seed';
import {
  approveApplication,
  getApplication,
  listApplications,
  NotAdminError,
  rejectApplication,
  resendInvitation,
} from '@/lib/resellers/admin';
import { testDatabases } from './helpers';
import { mailDrop } from './mail-drop';

const SITE = 'https://revendas.example.test';
const ADMIN = { id: `admin-${randomUUID()}` };
const savedEnv = { SITE_URL: process.env.SITE_URL, AUTH_SECRET: process.env.AUTH_SECRET };
const mailbox = mailDrop();
afterAll(() => mailbox.stop());

beforeAll(() => {
  process.env.SITE_URL = SITE;
  process.env.AUTH_SECRET = 'reseller-review-test-secret-0123456789';
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  delete process.env.SMTP_URL;
});
afterAll(() => {
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

let seq = 0;
/** A stored application, as the public form would leave it (inserted directly). */
function application(overrides: Partial<typeof resellerApplications.$inferInsert> = {}) {
  seq++;
  const n = String(seq).padStart(2, '0');
  return {
    razaoSocial: `Revenda ${n} Tecnologia Ltda`,
    nomeFantasia: `Revenda ${n} TI`,
    cnpj: `1122233300${n}81`,
    nomeResponsavel: `Pessoa ${n}`,
    cargo: 'Diretora',
    email: `revenda${n}.${randomUUID().slice(0, 6)}@example.com.br`,
    telefone: '(48) 99999-0000',
    website: 'https://revenda.example.com.br',
    endereco: 'Rua das Flores',
    numero: '100',
    bairro: 'Centro',
    cidade: 'Florianópolis',
    estado: 'SC',
    cep: '88000-000',
    cepPrincipal: '88010-000',
    especialidades: ['msp', 'backup'],
    cidadesAtuacao: ['Florianópolis', 'São José', 'Palhoça'],
    aceiteTermos: true,
    aceitePublicacao: true,
    documentPath: `${randomUUID()}.pdf`,
    documentName: 'contrato social.pdf',
    documentType: 'application/pdf',
    documentSize: 1234,
    locale: 'pt',
    ...overrides,
  } satisfies typeof resellerApplications.$inferInsert;
}

for (const target of testDatabases()) {
  describe(`reseller review on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const db = () => handle.db;

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      await seed(handle.db, { withUsers: false });
      await handle.db.insert(userRoles).values({ userId: ADMIN.id, role: 'admin' });
    }, 60_000);
    afterAll(async () => cleanup?.());

    async function insert(overrides: Partial<typeof resellerApplications.$inferInsert> = {}) {
      const [row] = await db().insert(resellerApplications).values(application(overrides)).returning();
      return row!;
    }
    const countOf = async (table: typeof partners | typeof partnerTerritories | typeof userRoles | typeof outbox | typeof auditLog) =>
      (await db().select({ n: count() }).from(table))[0]!.n;
    const mailsTo = (email: string) => db().select().from(outbox).where(eq(outbox.toAddress, email));

    it('refuses every function to a non-admin actor, and changes nothing', async () => {
      const app = await insert();
      const [partnerRow] = await db().select({ id: partners.id }).from(partners).limit(1);
      const partnerUser = { id: `partner-${randomUUID()}` };
      await db().insert(userRoles).values({ userId: partnerUser.id, role: 'partner', partnerId: partnerRow!.id });
      const before = await Promise.all([countOf(partners), countOf(auditLog), countOf(outbox)]);
      for (const actor of [null, undefined, { id: '' }, { id: 'nobody' }, partnerUser]) {
        await expect(listApplications(db(), actor, {})).rejects.toBeInstanceOf(NotAdminError);
        await expect(getApplication(db(), actor, app.id)).rejects.toBeInstanceOf(NotAdminError);
        await expect(approveApplication(db(), actor, app.id)).rejects.toBeInstanceOf(NotAdminError);
        await expect(rejectApplication(db(), actor, app.id, 'Motivo suficiente para rejeitar')).rejects.toBeInstanceOf(NotAdminError);
        await expect(resendInvitation(db(), actor, app.id)).rejects.toBeInstanceOf(NotAdminError);
      }
      expect(await Promise.all([countOf(partners), countOf(auditLog), countOf(outbox)])).toEqual(before);
      expect((await getApplication(db(), ADMIN, app.id))?.status).toBe('pending');
    });

    it('approves in one go: partner, territory, application, audit; then the partner role and the invitation', async () => {
      const app = await insert({ locale: 'en', nomeFantasia: 'Ilha Digital', cidade: 'Florianópolis', estado: 'SC' });
      // The applicant's mailbox: the delivered copy of the invitation carries the link.
      mailbox.start();
      const result = await approveApplication(db(), ADMIN, app.id, { ip: '203.0.113.7' }).finally(() => mailbox.pause());
      expect(result).toMatchObject({ ok: true, invite: 'created', email: app.email, partner: { name: 'Ilha Digital' } });
      if (!result.ok) throw new Error('not approved');

      const [partner] = await db().select().from(partners).where(eq(partners.id, result.partner.id));
      expect(partner).toMatchObject({
        name: 'Ilha Digital',
        stateCode: 'SC',
        city: 'Florianópolis',
        email: app.email,
        phone: '(48) 99999-0000',
        active: true,
      });
      const territories = await db().select().from(partnerTerritories).where(eq(partnerTerritories.partnerId, partner!.id));
      expect(territories).toHaveLength(1);
      expect(territories[0]).toMatchObject({ stateCode: 'SC', cities: ['Florianópolis', 'São José', 'Palhoça'] });

      const stored = await getApplication(db(), ADMIN, app.id);
      expect(stored).toMatchObject({ status: 'approved', partnerId: partner!.id, reviewedBy: ADMIN.id, partner: { name: 'Ilha Digital' } });
      expect(stored!.reviewedAt).toBeInstanceOf(Date);

      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, app.id), eq(auditLog.action, 'reseller.approve')));
      expect(audit).toMatchObject({ actorId: ADMIN.id, entity: 'reseller_application', ip: '203.0.113.7' });
      expect(audit!.data).toMatchObject({
        before: { status: 'pending', partnerId: null, reviewedBy: null },
        after: {
          status: 'approved',
          partnerId: partner!.id,
          reviewedBy: ADMIN.id,
          partner: { id: partner!.id, name: 'Ilha Digital' },
          territory: { stateCode: 'SC', cities: ['Florianópolis', 'São José', 'Palhoça'] },
        },
      });

      // The applicant's new account: partner of this partner, nothing else.
      const [user] = await db().select().from(authUsers).where(eq(authUsers.email, app.email));
      expect(user).toMatchObject({ name: app.nomeResponsavel });
      expect(await getRoles(db(), user!.id)).toEqual({ roles: ['partner'], partnerId: partner!.id });

      // The invitation, in the applicant's language, with a set-password link of the reset mechanism.
      const mails = await mailsTo(app.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail).toMatchObject({ kind: 'reseller-invite', status: 'sent' });
      expect(mail.subject).toMatch(/invitation to the Partner Panel/);
      expect(mail.textBody).toContain('Hello, Pessoa');
      expect(mail.textBody).toContain('This is your invitation to the Partner Panel');
      // The set-password link reaches the applicant only: the outbox keeps it redacted.
      expect(mail.textBody).not.toMatch(/reset-password/);
      expect(mail.textBody).toContain('[redacted]');
      const [delivered] = mailbox.to(app.email);
      const link = new URL(delivered!.text.match(/https?:\/\/\S*reset-password\S*/)![0]);
      expect(link.origin).toBe(SITE);
      expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[\w-]{20,}$/);
      expect(link.searchParams.get('callbackURL')).toBe(`${SITE}/en/auth?next=%2Fpainel-parceiro`);
      expect(mail.textBody).toContain(`under "Forgot password" with this e-mail: ${SITE}/en/auth\n`);

      // The link sets a password once; then the account signs in with it.
      const token = link.pathname.split('/').at(-1)!;
      const authApi = createLocalAuth(db()).api;
      await expect(authApi.signInEmail({ body: { email: app.email, password: 'Partner-Password-2026' } })).rejects.toThrow();
      await authApi.resetPassword({ body: { token, newPassword: 'Partner-Password-2026' } });
      const signedIn = await authApi.signInEmail({ body: { email: app.email, password: 'Partner-Password-2026' } });
      expect(signedIn.user.email).toBe(app.email);
      await expect(authApi.resetPassword({ body: { token, newPassword: 'Another-Password-2026' } })).rejects.toThrow();

      const [invited] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, app.id), eq(auditLog.action, 'reseller.invite')));
      expect(invited!.data).toMatchObject({ after: { invite: 'created', userId: user!.id, partnerId: partner!.id } });

      // Reviewed once: a second approval or a rejection is refused.
      expect(await approveApplication(db(), ADMIN, app.id)).toEqual({ ok: false, error: 'not_pending' });
      expect(await rejectApplication(db(), ADMIN, app.id, 'Mudamos de ideia sobre esta revenda')).toEqual({
        ok: false,
        error: 'not_pending',
      });
    });

    it('suffixes a taken partner name with the city, then the state', async () => {
      const first = await insert({ nomeFantasia: 'TechSul Soluções', cidade: 'Chapecó', estado: 'SC' });
      const second = await insert({ nomeFantasia: 'techsul soluções', cidade: 'Chapecó', estado: 'SC' });
      const a = await approveApplication(db(), ADMIN, first.id);
      const b = await approveApplication(db(), ADMIN, second.id);
      expect(a).toMatchObject({ ok: true, partner: { name: 'TechSul Soluções (Chapecó)' } });
      expect(b).toMatchObject({ ok: true, partner: { name: 'techsul soluções (Chapecó/SC)' } });
    });

    it('grants the role to an existing account, keeping its other roles; never takes over another partner', async () => {
      // An admin who applies: keeps admin, gains partner (roles add up).
      const adminEmail = `admin.applicant.${randomUUID().slice(0, 6)}@example.com.br`;
      const authApi = createLocalAuth(db()).api;
      const adminUser = await authApi.signUpEmail({ body: { email: adminEmail, password: 'Admin-Applicant-2026', name: 'Admin' } });
      await db().insert(userRoles).values({ userId: adminUser.user.id, role: 'admin' });
      const app = await insert({ email: adminEmail, nomeFantasia: 'Admin Revendas', locale: 'es' });
      const result = await approveApplication(db(), ADMIN, app.id);
      expect(result).toMatchObject({ ok: true, invite: 'granted' });
      const roles = await getRoles(db(), adminUser.user.id);
      expect(roles.roles.sort()).toEqual(['admin', 'partner']);
      expect(roles.partnerId).toBe(result.ok ? result.partner.id : null);
      const [mail] = await mailsTo(adminEmail);
      expect(mail).toMatchObject({ kind: 'reseller-approved' });
      expect(mail!.textBody).toContain('ya tiene acceso al Panel del Socio');
      expect(mail!.textBody).toContain(`${SITE}/es/auth?next=%2Fpainel-parceiro`);
      expect(mail!.textBody).not.toMatch(/reset-password/);
      // The old password still works: nothing was reset.
      expect((await authApi.signInEmail({ body: { email: adminEmail, password: 'Admin-Applicant-2026' } })).user.id).toBe(
        adminUser.user.id,
      );

      // The same account applies again for another company: its partner stays the first one.
      const again = await insert({ email: adminEmail, nomeFantasia: 'Segunda Empresa' });
      const second = await approveApplication(db(), ADMIN, again.id);
      expect(second).toMatchObject({ ok: true, invite: 'other_partner' });
      expect((await getRoles(db(), adminUser.user.id)).partnerId).toBe(roles.partnerId);
      expect(await mailsTo(adminEmail)).toHaveLength(1);
      // No admin role was created for anyone by approvals.
      const admins = await db().select().from(userRoles).where(eq(userRoles.role, 'admin'));
      expect(admins.map((r) => r.userId).sort()).toEqual([ADMIN.id, adminUser.user.id].sort());
    });

    it('a failure midway leaves nothing: no partner, territory, role, audit or mail', async () => {
      for (const table of ['partner_territories', 'audit_log']) {
        const app = await insert({ nomeFantasia: `Falha em ${table}` });
        const before = await Promise.all([
          countOf(partners),
          countOf(partnerTerritories),
          countOf(userRoles),
          countOf(auditLog),
          countOf(outbox),
        ]);
        // A failing step injected in the database: the insert into `table` raises.
        await db().execute(
          sql.raw(
            `create or replace function test_fail() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
          ),
        );
        await db().execute(sql.raw(`create trigger test_fail before insert on ${table} for each row execute function test_fail()`));
        try {
          const error = await approveApplication(db(), ADMIN, app.id).then(
            () => null,
            (e: Error & { cause?: Error }) => e,
          );
          expect(`${error?.message} ${error?.cause?.message}`).toMatch(/injected failure/);
        } finally {
          await db().execute(sql.raw(`drop trigger test_fail on ${table}`));
        }
        const after = await Promise.all([
          countOf(partners),
          countOf(partnerTerritories),
          countOf(userRoles),
          countOf(auditLog),
          countOf(outbox),
        ]);
        expect(after, table).toEqual(before);
        expect(
          await db()
            .select()
            .from(partners)
            .where(eq(partners.name, `Falha em ${table}`)),
        ).toEqual([]);
        const stored = await getApplication(db(), ADMIN, app.id);
        expect(stored).toMatchObject({ status: 'pending', partnerId: null, reviewedBy: null, reviewedAt: null });
        expect(await db().select().from(authUsers).where(eq(authUsers.email, app.email))).toEqual([]);

        // Nothing half-done blocks a later approval.
        expect(await approveApplication(db(), ADMIN, app.id)).toMatchObject({ ok: true, partner: { name: `Falha em ${table}` } });
      }
    });

    it('two approvals of one application at once create one partner', async () => {
      const app = await insert({ nomeFantasia: 'Corrida Simultânea' });
      const results = await Promise.all([approveApplication(db(), ADMIN, app.id), approveApplication(db(), ADMIN, app.id)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: 'not_pending' }]);
      expect(await db().select().from(partners).where(eq(partners.name, 'Corrida Simultânea'))).toHaveLength(1);
    });

    it('rejects with the reason: note, reviewer, audit and the mail in the applicant language', async () => {
      const app = await insert({ locale: 'es', nomeFantasia: 'Rechazada SA' });
      const partnersBefore = await countOf(partners);
      expect(await rejectApplication(db(), ADMIN, app.id, '  curto ')).toEqual({
        ok: false,
        error: 'invalid_reason',
        messageKey: 'reasonMin',
      });
      expect(await rejectApplication(db(), ADMIN, app.id, 'x'.repeat(2001))).toMatchObject({ messageKey: 'reasonMax' });
      expect((await getApplication(db(), ADMIN, app.id))?.status).toBe('pending');

      const reason = 'Documentação incompleta: falta o contrato social atualizado.';
      const result = await rejectApplication(db(), ADMIN, app.id, `  ${reason}  `, { ip: '198.51.100.4' });
      expect(result).toEqual({ ok: true, email: app.email, mailed: true });
      const stored = await getApplication(db(), ADMIN, app.id);
      expect(stored).toMatchObject({ status: 'rejected', reviewNote: reason, reviewedBy: ADMIN.id, partnerId: null });
      expect(await countOf(partners)).toBe(partnersBefore);

      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, app.id), eq(auditLog.action, 'reseller.reject')));
      expect(audit).toMatchObject({ actorId: ADMIN.id, entity: 'reseller_application', ip: '198.51.100.4' });
      expect(audit!.data).toMatchObject({
        before: { status: 'pending', reviewNote: null },
        after: { status: 'rejected', reviewNote: reason, reviewedBy: ADMIN.id },
      });

      const mails = await mailsTo(app.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'reseller-reject', status: 'queued' });
      expect(mails[0]!.subject).toContain('su solicitud al programa de reventa');
      expect(mails[0]!.textBody).toContain('Hola, Pessoa');
      expect(mails[0]!.textBody).toContain('Motivo:');
      expect(mails[0]!.textBody).toContain(reason);

      expect(await approveApplication(db(), ADMIN, app.id)).toEqual({ ok: false, error: 'not_pending' });
      expect(await resendInvitation(db(), ADMIN, app.id)).toEqual({ ok: false, error: 'not_approved' });
      expect(await rejectApplication(db(), ADMIN, randomUUID(), reason)).toEqual({ ok: false, error: 'not_found' });
      expect(await approveApplication(db(), ADMIN, 'not-a-uuid')).toEqual({ ok: false, error: 'not_found' });
      expect(await getApplication(db(), ADMIN, 'not-a-uuid')).toBeNull();
    });

    it('lists pending first, filters by status, state and name or CNPJ, and pages', async () => {
      const tag = randomUUID().slice(0, 6);
      const older = await insert({ nomeFantasia: `Lista ${tag} Antiga`, estado: 'PR', cnpj: '45723174000110' });
      const approved = await insert({ nomeFantasia: `Lista ${tag} Aprovada`, estado: 'PR' });
      await approveApplication(db(), ADMIN, approved.id);
      const newer = await insert({ nomeFantasia: `Lista ${tag} Nova`, estado: 'PR', razaoSocial: `Razão ${tag} Nova Ltda` });

      const all = await listApplications(db(), ADMIN, { q: tag });
      expect(all.items.map((r) => r.id)).toEqual([newer.id, older.id, approved.id]);
      expect(all.total).toBe(3);
      expect((await listApplications(db(), ADMIN, { q: tag, status: 'approved' })).items.map((r) => r.id)).toEqual([approved.id]);
      expect((await listApplications(db(), ADMIN, { q: tag, status: 'pending', uf: 'PR' })).total).toBe(2);
      expect((await listApplications(db(), ADMIN, { q: tag, uf: 'RS' })).total).toBe(0);
      expect((await listApplications(db(), ADMIN, { q: `razão ${tag} nova` })).items.map((r) => r.id)).toEqual([newer.id]);
      // CNPJ with or without punctuation; LIKE wildcards are plain characters.
      expect((await listApplications(db(), ADMIN, { q: '45723174' })).items.map((r) => r.id)).toEqual([older.id]);
      expect((await listApplications(db(), ADMIN, { q: '45.723.174/0001' })).items.map((r) => r.id)).toEqual([older.id]);
      expect((await listApplications(db(), ADMIN, { q: '%' })).total).toBe(0);
      // An alphanumeric CNPJ, found in either case, masked or not.
      const alnum = await insert({ nomeFantasia: `Lista ${randomUUID().slice(0, 6)} Nova Era`, cnpj: '12ABC34501DE35' });
      for (const q of ['12.abc.345/01de-35', '12ABC345', 'abc.345/01'])
        expect(
          (await listApplications(db(), ADMIN, { q })).items.map((r) => r.id),
          q,
        ).toEqual([alnum.id]);
      await db().delete(resellerApplications).where(eq(resellerApplications.id, alnum.id));
      // Unknown filter values fall back to the defaults.
      expect((await listApplications(db(), ADMIN, { q: tag, status: 'bogus' as never, uf: 'XX' })).total).toBe(3);

      const pageTag = randomUUID().slice(0, 6);
      for (let i = 0; i < 23; i++) await insert({ nomeFantasia: `Pagina ${pageTag} ${i}` });
      const page1 = await listApplications(db(), ADMIN, { q: pageTag });
      const page2 = await listApplications(db(), ADMIN, { q: pageTag, page: 2 });
      const beyond = await listApplications(db(), ADMIN, { q: pageTag, page: 99 });
      expect([page1.items.length, page2.items.length, page1.total, page1.pageCount]).toEqual([20, 3, 23, 2]);
      expect(beyond.page).toBe(2);
      expect(new Set([...page1.items, ...page2.items].map((r) => r.id)).size).toBe(23);
    });
  });
}
