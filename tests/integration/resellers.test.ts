import { NextRequest } from 'next/server';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/resellers/route';
import type { Db, DbHandle } from '@/lib/db/client';
import { outbox, resellerApplications } from '@/lib/db/schema';
import { submitResellerApplication, type ResellerSubmitMeta, type UploadedDocument } from '@/lib/resellers/submit';
import { documentStorage, type DocumentStorage } from '@/lib/storage';
import { createSupabaseStorage, StorageRequestError } from '@/lib/storage/supabase';
import { DOCUMENT_KEY } from '@/lib/storage/keys';
import { normalizeCnpj } from '@/lib/validation/cnpj';
import { startFakeSupabaseStorage, type FakeSupabaseStorage } from './fake-supabase-storage';
import { resellerApplication } from '../fixtures/reseller-application';
import { testCnpj as cnpj, testDatabases } from './helpers';

// The route reads its texts with next-intl's server API, which needs Next's request scope outside a test.
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);

const application = (n: number, patch: Record<string, unknown> = {}) =>
  resellerApplication('TechSul', {
    nome_fantasia: `TechSul ${n}`,
    cnpj: cnpj(n),
    nome_responsavel: 'Mariana Costa',
    email: `mariana${n}@techsul.com.br`,
    website: 'techsul.com.br',
    cidades_atuacao: ['Porto Alegre', 'Canoas', 'porto alegre'],
    ...patch,
  });

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const MZ = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
const pdf = (name = 'contrato social.pdf'): UploadedDocument => ({ name, data: PDF });
const human = () => Date.now() - 5000;

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

const KEY = Symbol.for('site.db');
type Holder = { [KEY]?: Promise<DbHandle> };

