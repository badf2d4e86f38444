import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '@/lib/auth/local';
import { startLocalSignUp } from '@/lib/auth/sign-up';
import { OUTBOX_RETRY } from '@/lib/config/limits';
import type { DbHandle } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { runOutboxRetry } from '@/lib/jobs/outbox-retry';
import { submitLeadWith } from '@/lib/leads/submit';
import { REDACTED, sendMail, type Mail } from '@/lib/mail';
import { testDatabases } from './helpers';
import { closedPort, startSmtpServer, type SmtpServerOptions, type TestSmtpServer } from './smtp-server';

/*
 * Outgoing mail through a real SMTP server in this process, as production sends it: SMTP_URL,
 * nodemailer, STARTTLS (or implicit TLS) with a verified certificate, AUTH, MAIL_FROM. A server that
 * refuses, is down, rejects the login or cannot be trusted leaves the mail in the outbox, and the
 * retry job delivers it later, once.
 */

const SITE = 'https://loja.example.test';
const SENDER = { name: 'Suporte TI', address: 'naoresponda@empresa.example' };
const ACCENTS = 'Olá, João — orçamento ação';

const uniqueEmail = (tag: string) => `${tag}.${randomUUID().slice(0, 8)}@cliente.example`;

/** A mail with both parts and accents in the subject and in each part. */
const quote = (to: string): Mail => ({
  kind: 'lead-contact',
  to,
  subject: ACCENTS,
  text: `${ACCENTS}\n\nSeu orçamento de manutenção está pronto; a próxima ação é sua.\n`,
  html: `<p>${ACCENTS}</p><p>Seu orçamento de <strong>manutenção</strong> está pronto.</p>`,
});

