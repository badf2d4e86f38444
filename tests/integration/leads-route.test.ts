import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/leads/route';
import type { DbHandle } from '@/lib/db/client';
import { leads, newsletterSubscribers } from '@/lib/db/schema';
import { LEAD_SCHEMAS } from '@/lib/validation/leads';
import { testDatabases } from './helpers';

// The route reads its texts with next-intl's server API, which needs Next's request scope: the
// catalogues are read directly here.
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);

const KEY = Symbol.for('site.db');
type Holder = { [KEY]?: Promise<DbHandle> };

const SITE = 'https://www.empresa.example';
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

function request(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3210/api/leads', {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': nextIp(), 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit);
}

const json = (value: unknown) => JSON.stringify(value);

for (const target of testDatabases()) {
  describe(`POST /api/leads on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const holder = globalThis as Holder;
    const subscribers = async () => (await handle.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n;
    const leadRows = async () => (await handle.db.select({ n: count() }).from(leads))[0]!.n;

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      holder[KEY] = Promise.resolve(handle);
      vi.stubEnv('SITE_URL', SITE);
      vi.stubEnv('TRUSTED_PROXY', '');
      vi.stubEnv('VERCEL', '');
      vi.stubEnv('SMTP_URL', '');
      vi.stubEnv('LEADS_NOTIFY_EMAIL', 'leads@empresa.example');
    }, 60_000);
    afterEach(() => {
      holder[KEY] = Promise.resolve(handle);
    });
    afterAll(async () => {
      delete holder[KEY];
      vi.unstubAllEnvs();
      await cleanup?.();
    });

    it('201 for JSON from this site or from a server without Origin', async () => {
      let res = await POST(
        request(json({ type: 'newsletter', email: 'same@site.example' }), { origin: SITE, 'sec-fetch-site': 'same-origin' }),
      );
      expect(res.status).toBe(201);
      res = await POST(request(json({ type: 'newsletter', email: 'integration@site.example' })));
      expect(res.status).toBe(201);
      const [row] = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'integration@site.example'));
      expect(row).toBeDefined();
    });

    it('201 with the new lead id for a valid contact, 422 with the first field message for an invalid one', async () => {
      const ok = await POST(
        request(json({ type: 'contact', name: 'Integração Teste', email: 'api@empresa.com.br', phone: '11987654321' })),
      );
      expect(ok.status).toBe(201);
      expect(await ok.json()).toMatchObject({ ok: true, title: 'Sucesso!', data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
      const bad = await POST(request(json({ type: 'contact', name: 'X', email: 'a@b.co', phone: '11987654321' })));
      expect(bad.status).toBe(422);
      expect(await bad.json()).toMatchObject({
        ok: false,
        error: 'validation',
        field: 'name',
        description: 'Nome deve ter pelo menos 2 caracteres',
      });
    });

    it('403 for a cross-site text/plain or JSON post; nothing is subscribed', async () => {
      const before = await subscribers();
      const body = json({ type: 'newsletter', email: 'victim@site.example' });
      const attempts: Record<string, string>[] = [
        { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { 'content-type': 'text/plain', origin: 'https://evil.example' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of attempts) {
        const res = await POST(request(body, headers));
        expect(res.status, JSON.stringify(headers)).toBe(403);
      }
      expect(await subscribers()).toBe(before);
    });

    it('415 for a same-site post that is not JSON', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await POST(request(json({ type: 'newsletter', email: 'plain@site.example' }), { 'content-type': type }));
        expect(res.status, type).toBe(415);
      }
    });

    it('413 for a body over 32 KB, declared or streamed', async () => {
      const before = await subscribers();
      const huge = json({ type: 'newsletter', email: 'huge@site.example', pad: 'a'.repeat(10 * 1024 * 1024) });
      let res = await POST(request(huge));
      expect(res.status).toBe(413);
      res = await POST(request(huge, { 'content-length': '100' }));
      expect(res.status).toBe(413);
      const encoder = new TextEncoder();
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent++;
          controller.enqueue(encoder.encode(sent === 1 ? '{"type":"newsletter","email":"s@site.example","pad":"' : 'a'.repeat(4096)));
        },
      });
      res = await POST(request(stream));
      expect(res.status).toBe(413);
      expect(sent).toBeLessThan(20);
      expect(await subscribers()).toBe(before);
    });

    it('400 for prototype keys as the form type, malformed JSON and deep nesting — never 5xx', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        for (const type of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
          const res = await POST(request(json({ type, email: 'proto@site.example' })));
          expect(res.status, type).toBe(400);
          expect(await res.json()).toMatchObject({
            ok: false,
            error: 'bad_request',
            description: `type must be one of: ${Object.keys(LEAD_SCHEMAS).join(', ')}`,
          });
        }
        const bodies = [
          '{"type":"newsletter",',
          '[]',
          'null',
          '"newsletter"',
          // Nesting that overflows the stack of a recursive walk, well under 32 KB.
          `{"type":"contact","name":"Ana Souza","email":"a@b.co","phone":"11987654321","message":${'['.repeat(15000)}${']'.repeat(15000)}}`,
        ];
        for (const body of bodies) {
          const res = await POST(request(body));
          expect(res.status, body.slice(0, 30)).toBe(400);
        }
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
    });

    it('an own-key type still validates and stores; the prototype is untouched', async () => {
      const before = await leadRows();
      const res = await POST(
        request(
          json({
            type: 'contact',
            name: 'Ana Souza',
            email: 'ana@empresa.com.br',
            phone: '(11) 98888-7777',
            ['__proto__']: { admin: true },
          }),
        ),
      );
      expect(res.status).toBe(201);
      expect(await leadRows()).toBe(before + 1);
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });

    it('rate-limits the client behind a trusted proxy however it rotates spoofed X-Forwarded-For entries', async () => {
      vi.stubEnv('TRUSTED_PROXY', '1');
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++) {
          // The client sends "<random>"; the proxy appends the client, the server its peer (the proxy).
          const chain = `192.0.2.${i + 1}, 203.0.113.50, 10.0.0.2`;
          const res = await POST(request(json({ type: 'newsletter', email: `rotating${i}@site.example` }), { 'x-forwarded-for': chain }));
          statuses.push(res.status);
        }
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
        // Another client behind the same proxy is not limited with it.
        const other = await POST(
          request(json({ type: 'newsletter', email: 'other-client@site.example' }), {
            'x-forwarded-for': '192.0.2.1, 203.0.113.51, 10.0.0.2',
          }),
        );
        expect(other.status).toBe(201);
      } finally {
        vi.stubEnv('TRUSTED_PROXY', '');
      }
    });

    it('503 only when the database is down', async () => {
      const down = Promise.reject(new Error('ECONNREFUSED'));
      down.catch(() => {});
      holder[KEY] = down;
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const res = await POST(request(json({ type: 'newsletter', email: 'down@site.example' })));
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
}