for (const target of testDatabases()) {
  describe(`reseller applications on ${target.name}`, () => {
    let handle: DbHandle;
    let db: Db;
    let cleanup: () => Promise<void>;
    let dataDir: string;
    const uploads = () => join(dataDir, 'uploads');
    const files = async () => (await readdir(uploads()).catch(() => [] as string[])).filter((f) => !f.startsWith('.'));
    const meta = (extra: Partial<ResellerSubmitMeta> = {}): ResellerSubmitMeta => ({
      ip: nextIp(),
      locale: 'pt',
      startedAt: human(),
      ...extra,
    });
    const rowCount = async () => (await db.select({ n: count() }).from(resellerApplications))[0]!.n;
    const mailCount = async () => (await db.select({ n: count() }).from(outbox))[0]!.n;

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      db = handle.db;
      dataDir = await mkdtemp(join(tmpdir(), 'resellers-'));
      vi.stubEnv('PGLITE_DIR', join(dataDir, 'pglite'));
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '');
      vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '');
      vi.stubEnv('LEADS_NOTIFY_EMAIL', 'revendas@empresa.example');
      vi.stubEnv('SITE_URL', 'https://www.empresa.example');
      vi.stubEnv('TRUSTED_PROXY', '');
      vi.stubEnv('VERCEL', '');
      vi.stubEnv('SMTP_URL', '');
    }, 60_000);
    afterAll(async () => {
      vi.unstubAllEnvs();
      await cleanup?.();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('stores the application with its document on the local disk and queues two mails', async () => {
      const mailsBefore = await mailCount();
      const result = await submitResellerApplication(
        db,
        application(1),
        pdf('C:\\docs\\Contrato\u202E Social.pdf'),
        meta({ locale: 'en' }),
      );
      expect(result).toMatchObject({ ok: true });
      const id = (result as { id: string }).id;
      const [row] = await db.select().from(resellerApplications).where(eq(resellerApplications.id, id));
      expect(row).toMatchObject({
        status: 'pending',
        cnpj: normalizeCnpj(cnpj(1)),
        nomeFantasia: 'TechSul 1',
        email: 'mariana1@techsul.com.br',
        website: 'https://techsul.com.br',
        cepPrincipal: null,
        especialidades: ['msp', 'backup'],
        cidadesAtuacao: ['porto alegre', 'Canoas'],
        locale: 'en',
        documentName: 'Contrato Social.pdf',
        documentType: 'application/pdf',
        documentSize: PDF.byteLength,
      });
      expect(row!.documentPath).toMatch(DOCUMENT_KEY);

      // The admin reads it back through the same storage.
      const stored = await documentStorage().get(row!.documentPath!);
      expect(stored?.contentType).toBe('application/pdf');
      expect(Buffer.from(stored!.data).equals(Buffer.from(PDF))).toBe(true);
      // Stored once, under its own key (other tests store theirs in the same folder).
      expect((await files()).filter((f) => f === row!.documentPath)).toHaveLength(1);
      expect((await stat(uploads())).mode & 0o777).toBe(0o700);
      expect((await stat(join(uploads(), row!.documentPath!))).mode & 0o777).toBe(0o600);

      expect(await mailCount()).toBe(mailsBefore + 2);
      const [staff] = await db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, 'reseller-application'),
            eq(outbox.toAddress, 'revendas@empresa.example'),
            eq(outbox.subject, 'Nova solicitação de revenda: TechSul 1'),
          ),
        );
      expect(staff!.subject).toBe('Nova solicitação de revenda: TechSul 1');
      expect(staff!.textBody).toContain(`https://www.empresa.example/admin/revendas/${id}`);
      expect(staff!.textBody).toContain(`CNPJ: ${cnpj(1)}`);
      expect(staff!.textBody).toContain('Documento: Contrato Social.pdf (application/pdf');
      const [confirmation] = await db.select().from(outbox).where(eq(outbox.toAddress, 'mariana1@techsul.com.br'));
      expect(confirmation).toMatchObject({ kind: 'reseller-confirmation' });
      expect(confirmation!.subject).toMatch(/^We received your reseller application/);
      expect(confirmation!.textBody).toContain('Hello, Mariana Costa!');
      expect(confirmation!.textBody).toContain(`TechSul 1 (CNPJ ${cnpj(1)})`);
    });

    it('writes the confirmation in the applicant’s language', async () => {
      for (const [n, locale, greeting] of [
        [2, 'pt', 'Olá, Mariana Costa!'],
        [3, 'es', '¡Hola, Mariana Costa!'],
      ] as const) {
        expect(await submitResellerApplication(db, application(n), pdf(), meta({ locale }))).toMatchObject({ ok: true });
        const [mail] = await db
          .select()
          .from(outbox)
          .where(eq(outbox.toAddress, `mariana${n}@techsul.com.br`));
        expect(mail!.textBody).toContain(greeting);
      }
    });

    it('stores an alphanumeric CNPJ normalised, mails it masked, and refuses it again in any case', async () => {
      const result = await submitResellerApplication(db, application(12, { cnpj: '12.abc.345/01de-35' }), pdf(), meta());
      expect(result).toMatchObject({ ok: true });
      const [row] = await db
        .select()
        .from(resellerApplications)
        .where(eq(resellerApplications.id, (result as { id: string }).id));
      expect(row!.cnpj).toBe('12ABC34501DE35');
      const [staff] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'reseller-application'), eq(outbox.subject, 'Nova solicitação de revenda: TechSul 12')));
      expect(staff!.textBody).toContain('CNPJ: 12.ABC.345/01DE-35');
      for (const again of ['12.ABC.345/01DE-35', '12.Abc.345/01dE-35'])
        expect(await submitResellerApplication(db, application(13, { cnpj: again }), pdf(), meta())).toEqual({
          ok: false,
          error: 'duplicate',
          messageKey: 'duplicateCnpj',
          field: 'cnpj',
        });
    });

    it('refuses a second application for a CNPJ while one is pending or approved, and allows it after a rejection', async () => {
      const first = await submitResellerApplication(db, application(10), pdf(), meta());
      expect(first.ok).toBe(true);
      const filesBefore = (await files()).length;
      const rowsBefore = await rowCount();
      const again = await submitResellerApplication(db, application(10, { email: 'outra@techsul.com.br' }), pdf(), meta());
      expect(again).toEqual({ ok: false, error: 'duplicate', messageKey: 'duplicateCnpj', field: 'cnpj' });
      expect(await rowCount()).toBe(rowsBefore);
      expect((await files()).length).toBe(filesBefore);

      await db
        .update(resellerApplications)
        .set({ status: 'rejected' })
        .where(eq(resellerApplications.id, (first as { id: string }).id));
      const afterRejection = await submitResellerApplication(db, application(10), pdf(), meta());
      expect(afterRejection.ok).toBe(true);

      await db
        .update(resellerApplications)
        .set({ status: 'approved' })
        .where(eq(resellerApplications.id, (afterRejection as { id: string }).id));
      expect(await submitResellerApplication(db, application(10), pdf(), meta())).toMatchObject({ ok: false, error: 'duplicate' });
    });

    it('lets exactly one of many simultaneous applications for one CNPJ through, leaving no stray files', async () => {
      const filesBefore = (await files()).length;
      // Every upload waits for the others, so all six reach the final check together.
      const local = documentStorage();
      let uploaded = 0;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const storage: DocumentStorage = {
        ...local,
        put: async (data, type) => {
          const key = await local.put(data, type);
          if (++uploaded === 6) release();
          await gate;
          return key;
        },
      };
      const results = await Promise.all(
        Array.from({ length: 6 }, () => submitResellerApplication(db, application(20), pdf(), meta({ storage }))),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.error === 'duplicate')).toHaveLength(5);
      expect(
        await db
          .select()
          .from(resellerApplications)
          .where(eq(resellerApplications.cnpj, normalizeCnpj(cnpj(20)))),
      ).toHaveLength(1);
      expect((await files()).length).toBe(filesBefore + 1);
    });

    it('checks the document: required, at most 10 MB, and PDF/PNG/JPEG by its bytes', async () => {
      const rowsBefore = await rowCount();
      const fileError = (messageKey: string) => ({ ok: false, error: 'file', messageKey, field: 'document' });
      expect(await submitResellerApplication(db, application(30), null, meta())).toEqual(fileError('documentRequired'));
      expect(await submitResellerApplication(db, application(30), { name: 'vazio.pdf', data: new Uint8Array() }, meta())).toEqual(
        fileError('documentRequired'),
      );
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(PDF);
      expect(await submitResellerApplication(db, application(30), { name: 'grande.pdf', data: big }, meta())).toEqual(
        fileError('fileTooLarge'),
      );
      expect(await submitResellerApplication(db, application(30), { name: 'contrato.pdf', data: MZ }, meta())).toEqual(
        fileError('fileType'),
      );
      expect(await submitResellerApplication(db, application(30), { name: 'contrato.pdf', data: ZIP }, meta())).toEqual(
        fileError('fileType'),
      );
      expect(await rowCount()).toBe(rowsBefore);

      // The real type wins over the name.
      const png = await submitResellerApplication(db, application(30), { name: 'cartao.pdf', data: PNG }, meta());
      const [row] = await db
        .select()
        .from(resellerApplications)
        .where(eq(resellerApplications.id, (png as { id: string }).id));
      expect(row).toMatchObject({ documentType: 'image/png', documentName: 'cartao.pdf' });
      expect(row!.documentPath).toMatch(/\.png$/);
    });

    it('validates the fields first, naming the field', async () => {
      expect(await submitResellerApplication(db, application(31, { cnpj: '11.222.333/0001-82' }), pdf(), meta())).toEqual({
        ok: false,
        error: 'validation',
        messageKey: 'cnpjInvalid',
        field: 'cnpj',
      });
      expect(await submitResellerApplication(db, 'not an object', pdf(), meta())).toMatchObject({ ok: false, error: 'validation' });
    });

    it('drops honeypot posts silently and refuses forms sent faster than a person can type', async () => {
      const rowsBefore = await rowCount();
      const mailsBefore = await mailCount();
      const filesBefore = (await files()).length;
      expect(await submitResellerApplication(db, application(40), pdf(), meta({ honeypot: 'http://spam.example' }))).toEqual({
        ok: true,
        id: null,
      });
      expect(await submitResellerApplication(db, application(40), pdf(), meta({ startedAt: Date.now() - 300 }))).toEqual({
        ok: false,
        error: 'too_fast',
        messageKey: 'tooFast',
      });
      expect(await submitResellerApplication(db, application(40), pdf(), meta({ startedAt: Number.NaN }))).toMatchObject({
        error: 'too_fast',
      });
      expect(await rowCount()).toBe(rowsBefore);
      expect(await mailCount()).toBe(mailsBefore);
      expect((await files()).length).toBe(filesBefore);
    });

    it('refuses a sixth application from one IP within ten minutes', async () => {
      const ip = '203.0.113.50';
      const outcomes = [];
      for (let i = 0; i < 6; i++) outcomes.push(await submitResellerApplication(db, application(50 + i), pdf(), meta({ ip })));
      expect(outcomes.slice(0, 5).every((r) => r.ok)).toBe(true);
      expect(outcomes[5]).toMatchObject({ ok: false, error: 'rate_limited', messageKey: 'rateLimited' });
      const retry = (outcomes[5] as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(600);
      expect(await submitResellerApplication(db, application(56), pdf(), meta({ ip: '203.0.113.51' }))).toMatchObject({ ok: true });
    });

    it('removes the stored document when the row cannot be written', async () => {
      const removed: string[] = [];
      const local = documentStorage();
      const storage: DocumentStorage = { ...local, remove: async (key) => (removed.push(key), local.remove(key)) };
      const broken = new Proxy(db, {
        get: (t, p, r) => (p === 'transaction' ? () => Promise.reject(new Error('connection lost')) : Reflect.get(t, p, r)),
      });
      const filesBefore = await files();
      await expect(submitResellerApplication(broken, application(60), pdf(), meta({ storage }))).rejects.toThrow('connection lost');
      expect(removed).toHaveLength(1);
      expect(await local.get(removed[0]!)).toBeNull();
      expect(await files()).toEqual(filesBefore);
    });

    it('stores nothing when the storage is down', async () => {
      const rowsBefore = await rowCount();
      const storage: DocumentStorage = {
        put: () => Promise.reject(new Error('storage down')),
        get: () => Promise.resolve(null),
        remove: () => Promise.resolve(),
      };
      await expect(submitResellerApplication(db, application(61), pdf(), meta({ storage }))).rejects.toThrow('storage down');
      expect(await rowCount()).toBe(rowsBefore);
    });

    it('keeps documents in Supabase Storage when it is configured', async () => {
      const fake = await startFakeSupabaseStorage({ buckets: ['docs'] });
      try {
        vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', fake.url);
        vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', fake.serviceKey);
        vi.stubEnv('SUPABASE_STORAGE_BUCKET', 'docs');
        const filesBefore = await files();
        const result = await submitResellerApplication(db, application(70), pdf(), meta());
        const [row] = await db
          .select()
          .from(resellerApplications)
          .where(eq(resellerApplications.id, (result as { id: string }).id));
        expect(fake.objects.get(`docs/${row!.documentPath}`)?.contentType).toBe('application/pdf');
        const stored = await documentStorage().get(row!.documentPath!);
        expect(Buffer.from(stored!.data).equals(Buffer.from(PDF))).toBe(true);
        expect(await files()).toEqual(filesBefore);
      } finally {
        vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '');
        vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '');
        await fake.close();
      }
    });

    describe('POST /api/resellers', () => {
      const holder = globalThis as Holder;
      beforeAll(() => {
        holder[KEY] = Promise.resolve(handle);
      });
      afterEach(() => {
        holder[KEY] = Promise.resolve(handle);
      });
      afterAll(() => {
        delete holder[KEY];
      });

      function form(data: unknown, document: Blob | null, extra: Record<string, string> = {}) {
        const body = new FormData();
        body.set('data', typeof data === 'string' ? data : JSON.stringify(data));
        if (document) body.set('document', document, (document as File).name ?? 'documento.pdf');
        body.set('locale', 'pt');
        body.set('startedAt', String(human()));
        body.set('website', '');
        for (const [k, v] of Object.entries(extra)) body.set(k, v);
        return body;
      }
      const post = (body: BodyInit, headers: Record<string, string> = {}, query = '') =>
        POST(
          new NextRequest(`http://localhost:3210/api/resellers${query}`, {
            method: 'POST',
            body,
            headers: { 'x-forwarded-for': nextIp(), ...headers },
          }),
        );
      const pdfFile = () => new File([PDF], 'Cartão CNPJ.pdf', { type: 'application/pdf' });

      it('201 with the id; the row and the document are stored', async () => {
        const res = await post(form(application(80), pdfFile(), { locale: 'es' }), { origin: 'http://localhost:3210' });
        expect(res.status).toBe(201);
        const body = (await res.json()) as { ok: boolean; title: string; data: { id: string } };
        expect(body).toMatchObject({ ok: true, title: '¡Registro recibido!' });
        const [row] = await db.select().from(resellerApplications).where(eq(resellerApplications.id, body.data.id));
        expect(row).toMatchObject({
          cnpj: normalizeCnpj(cnpj(80)),
          locale: 'es',
          documentName: 'Cartão CNPJ.pdf',
          documentType: 'application/pdf',
        });
        expect((await documentStorage().get(row!.documentPath!))?.data.byteLength).toBe(PDF.byteLength);
        // The public origin is this site too.
        const again = await post(form(application(81), pdfFile()), { origin: 'https://www.empresa.example' });
        expect(again.status).toBe(201);
      });

      it('422 names the field with its message in the request language', async () => {
        let res = await post(form(application(82, { telefone: '123' }), pdfFile()));
        expect(res.status).toBe(422);
        expect(await res.json()).toMatchObject({
          ok: false,
          error: 'validation',
          title: 'Erro ao enviar',
          field: 'telefone',
          description: 'Telefone inválido. Use o formato: (00) 00000-0000',
        });

        res = await post(form(application(82), null, { locale: 'en' }));
        expect(res.status).toBe(422);
        expect(await res.json()).toMatchObject({
          ok: false,
          field: 'document',
          description: 'Attach the articles of association or the CNPJ card',
        });

        res = await post(form(application(82), new File([MZ], 'contrato.pdf', { type: 'application/pdf' })));
        expect(await res.json()).toMatchObject({
          ok: false,
          field: 'document',
          description: 'Apenas arquivos PDF, JPG ou PNG são permitidos',
        });

        res = await post(form(application(82), pdfFile(), { startedAt: String(Date.now()) }));
        expect(res.status).toBe(422);
        expect(await res.json()).toMatchObject({
          ok: false,
          description: 'Não conseguimos confirmar o envio. Revise os dados e envie novamente.',
        });
      });

      it('201 without storing for the honeypot', async () => {
        const before = await rowCount();
        const res = await post(form(application(83), pdfFile(), { website: 'http://spam.example' }));
        expect(res.status).toBe(201);
        expect(await res.json()).toMatchObject({ ok: true, data: {} });
        expect(await rowCount()).toBe(before);
      });

      it('409 for a CNPJ already under review', async () => {
        expect((await post(form(application(84), pdfFile()))).status).toBe(201);
        const res = await post(form(application(84), pdfFile()));
        expect(res.status).toBe(409);
        expect(await res.json()).toMatchObject({
          ok: false,
          error: 'conflict',
          field: 'cnpj',
          description: 'Já existe uma solicitação em análise ou aprovada para este CNPJ.',
        });
      });

      it('429 with Retry-After after five applications from one IP', async () => {
        const ip = '203.0.113.90';
        for (let i = 0; i < 5; i++) expect((await post(form(application(90 + i), pdfFile()), { 'x-forwarded-for': ip })).status).toBe(201);
        const res = await post(form(application(95), pdfFile()), { 'x-forwarded-for': ip });
        expect(res.status).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await res.json()).toMatchObject({ ok: false, description: expect.stringContaining('Muitas solicitações') });
      });

      it('400 for a body that is not the form; 415 for anything but multipart', async () => {
        let res = await post(form('{not json', pdfFile()));
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ ok: false, error: 'bad_request', description: 'Dados inválidos' });
        res = await post(form('[1,2]', pdfFile()));
        expect(res.status).toBe(400);
        res = await post('--x\r\nbroken', { 'content-type': 'multipart/form-data; boundary=x' });
        expect(res.status).toBe(400);
        res = await post(JSON.stringify(application(96)), { 'content-type': 'application/json' });
        expect(res.status).toBe(415);
        // Multipart without a boundary cannot be read: refused as the wrong type, before the body.
        res = await post('--x\r\nbroken', { 'content-type': 'multipart/form-data' });
        expect(res.status).toBe(415);
        // Nesting deep enough to overflow a recursive walk is malformed input, not a server failure.
        res = await post(form(`{"razao_social":${'['.repeat(20000)}${']'.repeat(20000)}}`, pdfFile()));
        expect(res.status).toBe(400);
      });

      it('413 for a body over 10 MB + 64 KB, by its declared length or as it streams', async () => {
        let res = await post(
          'x',
          { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(11 * 1024 * 1024) },
          '?locale=en',
        );
        expect(res.status).toBe(413);
        expect(await res.json()).toMatchObject({
          ok: false,
          error: 'too_large',
          title: 'Could not send',
          field: 'document',
          description: 'The file must be at most 10MB',
        });
        const big = new Uint8Array(10 * 1024 * 1024 + 70 * 1024);
        big.set(PDF);
        res = await post(form(application(97), new File([big], 'grande.pdf')));
        expect(res.status).toBe(413);
        // Just over 10 MB fits the body cap and is refused by the file rule.
        res = await post(form(application(97), new File([big.subarray(0, 10 * 1024 * 1024 + 1)], 'grande.pdf')));
        expect(res.status).toBe(422);
        expect(await res.json()).toMatchObject({ field: 'document', description: 'Arquivo deve ter no máximo 10MB' });
      });

      it('403 for a post from another site', async () => {
        const before = await rowCount();
        for (const origin of ['https://evil.example', 'null', 'http://localhost:3211']) {
          const res = await post(form(application(98), pdfFile()), { origin });
          expect(res.status, origin).toBe(403);
        }
        // A browser that says the request comes from another site, with or without Origin.
        for (const site of ['cross-site', 'same-site']) {
          const res = await post(form(application(98), pdfFile()), { 'sec-fetch-site': site });
          expect(res.status, site).toBe(403);
        }
        expect(await rowCount()).toBe(before);
      });

      it('503 when the database is down', async () => {
        const down = Promise.reject(new Error('ECONNREFUSED'));
        down.catch(() => {});
        holder[KEY] = down;
        const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
        try {
          const res = await post(form(application(99), pdfFile()));
          expect(res.status).toBe(503);
          expect(await res.json()).toMatchObject({
            ok: false,
            error: 'failed',
            description: 'Erro ao enviar. Tente novamente ou entre em contato via WhatsApp',
          });
        } finally {
          errors.mockRestore();
        }
      });
    });
  });
}

