import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/ai-chat/route';
import { knowledge, priceWithPeriod } from '@/lib/ai/knowledge';
import { readEvents, type StreamEvent } from '@/lib/ai/protocol';
import type { DbHandle } from '@/lib/db/client';
import { leads, outbox, rateLimits } from '@/lib/db/schema';
import { seed } from '@/lib/demo/seed';
import { submitLeadWith } from '@/lib/leads/submit';
import { COMPANY } from '@/lib/config/company';
import { ASSISTANT_LIMITS } from '@/lib/config/limits';
import en from '@/messages/panels/en.json';
import pt from '@/messages/panels/pt.json';
import { openAiError, startFakeOpenAi, type FakeOpenAi } from './fake-openai';
import { testDatabases } from './helpers';

const KEY = Symbol.for('site.db');
type Holder = { [KEY]?: Promise<DbHandle> };
const SECRET = 'sk-test-do-not-leak-4f1c9a';
const ORIGIN = 'https://www.empresa.example';

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

function chatRequest(
  body: unknown,
  { accept = 'application/x-ndjson', ip = nextIp(), headers = {} as Record<string, string> } = {},
): NextRequest {
  return new NextRequest(`${ORIGIN}/api/ai-chat`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept,
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': ip,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function events(response: Response): Promise<StreamEvent[]> {
  const out: StreamEvent[] = [];
  for await (const e of readEvents(response.body!)) out.push(e);
  return out;
}

const textOf = (list: StreamEvent[]) =>
  list
    .filter((e): e is Extract<StreamEvent, { type: 'text' }> => e.type === 'text')
    .map((e) => e.text)
    .join('');

for (const target of testDatabases()) {
  describe(`POST /api/ai-chat on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    let fake: FakeOpenAi;
    const logged: string[] = [];

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      await seed(handle.db, { withUsers: false });
      (globalThis as Holder)[KEY] = Promise.resolve(handle);
      fake = await startFakeOpenAi();
      vi.stubEnv('SITE_URL', ORIGIN);
      vi.stubEnv('AI_BASE_URL', fake.baseUrl);
      vi.stubEnv('AI_API_KEY', SECRET);
      vi.stubEnv('AI_MODEL', 'fake-chat-model');
      vi.stubEnv('AI_TIMEOUT_MS', '5000');
      for (const level of ['error', 'warn', 'log', 'info'] as const) {
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
          logged.push(
            args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' '),
          );
        });
      }
    }, 60_000);

    afterEach(() => {
      // The key reaches the model server only: never a log line.
      for (const line of logged) expect(line).not.toContain(SECRET);
    });

    afterAll(async () => {
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
      delete (globalThis as Holder)[KEY];
      await fake?.close();
      await cleanup?.();
    });

    it('streams the model’s answer token by token, grounded in the catalogue and the partners of the database', async () => {
      fake.behave({
        kind: 'stream',
        chunks: ['O suporte ', 'gerenciado custa ', 'a partir de R$ 99,00 ', 'por dispositivo/mês.'],
        delayMs: 5,
      });
      const history = [
        { role: 'user', content: 'Olá' },
        { role: 'assistant', content: 'Olá! Como posso ajudar?' },
      ];
      const response = await POST(chatRequest({ message: 'Quanto custa o MSP?', conversationHistory: history, locale: 'pt' }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
      const list = await events(response);
      expect(list[0]).toEqual({ type: 'start', mode: 'model', lead: false });
      expect(list.filter((e) => e.type === 'text').length, JSON.stringify(list)).toBe(4);
      expect(textOf(list)).toBe('O suporte gerenciado custa a partir de R$ 99,00 por dispositivo/mês.');
      expect(list.at(-1)).toEqual({ type: 'end' });

      const sent = fake.requests.at(-1)!;
      expect(sent.path).toBe('/v1/chat/completions');
      expect(sent.headers.authorization).toBe(`Bearer ${SECRET}`);
      expect(sent.body).toMatchObject({ model: 'fake-chat-model', stream: true });
      const messages = sent.body.messages!;
      expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(messages.at(-1)!.content).toBe('Quanto custa o MSP?');
      const system = messages[0]!.content;
      for (const s of knowledge('pt').services)
        expect(system).toContain(`${s.name} (${s.url}): ${s.price ? priceWithPeriod(s.price, s.period) : s.period}`);
      expect(system).toContain('Answer in Português');
      expect(system).toContain(knowledge('pt').hours);
      // Active partners with their territories, straight from the database; never an inactive one.
      expect(system).toContain('TechSul Soluções — RS: Porto Alegre, Canoas');
      expect(system).toContain('Cerrado Digital — GO: Goiânia, Anápolis, Aparecida de Goiânia; DF: Brasília');
      expect(system).toContain('Rede Nacional MSP — nationwide');
      expect(system).not.toContain('Litoral Paulista TI');
    });

    it('builds the prompt in the visitor’s language and answers JSON callers with {message}', async () => {
      fake.behave({ kind: 'stream', chunks: ['Managed IT ', 'starts at $19.80.'] });
      const response = await POST(
        chatRequest({ message: 'How much is MSP?', conversationHistory: [], locale: 'en' }, { accept: 'application/json' }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, title: 'Managed IT starts at $19.80.' });
      const system = fake.requests.at(-1)!.body.messages![0]!.content;
      expect(system).toContain('Answer in English');
      const msp = knowledge('en').services.find((s) => s.key === 'msp')!;
      expect(system).toContain(`${msp.name} (/en/servicos/suporte-de-ti): ${priceWithPeriod(msp.price!, msp.period)}`);
      expect(system).toContain(knowledge('en').hours);
    });

    it('flags a request for a quote so the widget offers the contact form', async () => {
      fake.behave({ kind: 'stream', chunks: ['Claro!'] });
      const list = await events(await POST(chatRequest({ message: 'Quero um orçamento de backup', conversationHistory: [] })));
      expect(list[0]).toEqual({ type: 'start', mode: 'model', lead: true });
    });

    it('maps the model’s 429 to the rate-limit message', async () => {
      fake.behave({ kind: 'status', status: 429, body: openAiError('Rate limit reached for requests', 'requests', 'rate_limit_exceeded') });
      const response = await POST(chatRequest({ message: 'Olá', conversationHistory: [] }));
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({
        ok: false,
        error: 'rate_limited',
        title: pt.Assistant.widget.errorTitle,
        description: pt.Assistant.widget.errorRateLimited,
      });
    });

    it('maps 402 and an exhausted quota to the unavailable message with the WhatsApp number', async () => {
      const expected = `Serviço temporariamente indisponível. Por favor, entre em contato pelo WhatsApp: ${COMPANY.phone}`;
      fake.behave({ kind: 'status', status: 402, body: openAiError('Insufficient credits', 'payment_required') });
      let response = await POST(chatRequest({ message: 'Olá', conversationHistory: [] }));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ ok: false, error: 'failed', description: expected });

      fake.behave({
        kind: 'status',
        status: 429,
        body: openAiError('You exceeded your current quota', 'insufficient_quota', 'insufficient_quota'),
      });
      response = await POST(chatRequest({ message: 'Olá', conversationHistory: [] }, { accept: 'application/json' }));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ ok: false, error: 'failed', description: expected });
    });

    it('maps a 500 to the generic message, in the visitor’s language', async () => {
      fake.behave({ kind: 'status', status: 500, body: openAiError('The server had an error', 'server_error') });
      const response = await POST(chatRequest({ message: 'Hello', conversationHistory: [], locale: 'en' }));
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ ok: false, error: 'failed', description: en.Assistant.widget.errorGeneric });
    });

    it('gives up on a model that never answers after the configured timeout', async () => {
      vi.stubEnv('AI_TIMEOUT_MS', '400');
      fake.behave({ kind: 'hang' });
      const started = Date.now();
      const response = await POST(chatRequest({ message: 'Olá', conversationHistory: [] }));
      const elapsed = Date.now() - started;
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ ok: false, error: 'failed', description: pt.Assistant.widget.errorGeneric });
      expect(elapsed).toBeGreaterThanOrEqual(350);
      expect(elapsed).toBeLessThan(4000);
      vi.stubEnv('AI_TIMEOUT_MS', '5000');
    });

    it('waits as long as the model keeps sending: the timeout is for silence, not the whole reply', async () => {
      vi.stubEnv('AI_TIMEOUT_MS', '400');
      fake.behave({ kind: 'stream', chunks: ['Uma ', 'resposta ', 'longa ', 'mas ', 'contínua.'], delayMs: 150 });
      const list = await events(await POST(chatRequest({ message: 'Olá', conversationHistory: [] })));
      expect(textOf(list)).toBe('Uma resposta longa mas contínua.');
      expect(list.some((e) => e.type === 'error')).toBe(false);
      vi.stubEnv('AI_TIMEOUT_MS', '5000');
    });

    it('ends a reply cut off mid-stream with an error event', async () => {
      fake.behave({ kind: 'stream', chunks: ['Começo ', 'da resposta'], breakAfter: true });
      const list = await events(await POST(chatRequest({ message: 'Olá', conversationHistory: [] })));
      expect(textOf(list)).toBe('Começo da resposta');
      expect(list.find((e) => e.type === 'error')).toEqual({ type: 'error', error: 'generic', message: pt.Assistant.widget.errorGeneric });
      expect(list.at(-1)).toEqual({ type: 'end' });
    });

    it('never sends the key to the browser', async () => {
      fake.behave({
        kind: 'status',
        status: 401,
        body: openAiError(`Incorrect API key provided: ${SECRET}`, 'invalid_request_error', 'invalid_api_key'),
      });
      const response = await POST(chatRequest({ message: 'Olá', conversationHistory: [] }));
      expect(response.status).toBe(502);
      expect(await response.text()).not.toContain(SECRET);
    });

    it('refuses cross-site callers, other content types, oversized and invalid bodies', async () => {
      const body = { message: 'Olá', conversationHistory: [] };
      const before = fake.requests.length;
      expect((await POST(chatRequest(body, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }))).status).toBe(
        403,
      );
      expect((await POST(chatRequest(body, { headers: { origin: 'https://evil.example' } }))).status).toBe(403);
      expect((await POST(chatRequest(body, { headers: { origin: ORIGIN, 'sec-fetch-site': 'cross-site' } }))).status).toBe(403);
      expect((await POST(chatRequest(body, { headers: { 'content-type': 'text/plain' } }))).status).toBe(415);
      const huge = JSON.stringify({ message: 'Olá', conversationHistory: [], padding: 'x'.repeat(ASSISTANT_LIMITS.bodyBytes) });
      expect((await POST(chatRequest(huge))).status).toBe(413);
      expect((await POST(chatRequest('{"message": '))).status).toBe(400);
      // Before the body is read, the language is the visitor's locale cookie.
      const unread = await POST(chatRequest('{"message": ', { headers: { cookie: 'theme=dark; NEXT_LOCALE=en' } }));
      expect(await unread.json()).toMatchObject({
        ok: false,
        error: 'bad_request',
        title: en.Assistant.widget.errorTitle,
        description: 'Invalid data',
      });
      const blank = await POST(chatRequest({ message: '   ', conversationHistory: [] }));
      expect(blank.status).toBe(422);
      expect(await blank.json()).toMatchObject({
        ok: false,
        error: 'validation',
        field: 'message',
        description: 'Mensagem não pode estar vazia',
      });
      const long = await POST(chatRequest({ message: 'a'.repeat(1001), conversationHistory: [] }));
      expect(await long.json()).toMatchObject({ description: 'Mensagem muito longa (máximo 1000 caracteres)' });
      const history = Array.from({ length: 21 }, () => ({ role: 'user', content: 'oi' }));
      expect((await POST(chatRequest({ message: 'Olá', conversationHistory: history }))).status).toBe(422);
      // None of these reached the model.
      expect(fake.requests.length).toBe(before);
    });

    it('beyond the site-wide hourly ceiling of model replies (AI_MODEL_REPLIES_PER_HOUR), the offline answerer replies', async () => {
      await handle.db.delete(rateLimits).where(eq(rateLimits.key, 'ai-chat:model-replies'));
      vi.stubEnv('AI_MODEL_REPLIES_PER_HOUR', '2');
      try {
        fake.behave({ kind: 'stream', chunks: ['Resposta do modelo.'] });
        const before = fake.requests.length;
        const modes: unknown[] = [];
        for (let i = 0; i < 3; i++) {
          modes.push((await events(await POST(chatRequest({ message: 'Quanto custa o MSP?', conversationHistory: [] }))))[0]);
        }
        expect(modes).toEqual([
          { type: 'start', mode: 'model', lead: false },
          { type: 'start', mode: 'model', lead: false },
          { type: 'start', mode: 'offline', lead: false },
        ]);
        expect(fake.requests.length).toBe(before + 2);
      } finally {
        vi.stubEnv('AI_MODEL_REPLIES_PER_HOUR', '');
        await handle.db.delete(rateLimits).where(eq(rateLimits.key, 'ai-chat:model-replies'));
      }
    });

    describe('offline (no model configured)', () => {
      beforeAll(() => vi.stubEnv('AI_BASE_URL', ''));
      afterAll(() => vi.stubEnv('AI_BASE_URL', fake.baseUrl));

      it('answers from the catalogue with a link to the page, without calling any model', async () => {
        const before = fake.requests.length;
        const list = await events(
          await POST(chatRequest({ message: 'Quanto custa o suporte de TI gerenciado (MSP)?', conversationHistory: [] })),
        );
        expect(list[0]).toEqual({ type: 'start', mode: 'offline', lead: false });
        const msp = knowledge('pt').services.find((s) => s.key === 'msp')!;
        expect(textOf(list)).toContain(`**${priceWithPeriod(msp.price!, msp.period)}**`);
        expect(textOf(list)).toContain('](/servicos/suporte-de-ti)');
        expect(list.filter((e) => e.type === 'text').length).toBeGreaterThan(3);
        expect(fake.requests.length).toBe(before);
      });

      it('names the active partners of a city from the database, never an inactive one', async () => {
        const poa = await POST(
          chatRequest({ message: 'Tem revenda em Porto Alegre?', conversationHistory: [] }, { accept: 'application/json' }),
        );
        expect(((await poa.json()) as { title: string }).title).toContain('**TechSul Soluções**');
        const santos = await POST(
          chatRequest({ message: 'Tem revenda em Santos?', conversationHistory: [] }, { accept: 'application/json' }),
        );
        const text = ((await santos.json()) as { title: string }).title;
        expect(text).not.toContain('Litoral Paulista TI');
        expect(text).toContain('Santos');
      });

      it('counts the addresses of one IPv6 /64 as one visitor', async () => {
        const net = `2001:db8:${(ipCounter + 0x100).toString(16)}:1`;
        const addresses = ['::1', '::2', '::3', ':ffff:ffff:ffff:fff0', ':1:2:3:4', '::abcd', ':8000::', '::ffff'].map((a) => `${net}${a}`);
        // 20 messages spread over the network's addresses are all answered; then every address is refused.
        const statuses: number[] = [];
        for (let i = 0; i < 20; i++) {
          const ok = await POST(
            chatRequest({ message: 'Olá', conversationHistory: [] }, { ip: addresses[i % 8], accept: 'application/json' }),
          );
          statuses.push(ok.status);
        }
        expect(statuses).toEqual(Array<number>(20).fill(200));
        for (const ip of addresses) expect((await POST(chatRequest({ message: 'Olá', conversationHistory: [] }, { ip }))).status).toBe(429);
        const next = await POST(
          chatRequest({ message: 'Olá', conversationHistory: [] }, { ip: `2001:db8:${(ipCounter + 0x100).toString(16)}:2::1` }),
        );
        expect(next.status).toBe(200);
      });

      it('limits each IP to 20 messages per 5 minutes, then answers 429 with Retry-After', async () => {
        const ip = nextIp();
        // Messages 1 to 20 are answered, the 20th included; the 21st is refused.
        const statuses: number[] = [];
        for (let i = 0; i < 20; i++) {
          const ok = await POST(chatRequest({ message: 'Olá', conversationHistory: [] }, { ip, accept: 'application/json' }));
          statuses.push(ok.status);
        }
        expect(statuses).toEqual(Array<number>(20).fill(200));
        const refused = await POST(chatRequest({ message: 'Olá', conversationHistory: [] }, { ip }));
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        // The window is 5 minutes.
        expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(300);
        expect(await refused.json()).toMatchObject({ ok: false, error: 'rate_limited', description: pt.Assistant.widget.errorRateLimited });
        // Another visitor is not affected.
        expect((await POST(chatRequest({ message: 'Olá', conversationHistory: [] }, { accept: 'application/json' }))).status).toBe(200);
      });
    });

    it('stores a lead from the chat with the conversation, like any lead', async () => {
      const transcript = 'Visitante: Quero um orçamento de backup\nAssistente: Deixe seu contato abaixo.';
      const result = await submitLeadWith(
        handle.db,
        'chat',
        { name: 'Maria Souza', email: 'Maria@Empresa.com.br', phone: '', message: transcript },
        { ip: nextIp(), locale: 'pt', sourcePage: '/servicos/backup', startedAt: Date.now() - 5000 },
      );
      expect(result).toMatchObject({ ok: true });
      const id = (result as { id: string }).id;
      const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
      expect(row).toMatchObject({
        type: 'chat',
        status: 'new',
        name: 'Maria Souza',
        email: 'maria@empresa.com.br',
        sourcePage: '/servicos/backup',
      });
      expect(row!.payload).toMatchObject({ message: transcript });
      const mails = await handle.db.select().from(outbox).where(eq(outbox.kind, 'lead-chat'));
      expect(mails.some((m) => m.textBody.includes(id) && m.textBody.includes('Quero um orçamento de backup'))).toBe(true);
    });
  });
}
