import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPANY } from '@/lib/config/company';
import type { DbHandle } from '@/lib/db/client';
import { outbox, resellerApplications } from '@/lib/db/schema';
import { submitResellerApplication, type ResellerSubmitMeta, type UploadedDocument } from '@/lib/resellers/submit';
import { resellerApplication } from '../fixtures/reseller-application';
import { testCnpj, testDatabases } from './helpers';

/*
 * What one reseller application stores and tells the staff and the applicant: every line of both
 * mails, the document's size as people read it, and the checks in front of the insert (honeypot,
 * fill time, document size, keyed replays).
 */

const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n');
/** A PDF of exactly `bytes` bytes (its type is read from the first bytes). */
const pdfOf = (bytes: number, name = 'contrato.pdf'): UploadedDocument => {
  const data = new Uint8Array(bytes);
  data.set(PDF_HEAD);
  return { name, data };
};

let ipCounter = 0;
const nextIp = () => `198.18.7.${++ipCounter}`;
let cnpjCounter = 7100;
/** A word of letters only, unique to one test (names refuse digits). */
const uniqueWord = () =>
  randomUUID()
    .slice(0, 8)
    .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!);

for (const target of testDatabases()) {
  describe(`one reseller application on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    let dataDir: string;
    const db = () => handle.db;
    const uploads = async () => (await readdir(join(dataDir, 'uploads')).catch(() => [] as string[])).filter((f) => !f.startsWith('.'));
    const meta = (extra: Partial<ResellerSubmitMeta> = {}): ResellerSubmitMeta => ({
      ip: nextIp(),
      locale: 'pt',
      startedAt: Date.now() - 5000,
      ...extra,
    });
    /** A valid application with its own trade name, CNPJ and e-mail. */
    const application = (patch: Record<string, unknown> = {}) => {
      const word = uniqueWord();
      return resellerApplication(word, { cnpj: testCnpj(++cnpjCounter), email: `contato.${word}@revenda.example`, ...patch });
    };
    const mailsTo = async (address: string) => db().select().from(outbox).where(eq(outbox.toAddress, address));
    const rowsOf = async (email: string) =>
      (await db().select({ n: count() }).from(resellerApplications).where(eq(resellerApplications.email, email)))[0]!.n;

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      dataDir = await mkdtemp(join(tmpdir(), 'reseller-submit-'));
    }, 60_000);
    afterAll(async () => {
      await cleanup?.();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });
    afterEach(() => vi.unstubAllEnvs());

    /** Mails are queued in the outbox only; the staff's address is unique to the test. */
    function staffAddress() {
      const staff = `revendas.${uniqueWord()}@empresa.example`;
      vi.stubEnv('PGLITE_DIR', join(dataDir, 'pglite'));
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '');
      vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '');
      vi.stubEnv('SITE_URL', 'https://www.empresa.example');
      vi.stubEnv('SMTP_URL', '');
      vi.stubEnv('MAIL_DROP_DIR', '');
      vi.stubEnv('LEADS_NOTIFY_EMAIL', staff);
      return staff;
    }

    it('tells the staff of an application in labelled lines: empty fields left out, lists joined, the review link last', async () => {
      const staff = staffAddress();
      const input = application({ website: '', cep_principal: '', especialidades: ['msp', 'backup', 'storage'] });
      const result = await submitResellerApplication(db(), input, pdfOf(2048, 'Contrato Social.pdf'), meta({ locale: 'es' }));
      expect(result).toMatchObject({ ok: true });
      const id = (result as { id: string }).id;
      const [mail] = await mailsTo(staff);
      expect(mail!.kind).toBe('reseller-application');
      expect(mail!.subject).toBe(`Nova solicitação de revenda: ${input.nome_fantasia}`);
      expect(mail!.textBody.split('\n')).toEqual([
        'Uma nova solicitação para o programa de revendas foi recebida e aguarda análise.',
        '',
        `Razão Social: ${input.razao_social}`,
        `Nome Fantasia: ${input.nome_fantasia}`,
        `CNPJ: ${input.cnpj}`,
        'Responsável: Joana Revendedora (Diretora)',
        `E-mail: ${input.email}`,
        'Telefone: (48) 99876-5432',
        'Endereço: Rua das Palmeiras, 42 — Centro, Joinville/SC, 89201-000',
        'Especialidades: msp, backup, storage',
        'Cidades de atuação: Joinville, Jaraguá do Sul',
        'Documento: Contrato Social.pdf (application/pdf, 2 KB)',
        'Idioma: es',
        '',
        `Analisar a solicitação: https://www.empresa.example/admin/revendas/${id}`,
      ]);
    });

    it('gives the document’s size in KB under a megabyte (at least 1 KB) and in MB with one decimal from a megabyte up', async () => {
      const staff = staffAddress();
      for (const [bytes, shown] of [
        [100, '1 KB'],
        [1535, '1 KB'],
        [1536, '2 KB'],
        [1024 * 1024 - 1, '1024 KB'],
        [1024 * 1024, '1.0 MB'],
        [1024 * 1024 * 2.5, '2.5 MB'],
      ] as const) {
        const input = application();
        expect(await submitResellerApplication(db(), input, pdfOf(bytes), meta()), `${bytes} bytes`).toMatchObject({ ok: true });
        const [mail] = (await mailsTo(staff)).filter((m) => m.subject.endsWith(input.nome_fantasia));
        expect(mail!.textBody, `${bytes} bytes`).toContain(`Documento: contrato.pdf (application/pdf, ${shown})\n`);
      }
    });

    it('keeps the optional website and main CEP in the staff notice when given, and mails the company without a staff address', async () => {
      staffAddress();
      vi.stubEnv('LEADS_NOTIFY_EMAIL', '');
      const input = application({ website: 'revenda.example', cep_principal: '89201-100' });
      expect(await submitResellerApplication(db(), input, pdfOf(600), meta())).toMatchObject({ ok: true });
      const [mail] = (await mailsTo(COMPANY.email)).filter((m) => m.subject.endsWith(input.nome_fantasia));
      const lines = mail!.textBody.split('\n');
      expect(lines).toContain('Website: https://revenda.example');
      expect(lines).toContain('CEP principal: 89201-100');
      expect(lines.indexOf('Website: https://revenda.example')).toBe(lines.indexOf('Telefone: (48) 99876-5432') + 1);
    });

    it('confirms to the applicant in the form’s language, naming the trade name, the CNPJ and the company', async () => {
      staffAddress();
      const input = application({ nome_responsavel: 'Mariana Costa' });
      expect(await submitResellerApplication(db(), input, pdfOf(600), meta({ locale: 'pt' }))).toMatchObject({ ok: true });
      const [mail] = await mailsTo(input.email);
      expect(mail!.kind).toBe('reseller-confirmation');
      expect(mail!.subject).toBe(`Recebemos sua solicitação de revenda — ${COMPANY.name}`);
      expect(mail!.textBody.split('\n')).toEqual([
        'Olá, Mariana Costa!',
        '',
        `Recebemos a solicitação de ${input.nome_fantasia} (CNPJ ${input.cnpj}) para o programa de revendas da ${COMPANY.name}, com o documento anexado.`,
        '',
        'Nossa equipe vai analisar os dados e o documento e enviará a resposta para este e-mail. Não é preciso enviar a solicitação novamente.',
        '',
        `Equipe ${COMPANY.name}`,
      ]);
    });

    it('takes a document of exactly 10 MB and refuses one byte more', async () => {
      staffAddress();
      const input = application();
      expect(await submitResellerApplication(db(), input, pdfOf(10 * 1024 * 1024 + 1), meta())).toEqual({
        ok: false,
        error: 'file',
        messageKey: 'fileTooLarge',
        field: 'document',
      });
      expect(await submitResellerApplication(db(), input, pdfOf(10 * 1024 * 1024), meta())).toMatchObject({ ok: true });
      expect(await rowsOf(input.email)).toBe(1);
    });

    it('stores an application whose hidden field holds only spaces; a filled one is dropped as a bot’s', async () => {
      staffAddress();
      const person = application();
      expect(await submitResellerApplication(db(), person, pdfOf(600), meta({ honeypot: '   ' }))).toMatchObject({
        ok: true,
        id: expect.any(String),
      });
      expect(await rowsOf(person.email)).toBe(1);
      const bot = application();
      expect(await submitResellerApplication(db(), bot, pdfOf(600), meta({ honeypot: 'x' }))).toEqual({ ok: true, id: null });
      expect(await rowsOf(bot.email)).toBe(0);
    });

    it('accepts a form filled in exactly 1.5 s and refuses one sent a millisecond sooner', async () => {
      staffAddress();
      const now = Date.now();
      const quick = application();
      expect(await submitResellerApplication(db(), quick, pdfOf(600), meta({ now, startedAt: now - 1499 }))).toEqual({
        ok: false,
        error: 'too_fast',
        messageKey: 'tooFast',
      });
      expect(await submitResellerApplication(db(), quick, pdfOf(600), meta({ now, startedAt: now - 1500 }))).toMatchObject({ ok: true });
      // Without a start time (a client that sends none) the check is skipped.
      const untimed = application();
      expect(await submitResellerApplication(db(), untimed, pdfOf(600), meta({ startedAt: undefined }))).toMatchObject({ ok: true });
    });

    it('answers a repeat of a keyed application with the first id, storing, uploading and mailing nothing again', async () => {
      const staff = staffAddress();
      const input = application();
      const key = randomUUID();
      const first = await submitResellerApplication(db(), input, pdfOf(600), meta({ idempotencyKey: key }));
      expect(first).toMatchObject({ ok: true });
      const files = (await uploads()).length;
      // From another address, as a queued replay may be: the key decides, before any limit.
      const again = await submitResellerApplication(db(), input, pdfOf(600), meta({ idempotencyKey: key }));
      expect(again).toEqual({ ok: true, id: (first as { id: string }).id, replayed: true });
      expect(await rowsOf(input.email)).toBe(1);
      expect((await uploads()).length).toBe(files);
      expect(await mailsTo(staff)).toHaveLength(1);
      expect(await mailsTo(input.email)).toHaveLength(1);
    });

    it('lets two simultaneous attempts with one key store one application, both answered with its id', async () => {
      staffAddress();
      const input = application();
      const key = randomUUID();
      const files = (await uploads()).length;
      const results = await Promise.all(
        [0, 1].map(() => submitResellerApplication(db(), input, pdfOf(600), meta({ idempotencyKey: key }))),
      );
      const ids = results.map((r) => (r as { id: string }).id);
      expect(results.every((r) => r.ok)).toBe(true);
      expect(ids[0]).toBe(ids[1]);
      expect(results.filter((r) => (r as { replayed?: boolean }).replayed)).toHaveLength(1);
      expect(await rowsOf(input.email)).toBe(1);
      expect((await uploads()).length).toBe(files + 1);
    });

    it('treats an empty key as none: two different applications are both stored', async () => {
      staffAddress();
      const one = application();
      const two = application();
      const first = await submitResellerApplication(db(), one, pdfOf(600), meta({ idempotencyKey: '' }));
      const second = await submitResellerApplication(db(), two, pdfOf(600), meta({ idempotencyKey: '' }));
      expect(second).toMatchObject({ ok: true });
      expect((second as { id: string }).id).not.toBe((first as { id: string }).id);
      expect(second).not.toHaveProperty('replayed');
      expect(await rowsOf(two.email)).toBe(1);
    });

    it('names the field and the refused character of a bad name, and no field for a body that is not a form', async () => {
      staffAddress();
      expect(await submitResellerApplication(db(), application({ nome_responsavel: 'Joana 2' }), pdfOf(600), meta())).toMatchObject({
        ok: false,
        error: 'validation',
        field: 'nome_responsavel',
        messageValues: { chars: '2' },
      });
      expect(await submitResellerApplication(db(), 'not an object', pdfOf(600), meta())).toMatchObject({
        ok: false,
        error: 'validation',
        field: '',
      });
    });
  });
}