describe('Supabase Storage adapter', () => {
  let fake: FakeSupabaseStorage;
  beforeAll(async () => {
    fake = await startFakeSupabaseStorage();
  });
  afterAll(async () => fake?.close());

  it('creates the private bucket once, uploads without upsert, downloads and deletes', async () => {
    const storage = createSupabaseStorage({ url: `${fake.url}/`, serviceKey: fake.serviceKey, bucket: 'reseller-documents' });
    const key = await storage.put(PDF, 'application/pdf');
    expect(key).toMatch(DOCUMENT_KEY);
    expect(fake.buckets.get('reseller-documents')).toEqual({
      public: false,
      fileSizeLimit: 10 * 1024 * 1024,
      allowedMimeTypes: ['application/pdf', 'image/png', 'image/jpeg'],
    });

    const upload = fake.requests.filter((r) => r.method === 'POST' && r.path === `/storage/v1/object/reseller-documents/${key}`).at(-1)!;
    expect(upload.headers).toMatchObject({
      authorization: `Bearer ${fake.serviceKey}`,
      apikey: fake.serviceKey,
      'content-type': 'application/pdf',
      'x-upsert': 'false',
    });
    expect(upload.bodyBytes).toBe(PDF.byteLength);

    const png = await storage.put(PNG, 'image/png');
    expect(fake.requests.filter((r) => r.path === '/storage/v1/bucket')).toHaveLength(1);

    const got = await storage.get(key);
    expect(got?.contentType).toBe('application/pdf');
    expect(Buffer.from(got!.data).equals(Buffer.from(PDF))).toBe(true);
    expect((await storage.get(png))?.contentType).toBe('image/png');
    // Private: no public URL serves it.
    expect((await fetch(`${fake.url}/storage/v1/object/public/reseller-documents/${png}`)).status).toBe(404);

    await storage.remove(key);
    expect(fake.objects.has(`reseller-documents/${key}`)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(fake.objects.has(`reseller-documents/${png}`)).toBe(true);
  });

  it('answers null for unknown keys (404 or the older 400 + statusCode 404) and never sends a malformed one', async () => {
    const storage = createSupabaseStorage({ url: fake.url, serviceKey: fake.serviceKey, bucket: 'reseller-documents' });
    expect(await storage.get('00000000-0000-4000-8000-000000000000.pdf')).toBeNull();
    const legacy = await startFakeSupabaseStorage({ buckets: ['b'], notFoundStatus: 400 });
    try {
      const old = createSupabaseStorage({ url: legacy.url, serviceKey: legacy.serviceKey, bucket: 'b' });
      expect(await old.get('00000000-0000-4000-8000-000000000000.png')).toBeNull();
    } finally {
      await legacy.close();
    }
    const sent = fake.requests.length;
    expect(await storage.get('../../etc/passwd')).toBeNull();
    expect(await storage.get('x/../y.pdf')).toBeNull();
    await storage.remove('../secret');
    expect(fake.requests.length).toBe(sent);
  });

  it('fails loudly with a wrong key, and refuses types documents may not have', async () => {
    const storage = createSupabaseStorage({ url: fake.url, serviceKey: 'anon-key', bucket: 'reseller-documents' });
    await expect(storage.put(PDF, 'application/pdf')).rejects.toBeInstanceOf(StorageRequestError);
    await expect(storage.put(MZ, 'application/x-msdownload')).rejects.toThrow(/Unsupported document type/);
    expect(() => createSupabaseStorage({ url: fake.url, serviceKey: 'k', bucket: '../other' })).toThrow(/bucket/);
  });

  it('is what documentStorage() uses when the URL and the service role key are set', async () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', fake.url);
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', fake.serviceKey);
    vi.stubEnv('SUPABASE_STORAGE_BUCKET', '');
    try {
      const key = await documentStorage().put(PNG, 'image/png');
      expect(fake.objects.get(`reseller-documents/${key}`)?.contentType).toBe('image/png');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
