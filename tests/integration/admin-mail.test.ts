import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOutbox, mailKinds, resendMail } from '@/lib/admin/mail';
import { NotAdminError } from '@/lib/auth/authz';
import type { DbHandle } from '@/lib/db/client';
import { auditLog, outbox, userRoles } from '@/lib/db/schema';
import type * as MailModule from '@/lib/mail';
import { testDatabases } from './helpers';
import { mailDrop } from './mail-drop';

// Lets a test act while a mail is being delivered (after its claim, before it is marked sent).
const during = vi.hoisted(() => ({ delivery: null as null | (() => Promise<void>) }));
vi.mock('@/lib/mail', async (importOriginal) => {
  const actual = await importOriginal<typeof MailModule>();
  return {
    ...actual,
    deliverQueued: async (...args: Parameters<typeof actual.deliverQueued>) => {
      const hook = during.delivery;
      during.delivery = null;
      await hook?.();
      return actual.deliverQueued(...args);
    },
  };
});

const RESET_LINK = 'http://localhost:3000/api/auth/reset-password/Zx81secretTOKEN?callbackURL=%2Fauth';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

const savedSmtp = process.env.SMTP_URL;
beforeAll(() => {
  delete process.env.SMTP_URL;
});
afterAll(() => {
  if (savedSmtp !== undefined) process.env.SMTP_URL = savedSmtp;
});

