import { NextRequest } from 'next/server';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { content } from '@/lib/content/store';
import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as postLead } from '@/app/api/leads/route';
import { POST as postApplication } from '@/app/api/resellers/route';
import type { DbHandle } from '@/lib/db/client';
import { leads, newsletterSubscribers, outbox, rateLimits, resellerApplications } from '@/lib/db/schema';
import { rateLimitClient } from '@/lib/rate-limit';
import { seed } from '@/lib/demo/seed';
import { verifyEbookLink } from '@/lib/ebooks/links';
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from '@/lib/leads/idempotency';
import { submitLeadWith } from '@/lib/leads/submit';
import { submitResellerApplication } from '@/lib/resellers/submit';
import { normalizeCnpj } from '@/lib/validation/cnpj';
import { testCnpj as cnpj, testDatabases } from './helpers';
import { mailDrop } from './mail-drop';

const allEbooks = content().ebooks;

// The leads route reads its texts with next-intl's server API, which needs Next's request scope.
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);

const DB_KEY = Symbol.for('site.db');
type Holder = { [DB_KEY]?: Promise<DbHandle> };

const NOTIFY = 'idempotency-leads@empresa.example';
const ORIGIN = 'http://localhost:3210';
const BACKUP_GUIDE = allEbooks.find((e) => e.locale === 'pt' && e.slug === 'guia-completo-backup-empresarial')!.title;
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;
const human = () => Date.now() - 5000;

const application = (n: number) => ({
  razao_social: 'Rede Norte Tecnologia Ltda',
  nome_fantasia: `Rede Norte ${n}`,
  cnpj: cnpj(n),
  nome_responsavel: 'Joana Prado',
  cargo: 'Sócia',
  email: `joana${n}@redenorte.com.br`,
  telefone: '(92) 99876-5432',
  website: '',
  endereco: 'Avenida Djalma Batista',
  numero: '500',
  bairro: 'Chapada',
  cidade: 'Manaus',
  estado: 'AM',
  cep: '69050-010',
  especialidades: ['msp'],
  cidades_atuacao: ['Manaus'],
  aceite_termos: true,
  aceite_publicacao: true,
});

