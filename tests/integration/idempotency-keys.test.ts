import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as postLead } from '@/app/api/leads/route';
import { POST as postApplication } from '@/app/api/resellers/route';
import type { DbHandle } from '@/lib/db/client';
import { leads, resellerApplications } from '@/lib/db/schema';
import { isIdempotencyKey, newIdempotencyKey } from '@/lib/leads/idempotency';
import { normalizeCnpj } from '@/lib/validation/cnpj';
import { testCnpj, testDatabases } from './helpers';
import { mailDrop } from './mail-drop';

/*
 * Idempotency keys as browsers make and send them: the key every browser can make (with or
 * without crypto.randomUUID) is one the server accepts, and the reseller form's first upload may
 * carry it as the `idempotencyKey` field.
 */
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);

const DB_KEY = Symbol.for('site.db');
type Holder = { [DB_KEY]?: Promise<DbHandle> };

const ORIGIN = 'http://localhost:3210';
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let ipCounter = 0;
const nextIp = () => `198.18.0.${++ipCounter}`;

/** A browser's crypto without randomUUID (an insecure context), drawing `fill` when given. */
function withoutRandomUuid(fill?: (bytes: Uint8Array) => void) {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', {
    getRandomValues<T extends ArrayBufferView<ArrayBuffer>>(array: T): T {
      if (fill) fill(array as unknown as Uint8Array);
      else real.getRandomValues(array);
      return array;
    },
  });
}

describe('keys a browser makes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the platform’s randomUUID where it exists', () => {
    vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue('11111111-2222-4333-8444-555555555555');
    expect(newIdempotencyKey()).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('without randomUUID, writes 16 random bytes as a version 4 UUID', () => {
    withoutRandomUuid((bytes) => bytes.set(Array.from({ length: 16 }, (_, i) => i)));
    expect(newIdempotencyKey()).toBe('00010203-0405-4607-8809-0a0b0c0d0e0f');
    withoutRandomUuid((bytes) => bytes.fill(0xff));
    expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('without randomUUID, still makes distinct keys the server accepts', () => {
    withoutRandomUuid();
    const keys = Array.from({ length: 20 }, () => newIdempotencyKey());
    expect(new Set(keys).size).toBe(20);
    for (const key of keys) {
      expect(key).toMatch(UUID_V4);
      expect(isIdempotencyKey(key)).toBe(true);
    }
  });

  it('takes only strings as keys, even a number or an object that reads as one', () => {
    expect(isIdempotencyKey('1234567890123456')).toBe(true);
    expect(isIdempotencyKey(1234567890123456)).toBe(false);
    expect(isIdempotencyKey({ toString: () => 'abcdefghijklmnopqrst' })).toBe(false);
    expect(isIdempotencyKey(['abcdefghijklmnopqrst'])).toBe(false);
  });
});

for (const target of testDatabases()) {
  describe(`idempotency keys at the routes on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    let dataDir: string;
    const mail = mailDrop();
    const holder = globalThis as Holder;

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      holder[DB_KEY] = Promise.resolve(handle);
      dataDir = await mkdtemp(join(tmpdir(), 'idempotency-keys-'));
      vi.stubEnv('AUTH_SECRET', 'idempotency-keys-test-secret-0123456789abcdef');
      vi.stubEnv('PGLITE_DIR', join(dataDir, 'pglite'));
      vi.stubEnv('SITE_URL', 'https://www.empresa.example');
      vi.stubEnv('LEADS_NOTIFY_EMAIL', 'idempotency-keys@empresa.example');
      vi.stubEnv('SMTP_URL', '');
      vi.stubEnv('TRUSTED_PROXY', '');
      vi.stubEnv('VERCEL', '');
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '');
      vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '');
      mail.start();
    }, 60_000);
    afterEach(() => {
      vi.unstubAllGlobals();
      holder[DB_KEY] = Promise.resolve(handle);
    });
    afterAll(async () => {
      mail.stop();
      delete holder[DB_KEY];
      vi.unstubAllEnvs();
      await cleanup?.();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('a contact form sent twice with a key made without randomUUID stores one lead', async () => {
      withoutRandomUuid();
      const key = newIdempotencyKey();
      vi.unstubAllGlobals();
      // A name takes letters only: the random part is spelled in letters.
      const name = `Rita Sem Uuid ${randomUUID()
        .slice(0, 8)
        .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!)}`;
      const send = () =>
        postLead(
          new Request(`${ORIGIN}/api/leads`, {
            method: 'POST',
            body: JSON.stringify({
              type: 'contact',
              name,
              email: 'rita@empresa.com.br',
              phone: '(11) 98888-7777',
              message: 'Orçamento',
              locale: 'pt',
              startedAt: Date.now() - 5000,
            }),
            headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': nextIp(), 'Idempotency-Key': key },
          }),
        );
      const first = await send();
      expect(first.status).toBe(201);
      const again = await send();
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect((await handle.db.select({ n: count() }).from(leads).where(eq(leads.name, name)))[0]!.n).toBe(1);
    });

    it('a reseller application whose key came in the idempotencyKey form field is answered the same when sent again', async () => {
      const key = newIdempotencyKey();
      const n = 701;
      const form = () => {
        const body = new FormData();
        body.set(
          'data',
          JSON.stringify({
            razao_social: 'Rede Campo Tecnologia Ltda',
            nome_fantasia: `Rede Campo ${n}`,
            cnpj: testCnpj(n),
            nome_responsavel: 'Joana Prado',
            cargo: 'Sócia',
            email: `joana${n}@redecampo.com.br`,
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
          }),
        );
        body.set('document', new File([PDF], 'cartao.pdf', { type: 'application/pdf' }));
        body.set('locale', 'pt');
        body.set('startedAt', String(Date.now() - 5000));
        body.set('website', '');
        body.set('idempotencyKey', key);
        return body;
      };
      const post = () =>
        postApplication(
          new NextRequest(`${ORIGIN}/api/resellers`, {
            method: 'POST',
            body: form(),
            headers: { origin: ORIGIN, 'x-forwarded-for': nextIp() },
          }),
        );
      const first = await post();
      expect(first.status).toBe(201);
      const again = await post();
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(await first.json());
      const stored = await handle.db
        .select()
        .from(resellerApplications)
        .where(eq(resellerApplications.cnpj, normalizeCnpj(testCnpj(n))));
      expect(stored).toHaveLength(1);
    });
  });
}
