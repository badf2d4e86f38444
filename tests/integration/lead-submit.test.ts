import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPANY } from '@/lib/config/company';
import type { DbHandle } from '@/lib/db/client';
import { leads, outbox } from '@/lib/db/schema';
import { submitLeadWith } from '@/lib/leads/submit';
import { normalizeCnpj } from '@/lib/validation/cnpj';
import { testCnpj, testDatabases } from './helpers';

/*
 * What one submission stores and tells the staff: the notice's subject and lines, the fields kept
 * with the lead, and the checks in front of the insert (honeypot, fill time, keyed limits).
 */

let ipCounter = 0;
const nextIp = () => `198.18.9.${++ipCounter}`;
/** A name of letters only (the name rule), unique to one test. */
const uniqueName = (first: string) =>
  `${first} ${randomUUID()
    .slice(0, 8)
    .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

for (const target of testDatabases()) {
  describe(`one lead submission on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const db = () => handle.db;
    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
    }, 60_000);
    afterAll(async () => cleanup?.());
    afterEach(() => vi.unstubAllEnvs());

    const stored = async (name: string) => db().select().from(leads).where(eq(leads.name, name));
    /** The staff notice for a lead, from a recipient unique to the test. */
    async function notice() {
      const staff = `equipe.${randomUUID().slice(0, 8)}@empresa.example`;
      vi.stubEnv('LEADS_NOTIFY_EMAIL', staff);
      vi.stubEnv('SMTP_URL', '');
      vi.stubEnv('MAIL_DROP_DIR', '');
      return async () => db().select().from(outbox).where(eq(outbox.toAddress, staff));
    }

    it('tells the staff of a quote in labelled lines: empty fields left out, the CNPJ masked, the page and the lead id last', async () => {
      const mails = await notice();
      const name = uniqueName('Rosa');
      const cnpj = testCnpj(4411);
      const result = await submitLeadWith(
        db(),
        'contact',
        { name, email: 'rosa@empresa.com.br', phone: '(11) 98888-7777', cnpj: normalizeCnpj(cnpj), company: '', message: 'Backup' },
        { ip: nextIp(), sourcePage: '/contato' },
      );
      expect(result).toMatchObject({ ok: true });
      const id = (result as { id: string }).id;
      const [mail] = await mails();
      expect(mail!.subject).toBe(`[${COMPANY.name}] Orçamento: ${name}`);
      expect(mail!.textBody.split('\n')).toEqual([
        `name: ${name}`,
        'email: rosa@empresa.com.br',
        'phone: (11) 98888-7777',
        `cnpj: ${cnpj}`,
        'message: Backup',
        'página: /contato',
        `id: ${id}`,
      ]);
    });

    it('names an e-book lead as such, and leaves the page line out when none was given', async () => {
      const mails = await notice();
      const name = uniqueName('Ivo');
      const result = await submitLeadWith(db(), 'ebook', { name, email: 'ivo@empresa.com.br', phone: '(11) 97777-6666' }, { ip: nextIp() });
      const [mail] = await mails();
      expect(mail!.subject).toBe(`[${COMPANY.name}] E-book: ${name}`);
      expect(mail!.textBody.split('\n').at(-2)).toBe('phone: (11) 97777-6666');
      expect(mail!.textBody.split('\n').at(-1)).toBe(`id: ${(result as { id: string }).id}`);
    });

    it('answers an e-book lead with a link to its PDF, valid for the time of the submission', async () => {
      const now = Date.UTC(2026, 0, 10, 12, 0, 0);
      const title = 'Guia completo de backup empresarial: da regra 3-2-1 ao restore';
      const result = await submitLeadWith(
        db(),
        'ebook',
        { name: uniqueName('Lara'), email: 'lara@empresa.com.br', phone: '(11) 96666-5555', ebook: title },
        { ip: nextIp(), locale: 'pt', now },
      );
      expect(result).toMatchObject({ ok: true, downloadPath: expect.stringContaining('pt-guia-completo-backup-empresarial.pdf') });
      const expires = Number(new URL((result as { downloadPath: string }).downloadPath, 'http://x').searchParams.get('expires'));
      expect(expires).toBeGreaterThan(now / 1000);
      expect(expires).toBeLessThan(now / 1000 + 7 * 24 * 3600);
      // A quote carries no link.
      const quote = await submitLeadWith(
        db(),
        'contact',
        { name: uniqueName('Caio'), email: 'caio@empresa.com.br', phone: '(11) 95555-4444' },
        { ip: nextIp() },
      );
      expect(quote).not.toHaveProperty('downloadPath');
    });

    it('keeps the account that sent it, the language cut to 5 characters and the page to 500', async () => {
      const name = uniqueName('Nina');
      await submitLeadWith(
        db(),
        'contact',
        { name, email: 'nina@empresa.com.br', phone: '(11) 94444-3333' },
        { ip: nextIp(), userId: 'user-nina', locale: 'pt-BR-x-extra', sourcePage: `/${'a'.repeat(600)}` },
      );
      const [row] = await stored(name);
      expect(row).toMatchObject({ userId: 'user-nina', locale: 'pt-BR' });
      expect(row!.sourcePage).toHaveLength(500);
      const anonymous = uniqueName('Otto');
      await submitLeadWith(db(), 'contact', { name: anonymous, email: 'otto@empresa.com.br', phone: '(11) 93333-2222' }, { ip: nextIp() });
      expect((await stored(anonymous))[0]).toMatchObject({ userId: null, locale: null, sourcePage: null });
    });

    it('takes a honeypot of spaces for a person, and one with text for a bot (answered, nothing stored)', async () => {
      const person = uniqueName('Davi');
      expect(
        await submitLeadWith(
          db(),
          'contact',
          { name: person, email: 'davi@empresa.com.br', phone: '(11) 92222-1111' },
          { ip: nextIp(), honeypot: '   ' },
        ),
      ).toMatchObject({ ok: true, id: expect.any(String) });
      expect(await stored(person)).toHaveLength(1);
      const bot = uniqueName('Robo');
      expect(
        await submitLeadWith(
          db(),
          'contact',
          { name: bot, email: 'robo@empresa.com.br', phone: '(11) 92222-1111' },
          { ip: nextIp(), honeypot: 'x' },
        ),
      ).toEqual({ ok: true, id: null });
      expect(await stored(bot)).toHaveLength(0);
    });

    it('refuses a form sent less than 1.5 s after it was shown, and takes one sent exactly then', async () => {
      const now = Date.now();
      const early = uniqueName('Leo');
      const input = (name: string) => ({ name, email: 'leo@empresa.com.br', phone: '(11) 91111-0000' });
      expect(await submitLeadWith(db(), 'contact', input(early), { ip: nextIp(), now, startedAt: now - 1499 })).toEqual({
        ok: false,
        error: 'too_fast',
        messageKey: 'tooFast',
      });
      expect(await submitLeadWith(db(), 'contact', input(early), { ip: nextIp(), now, startedAt: Number.NaN })).toMatchObject({
        error: 'too_fast',
      });
      expect(await stored(early)).toHaveLength(0);
      const onTime = uniqueName('Lia');
      expect(await submitLeadWith(db(), 'contact', input(onTime), { ip: nextIp(), now, startedAt: now - 1500 })).toMatchObject({
        ok: true,
      });
    });

    it('says which character a name refused', async () => {
      const result = await submitLeadWith(
        db(),
        'contact',
        { name: 'Ana 2', email: 'ana@empresa.com.br', phone: '(11) 98888-7777' },
        { ip: nextIp() },
      );
      expect(result).toEqual({ ok: false, error: 'validation', messageKey: 'nameChars', messageValues: { chars: '2' }, field: 'name' });
    });

    it('counts keyed submissions against the limit too: the 6th from one client, with a new key, is refused and not stored', async () => {
      const ip = nextIp();
      const send = (name: string) =>
        submitLeadWith(
          db(),
          'contact',
          { name, email: 'fila@empresa.com.br', phone: '(11) 98888-7777' },
          { ip, idempotencyKey: randomUUID() },
        );
      for (let i = 0; i < 5; i++) expect(await send(uniqueName('Rui'))).toMatchObject({ ok: true });
      const sixth = uniqueName('Rui');
      expect(await send(sixth)).toMatchObject({ ok: false, error: 'rate_limited', messageKey: 'rateLimited' });
      expect(await stored(sixth)).toHaveLength(0);
    });
  });
}