const contact = (name: string) => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@empresa.com.br`,
  phone: '(11) 98888-7777',
  message: 'Orçamento de backup',
});

for (const target of testDatabases()) {
  describe(`idempotent submissions on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    let dataDir: string;
    const mail = mailDrop();
    const holder = globalThis as Holder;
    const uploads = async () => (await readdir(join(dataDir, 'uploads')).catch(() => [] as string[])).filter((f) => !f.startsWith('.'));
    const leadsNamed = async (name: string) => (await handle.db.select({ n: count() }).from(leads).where(eq(leads.name, name)))[0]!.n;
    const staffMails = (name: string) => mail.to(NOTIFY).filter((m) => m.subject.endsWith(`: ${name}`));
    const outboxRows = async (name: string) =>
      (
        await handle.db
          .select({ n: count() })
          .from(outbox)
          .where(like(outbox.subject, `%: ${name}`))
      )[0]!.n;
    const hits = async (key: string) =>
      (await handle.db.select({ n: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.n;

    beforeAll(async () => {
      process.env.AUTH_SECRET ??= 'a-test-root-secret-of-enough-length';
      ({ handle, cleanup } = await target.open());
      await seed(handle.db, { withUsers: false });
      holder[DB_KEY] = Promise.resolve(handle);
      dataDir = await mkdtemp(join(tmpdir(), 'idempotency-'));
      vi.stubEnv('PGLITE_DIR', join(dataDir, 'pglite'));
      vi.stubEnv('SITE_URL', 'https://www.empresa.example');
      vi.stubEnv('LEADS_NOTIFY_EMAIL', NOTIFY);
      vi.stubEnv('SMTP_URL', '');
      vi.stubEnv('TRUSTED_PROXY', '');
      vi.stubEnv('VERCEL', '');
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '');
      vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '');
      mail.start();
    }, 60_000);
    afterEach(() => {
      holder[DB_KEY] = Promise.resolve(handle);
    });
    afterAll(async () => {
      mail.stop();
      delete holder[DB_KEY];
      vi.unstubAllEnvs();
      await cleanup?.();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('five simultaneous submissions with one key: one lead, one mail, one rate-limit hit, five equal answers', async () => {
      const key = newIdempotencyKey();
      const ip = nextIp();
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          submitLeadWith(handle.db, 'contact', contact('Clara Cinco'), { ip, locale: 'pt', startedAt: human(), idempotencyKey: key }),
        ),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      const ids = new Set(results.map((r) => (r.ok ? r.id : null)));
      expect(ids.size).toBe(1);
      expect([...ids][0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(results.filter((r) => r.ok && r.replayed)).toHaveLength(4);
      expect(await leadsNamed('Clara Cinco')).toBe(1);
      const [row] = await handle.db.select().from(leads).where(eq(leads.name, 'Clara Cinco'));
      expect(row!.idempotencyKey).toBe(key);
      expect(await outboxRows('Clara Cinco')).toBe(1);
      expect(staffMails('Clara Cinco')).toHaveLength(1);
      expect(await hits(`lead:contact:${rateLimitClient(ip)}`)).toBe(1);
      // The counter is keyed by a hash of the address, never the address itself.
      const storedKeys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
      expect(storedKeys.filter((k) => k.includes(ip))).toEqual([]);

      // Later repeats change nothing either.
      const later = await submitLeadWith(handle.db, 'contact', contact('Clara Cinco'), { ip, idempotencyKey: key });
      expect(later).toMatchObject({ ok: true, id: [...ids][0] });
      expect(await leadsNamed('Clara Cinco')).toBe(1);
      expect(staffMails('Clara Cinco')).toHaveLength(1);
      expect(await hits(`lead:contact:${rateLimitClient(ip)}`)).toBe(1);
    });

    it('POST /api/leads: five simultaneous requests with one Idempotency-Key answer the same 201 and store one lead', async () => {
      const key = newIdempotencyKey();
      const ip = nextIp();
      const body = JSON.stringify({ type: 'contact', ...contact('Davi Rota'), locale: 'pt', sourcePage: '/contato', startedAt: human() });
      const responses = await Promise.all(
        Array.from({ length: 5 }, () =>
          postLead(
            new Request(`${ORIGIN}/api/leads`, {
              method: 'POST',
              body,
              headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': ip, 'Idempotency-Key': key },
            }),
          ),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      const bodies = await Promise.all(responses.map((r) => r.json()));
      expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
      expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
      expect(await leadsNamed('Davi Rota')).toBe(1);
      expect(staffMails('Davi Rota')).toHaveLength(1);
      const [row] = await handle.db.select().from(leads).where(eq(leads.name, 'Davi Rota'));
      expect(row).toMatchObject({ id: bodies[0].data.id, sourcePage: '/contato', idempotencyKey: key });
    });

    it('POST /api/leads refuses a malformed key and a form sent too fast', async () => {
      const post = (headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
        postLead(
          new Request(`${ORIGIN}/api/leads`, {
            method: 'POST',
            body: JSON.stringify({ type: 'contact', ...contact('Ema Chave'), ...extra }),
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
          }),
        );
      for (const bad of ['short', 'x'.repeat(65), 'has spaces in the key!!', '../../etc/passwd-0000']) {
        expect((await post({ 'Idempotency-Key': bad })).status, bad).toBe(400);
      }
      expect((await post({ 'Idempotency-Key': newIdempotencyKey() }, { startedAt: Date.now() })).status).toBe(422);
      expect(await leadsNamed('Ema Chave')).toBe(0);
    });

    it('an e-book repeat answers with a fresh download link for the stored lead', async () => {
      const key = newIdempotencyKey();
      const input = { name: 'Leo Leitor', email: 'leo@empresa.com.br', phone: '(11) 97777-1234', ebook: BACKUP_GUIDE };
      const first = await submitLeadWith(handle.db, 'ebook', input, { ip: nextIp(), locale: 'pt', idempotencyKey: key });
      const hourLater = Date.now() + 2 * 60 * 60 * 1000;
      const again = await submitLeadWith(handle.db, 'ebook', input, { ip: nextIp(), locale: 'pt', idempotencyKey: key, now: hourLater });
      expect(first).toMatchObject({ ok: true });
      expect(again).toMatchObject({ ok: true, id: (first as { id: string }).id, replayed: true });
      const link = new URL((again as { downloadPath: string }).downloadPath, 'https://x.example');
      expect(link.pathname).toBe('/files/ebooks/pt-guia-completo-backup-empresarial.pdf');
      // Fresh: valid after the first link expired.
      const check = (now: number) =>
        verifyEbookLink('pt-guia-completo-backup-empresarial.pdf', link.searchParams.get('expires'), link.searchParams.get('sig'), { now });
      expect(check(hourLater + 1000)).toBe('ok');
      expect(await leadsNamed('Leo Leitor')).toBe(1);
      expect(staffMails('Leo Leitor')).toHaveLength(1);
    });

    it('different keys (and no key) store separate leads', async () => {
      const ip = nextIp();
      for (const idempotencyKey of [newIdempotencyKey(), newIdempotencyKey(), null, null]) {
        expect(await submitLeadWith(handle.db, 'contact', contact('Rui Repete'), { ip, idempotencyKey })).toMatchObject({ ok: true });
      }
      expect(await leadsNamed('Rui Repete')).toBe(4);
      expect(staffMails('Rui Repete')).toHaveLength(4);
    });

    it('a newsletter repeat answers success with one subscriber and one welcome mail', async () => {
      const key = newIdempotencyKey();
      const ip = nextIp();
      const email = 'replay.news@empresa.com.br';
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await submitLeadWith(handle.db, 'newsletter', { email }, { ip, idempotencyKey: key }));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(new Set(results.map((r) => (r.ok ? r.id : null))).size).toBe(1);
      const rows = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      expect(rows).toHaveLength(1);
      expect(mail.to(email)).toHaveLength(1);
      expect(await hits(`lead:newsletter:${rateLimitClient(ip)}`)).toBe(1);
    });

    it('a reseller application replayed stores one row and one document, and mails once', async () => {
      const key = newIdempotencyKey();
      const filesBefore = (await uploads()).length;
      const meta = () => ({ ip: nextIp(), locale: 'pt', startedAt: human(), idempotencyKey: key });
      const first = await submitResellerApplication(handle.db, application(501), { name: 'contrato.pdf', data: PDF }, meta());
      expect(first).toMatchObject({ ok: true });
      // Sequential and simultaneous repeats.
      const again = [await submitResellerApplication(handle.db, application(501), { name: 'contrato.pdf', data: PDF }, meta())];
      again.push(
        ...(await Promise.all(
          Array.from({ length: 3 }, () =>
            submitResellerApplication(handle.db, application(501), { name: 'contrato.pdf', data: PDF }, meta()),
          ),
        )),
      );
      for (const result of again) expect(result).toEqual({ ok: true, id: (first as { id: string }).id, replayed: true });
      const rows = await handle.db
        .select()
        .from(resellerApplications)
        .where(eq(resellerApplications.cnpj, normalizeCnpj(cnpj(501))));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.idempotencyKey).toBe(key);
      expect((await uploads()).length).toBe(filesBefore + 1);
      expect(await uploads()).toContain(rows[0]!.documentPath);
      expect(mail.to('joana501@redenorte.com.br')).toHaveLength(1);
      expect(mail.to(NOTIFY).filter((m) => m.subject.includes('Rede Norte 501'))).toHaveLength(1);
    });

    it('simultaneous first uploads with one key leave one row and no orphaned document', async () => {
      const key = newIdempotencyKey();
      const filesBefore = (await uploads()).length;
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          submitResellerApplication(
            handle.db,
            application(502),
            { name: 'contrato.pdf', data: PDF },
            { ip: nextIp(), startedAt: human(), idempotencyKey: key },
          ),
        ),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      expect(new Set(results.map((r) => (r.ok ? r.id : null))).size).toBe(1);
      expect(
        (
          await handle.db
            .select()
            .from(resellerApplications)
            .where(eq(resellerApplications.cnpj, normalizeCnpj(cnpj(502))))
        ).length,
      ).toBe(1);
      expect((await uploads()).length).toBe(filesBefore + 1);
      expect(mail.to('joana502@redenorte.com.br')).toHaveLength(1);
    });

    it('POST /api/resellers: the header or the form field carries the key; a replay answers the same 201', async () => {
      const key = newIdempotencyKey();
      const filesBefore = (await uploads()).length;
      const form = (withField: boolean) => {
        const body = new FormData();
        body.set('data', JSON.stringify(application(503)));
        body.set('document', new File([PDF], 'cartao.pdf', { type: 'application/pdf' }));
        body.set('locale', 'pt');
        body.set('startedAt', String(human()));
        body.set('website', '');
        if (withField) body.set(IDEMPOTENCY_FIELD, key);
        return body;
      };
      const post = (body: FormData, headers: Record<string, string> = {}) =>
        postApplication(
          new NextRequest(`${ORIGIN}/api/resellers`, {
            method: 'POST',
            body,
            headers: { origin: ORIGIN, 'x-forwarded-for': nextIp(), ...headers },
          }),
        );
      const first = await post(form(true));
      expect(first.status).toBe(201);
      const replay = await post(form(false), { 'Idempotency-Key': key });
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.json()).toEqual(await first.json());
      expect((await uploads()).length).toBe(filesBefore + 1);
      // A new key is a new submission: here a second application for the CNPJ, refused as before.
      expect((await post(form(false), { 'Idempotency-Key': newIdempotencyKey() })).status).toBe(409);
      expect((await post(form(false), { 'Idempotency-Key': 'not a key' })).status).toBe(400);
      expect((await uploads()).length).toBe(filesBefore + 1);
    });

    it('different keys store separate applications', async () => {
      const names = ['Rede Norte 504', 'Rede Norte 505'];
      for (const n of [504, 505]) {
        const result = await submitResellerApplication(
          handle.db,
          application(n),
          { name: 'contrato.pdf', data: PDF },
          { ip: nextIp(), startedAt: human(), idempotencyKey: newIdempotencyKey() },
        );
        expect(result).toMatchObject({ ok: true });
      }
      // Only this test's two: the other tests store applications of their own.
      const rows = await handle.db
        .select({ name: resellerApplications.nomeFantasia })
        .from(resellerApplications)
        .where(inArray(resellerApplications.nomeFantasia, names));
      expect(rows.map((r) => r.name).sort()).toEqual(names);
    });
  });
}