for (const target of testDatabases()) {
  // The retry tests make a dozen queries: slow on PGlite when the machine is busy.
  describe(`mail over SMTP on ${target.name}`, { timeout: 60_000 }, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const servers: TestSmtpServer[] = [];
    const db = () => handle.db;

    beforeEach(async () => {
      ({ handle, cleanup } = await target.open());
      vi.stubEnv('MAIL_FROM', `${SENDER.name} <${SENDER.address}>`);
      vi.stubEnv('SMTP_URL', '');
      // SMTP is the only way out: no drop directory to fall back on.
      vi.stubEnv('MAIL_DROP_DIR', '');
      vi.stubEnv('SITE_URL', SITE);
      vi.stubEnv('AUTH_SECRET', 'smtp-test-secret-0123456789abcdef0123');
    }, 120_000);
    afterEach(async () => {
      vi.unstubAllEnvs();
      await Promise.all(servers.splice(0).map((s) => s.close()));
      await cleanup?.();
    });

    async function smtpServer(options?: SmtpServerOptions) {
      const server = await startSmtpServer(options);
      servers.push(server);
      return server;
    }
    const row = async (id: string) => (await db().select().from(outbox).where(eq(outbox.id, id)))[0]!;
    /** The stored next attempt moved into the past, as if its wait were over. */
    const makeDue = (id: string) =>
      db()
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, id));
    // As the cron route and the admin's "run now" call it (JOB_RUNNERS): default options.
    const retryJob = async () => (await runOutboxRetry(db())).body as Record<string, unknown>;

    it('delivers through SMTP_URL over STARTTLS with AUTH: sender, recipient, both parts and accents intact', async () => {
      const server = await smtpServer();
      vi.stubEnv('SMTP_URL', server.url());
      const to = uniqueEmail('joao');
      const mail = quote(to);

      const result = await sendMail(db(), mail);

      expect(result.status).toBe('sent');
      expect(server.received).toHaveLength(1);
      const [got] = server.received;
      // Upgraded to TLS before the (TLS-only) AUTH, and authenticated as the URL's user.
      expect(got!.secure).toBe(true);
      // The password has '@', '/', ':', a space and 'ç': percent-encoded in the URL, decoded for AUTH.
      expect(got!.user).toBe('mailer');
      expect(['PLAIN', 'LOGIN']).toContain(got!.authMethod);
      expect(got!.transmissionType).toBe('ESMTPSA');
      expect(got!.envelope).toEqual({ from: SENDER.address, to: [to] });
      expect(got!.message.from?.value).toEqual([SENDER]);
      expect(got!.message.to).toMatchObject({ value: [{ address: to }] });
      expect(got!.message.subject).toBe(ACCENTS);
      expect(got!.message.text?.trim()).toBe(mail.text.trim());
      expect(got!.message.html).toContain(mail.html);

      const stored = await row(result.id);
      expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null, nextAttemptAt: null, toAddress: to });
      expect(stored.sentAt).toBeInstanceOf(Date);
    });

    it('delivers through an smtps:// URL (implicit TLS)', async () => {
      const server = await smtpServer({ implicitTls: true });
      vi.stubEnv('SMTP_URL', server.url());
      expect(server.url()).toMatch(/^smtps:\/\//);
      const to = uniqueEmail('tls');

      expect((await sendMail(db(), quote(to))).status).toBe('sent');
      expect(server.received.map((m) => [m.envelope.to, m.secure, m.user, m.message.subject])).toEqual([[[to], true, 'mailer', ACCENTS]]);
    });

    it('delivers the password-reset and sign-up links intact while the outbox keeps them redacted', async () => {
      const server = await smtpServer();
      vi.stubEnv('SMTP_URL', server.url());
      const auth = createLocalAuth(db());

      // A password reset, as "forgot password" asks for it.
      const email = uniqueEmail('reset');
      await auth.api.signUpEmail({ body: { email, password: 'Correct-Horse-Battery-9', name: 'Maria Conceição' } });
      await auth.api.requestPasswordReset({ body: { email, redirectTo: `${SITE}/auth` } });
      // The activation link of a new address's sign-up.
      const newcomer = uniqueEmail('novo');
      await startLocalSignUp(db(), auth, {
        email: newcomer,
        password: 'Another-Strong-Pass-7',
        fullName: 'Antônio Gonçalves',
        locale: 'pt',
        next: '/area-do-cliente',
      });

      const cases = [
        { to: email, kind: 'password-reset', link: /https:\/\/\S+\/api\/auth\/reset-password\/[\w-]{20,}\?callbackURL=\S+/ },
        { to: newcomer, kind: 'sign-up-link', link: /https:\/\/\S+\/auth\?token=[\w%-]{20,}/ },
      ];
      for (const { to, kind, link } of cases) {
        const delivered = server.received.filter((m) => m.envelope.to.includes(to));
        expect(delivered, kind).toHaveLength(1);
        const url = delivered[0]!.message.text?.match(link)?.[0];
        expect(url, kind).toBeDefined();
        expect(new URL(url!).origin).toBe(SITE);
        expect(delivered[0]!.message.to).toMatchObject({ value: [{ address: to }] });

        const [stored] = await db().select().from(outbox).where(eq(outbox.toAddress, to));
        expect(stored, kind).toMatchObject({ kind, status: 'sent', attempts: 1 });
        expect(stored!.textBody).toContain(REDACTED);
        expect(stored!.textBody).not.toContain(url!);
        expect(stored!.textBody).not.toMatch(/token=|reset-password\//);
        expect(stored!.subject).toBe(delivered[0]!.message.subject);
      }
    });

    it('never sends a refused access-link mail again: its link was kept nowhere', async () => {
      const refusing = await smtpServer({ refuse: { at: 'data', code: 451, message: 'Try again later' } });
      vi.stubEnv('SMTP_URL', refusing.url());
      const auth = createLocalAuth(db());
      const email = uniqueEmail('reset');
      await auth.api.signUpEmail({ body: { email, password: 'Correct-Horse-Battery-9', name: 'Maria' } });
      await auth.api.requestPasswordReset({ body: { email, redirectTo: `${SITE}/auth` } });

      const [stored] = await db().select().from(outbox).where(eq(outbox.toAddress, email));
      expect(stored).toMatchObject({ kind: 'password-reset', status: 'failed', attempts: 1 });
      expect(stored!.lastError).toMatch(/451/);
      expect(stored!.textBody).toContain(REDACTED);

      const working = await smtpServer();
      vi.stubEnv('SMTP_URL', working.url());
      await makeDue(stored!.id);
      expect(await retryJob()).toMatchObject({ attempted: 0, sent: 0 });
      expect(working.received).toEqual([]);
      expect(await row(stored!.id)).toMatchObject({ status: 'failed', attempts: 1 });
    });

    const failures: { name: string; down: () => Promise<string>; error: RegExp; refusedLogins?: string[] }[] = [
      {
        name: 'a server that refuses the recipient (550)',
        down: async () => (await smtpServer({ refuse: { at: 'rcpt', code: 550, message: 'No such user here' } })).url(),
        error: /550/,
      },
      {
        name: 'a server that refuses the message (451)',
        down: async () => (await smtpServer({ refuse: { at: 'data', code: 451, message: 'Local error in processing' } })).url(),
        error: /451/,
      },
      {
        name: 'a server that is down',
        down: async () => `smtp://mailer:secret@127.0.0.1:${await closedPort()}`,
        error: /ECONNREFUSED/,
      },
      {
        name: 'a server that rejects the login',
        down: async () => (await smtpServer()).url({ password: 'wrong-password' }),
        error: /535|Invalid login/,
        refusedLogins: ['mailer'],
      },
      {
        name: 'a server whose certificate is not trusted',
        down: async () => (await smtpServer()).url({ trusted: false }),
        error: /self[- ]signed certificate/,
      },
    ];

    for (const failure of failures) {
      it(`${failure.name} leaves the mail in the outbox; the retry job delivers it once`, async () => {
        vi.stubEnv('SMTP_URL', await failure.down());
        const to = uniqueEmail('fila');
        const mail = quote(to);
        const before = Date.now();

        const result = await sendMail(db(), mail);

        expect(result.status).toBe('failed');
        const failed = await row(result.id);
        expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
        expect(failed.lastError).toMatch(failure.error);
        // Next attempt after the first wait of the back-off.
        expect(failed.nextAttemptAt).toBeInstanceOf(Date);
        expect(failed.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before + OUTBOX_RETRY.baseDelayMs - 1000);
        expect(failed.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + OUTBOX_RETRY.baseDelayMs + 1000);
        for (const server of servers) expect(server.received).toEqual([]);
        expect(servers.flatMap((s) => s.refusedLogins)).toEqual(failure.refusedLogins ?? []);

        // Not due yet: the job leaves it waiting.
        expect(await retryJob()).toMatchObject({ attempted: 0, sent: 0, remaining: 1 });

        // Due while the server still fails: a second failed attempt, a longer wait.
        await makeDue(result.id);
        expect(await retryJob()).toMatchObject({ attempted: 1, sent: 0, failed: 1, remaining: 1 });
        const again = await row(result.id);
        expect(again).toMatchObject({ status: 'failed', attempts: 2 });
        expect(again.lastError).toMatch(failure.error);
        expect(again.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + OUTBOX_RETRY.baseDelayMs);

        // The server works again: the next due run delivers it, exactly once.
        const working = await smtpServer();
        vi.stubEnv('SMTP_URL', working.url());
        await makeDue(result.id);
        expect(await retryJob()).toMatchObject({ attempted: 1, sent: 1, failed: 0, remaining: 0 });
        expect(await retryJob()).toMatchObject({ attempted: 0, sent: 0, failed: 0, remaining: 0 });
        expect(working.received).toHaveLength(1);
        const [got] = working.received;
        expect(got!.envelope).toEqual({ from: SENDER.address, to: [to] });
        expect(got!.message.subject).toBe(ACCENTS);
        expect(got!.message.text?.trim()).toBe(mail.text.trim());
        expect(got!.message.html).toContain(mail.html);
        expect(got!.secure).toBe(true);
        const sent = await row(result.id);
        expect(sent).toMatchObject({ status: 'sent', attempts: 3, lastError: null, nextAttemptAt: null });
        expect(sent.sentAt).toBeInstanceOf(Date);
      });
    }

    it('answers a contact lead while a slow SMTP server still holds its staff mail, which then arrives', async () => {
      let release!: () => void;
      const server = await smtpServer({ hold: new Promise<void>((resolve) => (release = resolve)) });
      vi.stubEnv('SMTP_URL', server.url());
      const staff = uniqueEmail('equipe');
      vi.stubEnv('LEADS_NOTIFY_EMAIL', staff);
      let delivery: Promise<void> | undefined;
      const submitted = submitLeadWith(
        db(),
        'contact',
        { name: 'Lia Devagar', email: uniqueEmail('lia'), phone: '(11) 98888-7777', message: 'Orçamento de backup' },
        { ip: '198.18.7.1', later: (work) => void (delivery = work()) },
      );
      // A notification sent inside the request would keep the answer waiting on the held server.
      const answer = await Promise.race([submitted, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5000))]);
      expect(answer).toMatchObject({ ok: true, id: expect.any(String) });
      expect(server.received).toEqual([]);
      const [queued] = await db().select().from(outbox).where(eq(outbox.toAddress, staff));
      expect(queued).toMatchObject({ status: 'queued', sentAt: null, subject: expect.stringContaining('Lia Devagar') });

      release();
      await delivery;
      expect(server.received).toHaveLength(1);
      expect(server.received[0]!.envelope.to).toEqual([staff]);
      expect(server.received[0]!.message.subject).toContain('Orçamento: Lia Devagar');
      expect(await row(queued!.id)).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('a staff mail whose server stopped before delivering it is sent by the retry job once its lease is over', async () => {
      const server = await smtpServer();
      vi.stubEnv('SMTP_URL', server.url());
      const staff = uniqueEmail('equipe');
      vi.stubEnv('LEADS_NOTIFY_EMAIL', staff);
      // The work after the answer never runs: the process stopped first.
      const answer = await submitLeadWith(
        db(),
        'contact',
        { name: 'Caio Parado', email: uniqueEmail('caio'), phone: '(11) 97777-6666' },
        { ip: '198.18.7.2', later: () => undefined },
      );
      expect(answer).toMatchObject({ ok: true });
      const [queued] = await db().select().from(outbox).where(eq(outbox.toAddress, staff));
      expect(queued!.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(Date.now() + OUTBOX_RETRY.inlineLeaseMs - 60_000);
      // Within its lease the job leaves it to the process that recorded it.
      expect(await retryJob()).toMatchObject({ attempted: 0 });
      await makeDue(queued!.id);
      expect(await retryJob()).toMatchObject({ attempted: 1, sent: 1 });
      expect(server.received.map((m) => m.envelope.to)).toEqual([[staff]]);
      expect(await row(queued!.id)).toMatchObject({ status: 'sent' });
    });
  });
}