for (const target of testDatabases()) {
  describe(`admin mail outbox on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const admin = { id: `mail-admin-${target.name}` };
    // A mailbox of this database's run only.
    const mailbox = mailDrop();
    const ids: Record<string, string> = {};

    const row = async (id: string) => (await handle.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    const auditRows = () => handle.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
    const state = async () => ({
      outbox: await handle.db.select().from(outbox).orderBy(asc(outbox.id)),
      audit: (await handle.db.select({ n: count() }).from(auditLog))[0]!.n,
    });

    // Each group of tests gets a database and mailbox of its own with the same mails: the readers
    // list exactly these, whatever the writers resend and in whatever order the tests run.
    const setUp = async () => {
      mailbox.start();
      ({ handle, cleanup } = await target.open());
      await handle.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
      const rows = await handle.db
        .insert(outbox)
        .values([
          {
            kind: 'lead-staff',
            toAddress: 'comercial@empresa.com.br',
            subject: 'Novo lead: Ana',
            textBody: 'Ana pediu contato.',
            status: 'sent',
            attempts: 1,
            sentAt: minutesAgo(49),
            createdAt: minutesAgo(50),
          },
          {
            kind: 'lead-staff',
            toAddress: 'comercial@empresa.com.br',
            subject: 'Novo lead: Bruno',
            textBody: 'Bruno pediu orçamento.',
            status: 'failed',
            attempts: 2,
            lastError: 'connect ECONNREFUSED 127.0.0.1:25',
            nextAttemptAt: minutesAgo(-30),
            createdAt: minutesAgo(40),
          },
          {
            kind: 'password-reset',
            toAddress: 'carla@cliente.com.br',
            subject: 'Redefinir senha',
            // Stored before redaction existed: the link is still in the row.
            textBody: `Olá Carla,\n\nDefina uma nova senha: ${RESET_LINK}\n\nAté logo.`,
            status: 'failed',
            attempts: 1,
            lastError: 'Not delivered',
            createdAt: minutesAgo(30),
          },
          {
            kind: 'partner-invite',
            toAddress: 'dora@parceiro.com.br',
            subject: 'Convite de parceiro',
            textBody: 'Crie sua senha: [redacted]',
            status: 'failed',
            attempts: 1,
            lastError: 'Not delivered: no SMTP_URL',
            createdAt: minutesAgo(20),
          },
          {
            kind: 'newsletter-welcome',
            toAddress: 'eva@exemplo.org',
            subject: 'Bem-vinda à newsletter',
            textBody: 'Obrigado por assinar.',
            status: 'queued',
            createdAt: minutesAgo(10),
          },
        ])
        .returning({ id: outbox.id, subject: outbox.subject });
      for (const r of rows) ids[r.subject] = r.id;
    };
    const tearDown = async () => {
      mailbox.stop();
      await cleanup?.();
    };

    describe('reading', () => {
      beforeAll(setUp, 60_000);
      afterAll(tearDown);

      it('lists the outbox newest first, filtered by status, kind and text', async () => {
        const all = await listOutbox(handle.db, admin);
        expect(all.total).toBe(5);
        expect(all.rows.map((r) => r.subject)).toEqual([
          'Bem-vinda à newsletter',
          'Convite de parceiro',
          'Redefinir senha',
          'Novo lead: Bruno',
          'Novo lead: Ana',
        ]);
        expect(all.rows[3]).toMatchObject({
          to: 'comercial@empresa.com.br',
          kind: 'lead-staff',
          status: 'failed',
          attempts: 2,
          lastError: 'connect ECONNREFUSED 127.0.0.1:25',
          sentAt: null,
          nextAttemptAt: expect.any(Date),
          text: 'Bruno pediu orçamento.',
          redacted: false,
          resendable: true,
        });
        expect(all.rows[4]).toMatchObject({ status: 'sent', sentAt: expect.any(Date), resendable: false });

        const oldest = await listOutbox(handle.db, admin, { dir: 'asc' });
        expect(oldest.rows[0]!.subject).toBe('Novo lead: Ana');

        const failed = await listOutbox(handle.db, admin, { status: 'failed' });
        expect(failed.rows.map((r) => r.subject)).toEqual(['Convite de parceiro', 'Redefinir senha', 'Novo lead: Bruno']);
        expect((await listOutbox(handle.db, admin, { status: 'queued' })).rows.map((r) => r.subject)).toEqual(['Bem-vinda à newsletter']);
        expect((await listOutbox(handle.db, admin, { kind: 'lead-staff' })).total).toBe(2);
        expect((await listOutbox(handle.db, admin, { kind: 'lead-staff', status: 'sent' })).rows.map((r) => r.subject)).toEqual([
          'Novo lead: Ana',
        ]);
        // Recipient or subject, case-insensitively.
        expect((await listOutbox(handle.db, admin, { q: 'CLIENTE.com' })).rows.map((r) => r.subject)).toEqual(['Redefinir senha']);
        expect((await listOutbox(handle.db, admin, { q: 'novo lead' })).total).toBe(2);
        expect((await listOutbox(handle.db, admin, { q: '%' })).total).toBe(0);

        expect(await mailKinds(handle.db, admin)).toEqual(['lead-staff', 'newsletter-welcome', 'partner-invite', 'password-reset']);
      });

      it('shows a mail that carried an access link redacted, flagged, and never resendable', async () => {
        const { rows } = await listOutbox(handle.db, admin, { q: 'Redefinir' });
        const reset = rows[0]!;
        expect(reset.text).toBe('Olá Carla,\n\nDefina uma nova senha: [redacted]\n\nAté logo.');
        expect(reset.text).not.toContain('Zx81secretTOKEN');
        expect(reset).toMatchObject({ redacted: true, resendable: false });
        const invite = (await listOutbox(handle.db, admin, { q: 'Convite' })).rows[0]!;
        expect(invite).toMatchObject({ text: 'Crie sua senha: [redacted]', redacted: true, resendable: false });
      });
    });

    describe('writing', () => {
      beforeAll(setUp, 60_000);
      afterAll(tearDown);

      it('refuses to resend a mail whose link was redacted, writing nothing', async () => {
        const before = await state();
        expect(await resendMail(handle.db, admin, ids['Convite de parceiro'])).toEqual({ ok: false, error: 'redacted' });
        expect(await resendMail(handle.db, admin, ids['Redefinir senha'])).toEqual({ ok: false, error: 'redacted' });
        expect(await resendMail(handle.db, admin, ids['Novo lead: Ana'])).toEqual({ ok: false, error: 'already_sent' });
        expect(await resendMail(handle.db, admin, '00000000-0000-4000-8000-000000000000')).toEqual({ ok: false, error: 'not_found' });
        expect(await resendMail(handle.db, admin, 'not-a-uuid')).toEqual({ ok: false, error: 'not_found' });
        expect(await state()).toEqual(before);
        expect(mailbox.to('dora@parceiro.com.br')).toEqual([]);
        expect(mailbox.to('carla@cliente.com.br')).toEqual([]);
      });

      it('resends a failed mail now through the drop directory, with an audit row', async () => {
        const id = ids['Novo lead: Bruno']!;
        const result = await resendMail(handle.db, admin, id, { ip: '203.0.113.5' });
        expect(result).toEqual({ ok: true, status: 'sent', to: 'comercial@empresa.com.br' });

        const delivered = mailbox.to('comercial@empresa.com.br');
        expect(delivered).toHaveLength(1);
        expect(delivered[0]).toMatchObject({ id, subject: 'Novo lead: Bruno', text: 'Bruno pediu orçamento.' });

        const after = await row(id);
        expect(after).toMatchObject({ status: 'sent', attempts: 3, lastError: null, nextAttemptAt: null });
        expect(after.sentAt).toBeInstanceOf(Date);

        const audit = (await auditRows()).filter((a) => a.entityId === id);
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'mail.resend', entity: 'mail', ip: '203.0.113.5' });
        expect(audit[0]!.data).toMatchObject({
          to: 'comercial@empresa.com.br',
          before: { status: 'failed', attempts: 2 },
          after: { attempts: 3 },
        });

        // Sent now: a second resend is refused.
        expect(await resendMail(handle.db, admin, id)).toEqual({ ok: false, error: 'already_sent' });
        expect(mailbox.to('comercial@empresa.com.br')).toHaveLength(1);
      });

      it('two resends of one mail at the same moment deliver it once', async () => {
        const [mail] = await handle.db
          .insert(outbox)
          .values({
            kind: 'lead-staff',
            toAddress: 'duplo@empresa.com.br',
            subject: 'Duplo',
            textBody: 'Uma vez',
            status: 'failed',
            attempts: 1,
          })
          .returning({ id: outbox.id });
        const outcomes = await Promise.all([resendMail(handle.db, admin, mail!.id), resendMail(handle.db, admin, mail!.id)]);
        expect(outcomes.filter((o) => o.ok)).toEqual([{ ok: true, status: 'sent', to: 'duplo@empresa.com.br' }]);
        expect(['in_progress', 'already_sent']).toContain((outcomes.find((o) => !o.ok) as { error: string }).error);
        expect(mailbox.to('duplo@empresa.com.br')).toHaveLength(1);
        expect(await row(mail!.id)).toMatchObject({ status: 'sent', attempts: 2 });
        expect((await auditRows()).filter((a) => a.entityId === mail!.id)).toHaveLength(1);

        // A second click while the first resend is still delivering is refused.
        const [slow] = await handle.db
          .insert(outbox)
          .values({
            kind: 'lead-staff',
            toAddress: 'lento@empresa.com.br',
            subject: 'Lento',
            textBody: 'Uma vez',
            status: 'failed',
            attempts: 1,
          })
          .returning({ id: outbox.id });
        let second: unknown;
        during.delivery = async () => {
          second = await resendMail(handle.db, admin, slow!.id);
        };
        expect(await resendMail(handle.db, admin, slow!.id)).toMatchObject({ ok: true, status: 'sent' });
        expect(second).toEqual({ ok: false, error: 'in_progress' });
        expect(mailbox.to('lento@empresa.com.br')).toHaveLength(1);
        expect(await row(slow!.id)).toMatchObject({ status: 'sent', attempts: 2 });
      });

      it('with nowhere to deliver, refuses and writes nothing', async () => {
        mailbox.pause();
        try {
          const before = await state();
          expect(await resendMail(handle.db, admin, ids['Bem-vinda à newsletter'])).toEqual({ ok: false, error: 'no_transport' });
          expect(await state()).toEqual(before);
        } finally {
          mailbox.start();
        }
        expect(await resendMail(handle.db, admin, ids['Bem-vinda à newsletter'])).toEqual({
          ok: true,
          status: 'sent',
          to: 'eva@exemplo.org',
        });
        expect(mailbox.to('eva@exemplo.org')).toHaveLength(1);
      });

      it('refuses every function to a non-admin, writing and sending nothing', async () => {
        const [waiting] = await handle.db
          .insert(outbox)
          .values({
            kind: 'lead-staff',
            toAddress: 'fila@empresa.com.br',
            subject: 'Na fila',
            textBody: 'Texto',
            status: 'failed',
            attempts: 1,
          })
          .returning({ id: outbox.id });
        const before = await state();
        for (const actor of [{ id: 'someone' }, { id: '' }, null, undefined]) {
          await expect(listOutbox(handle.db, actor)).rejects.toBeInstanceOf(NotAdminError);
          await expect(mailKinds(handle.db, actor)).rejects.toBeInstanceOf(NotAdminError);
          await expect(resendMail(handle.db, actor, waiting!.id)).rejects.toBeInstanceOf(NotAdminError);
        }
        expect(await state()).toEqual(before);
        expect(mailbox.to('fila@empresa.com.br')).toEqual([]);
      });
    });
  });
}
