/**
 * A local OpenAI-compatible chat server over real HTTP (node:http), for the assistant's tests.
 * `POST {base}/chat/completions` with `stream: true` answers Server-Sent Events in the
 * chat-completions chunk format (`data: {"object":"chat.completion.chunk",…}` … `data: [DONE]`);
 * without `stream` it answers one `chat.completion`. What it does next is set per test:
 *
 * - `{ kind: 'stream', chunks }` — one SSE event per chunk, `delayMs` apart (`breakAfter`: then the
 *   connection drops without the end of the stream);
 * - `{ kind: 'status', status, body }` — an error status with an OpenAI-style error body;
 * - `{ kind: 'hang' }` — accepts the request and never answers (until closed);
 * - `{ kind: 'compute', reply }` — streams what `reply` makes of the request (a few characters a
 *   chunk), once its promise settles when it returns one.
 *
 * Every request is kept (headers lower-cased, parsed JSON body) so tests can read the prompt.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  /** `breakAfter`: the connection drops after the chunks, before the stream's end. */
  | { kind: 'stream'; chunks: string[]; delayMs?: number; breakAfter?: boolean }
  | { kind: 'status'; status: number; body: unknown }
  | { kind: 'hang' }
  | { kind: 'compute'; reply: (request: FakeChatRequest['body']) => string | Promise<string> };

export interface FakeChatRequest {
  path: string;
  headers: Record<string, string>;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    [key: string]: unknown;
  };
}

export interface FakeOpenAi {
  /** Base URL for AI_BASE_URL, e.g. http://127.0.0.1:1234/v1 */
  baseUrl: string;
  requests: FakeChatRequest[];
  behave(next: FakeBehaviour): void;
  close(): Promise<void>;
}

export const openAiError = (message: string, type: string, code: string | null = null) => ({ error: { message, type, code, param: null } });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let behaviour: FakeBehaviour = { kind: 'stream', chunks: ['Olá!'] };
  const requests: FakeChatRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let sequence = 0;

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    let body: FakeChatRequest['body'] = {};
    try {
      body = JSON.parse(raw) as FakeChatRequest['body'];
    } catch {
      // kept empty: the test will see it
    }
    requests.push({ path: req.url ?? '', headers, body });

    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify(openAiError('Not found', 'invalid_request_error')));
      return;
    }
    const current: FakeBehaviour =
      behaviour.kind === 'compute' ? { kind: 'stream', chunks: (await behaviour.reply(body)).match(/[\s\S]{1,40}/g) ?? [] } : behaviour;
    if (current.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (current.kind === 'status') {
      res.writeHead(current.status, { 'content-type': 'application/json' }).end(JSON.stringify(current.body));
      return;
    }

    const id = `chatcmpl-fake-${++sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? 'fake-model';
    const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: current.chunks.join('') }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    send(chunk({ role: 'assistant', content: '' }, null));
    for (const text of current.chunks) {
      if (current.delayMs) await sleep(current.delayMs);
      send(chunk({ content: text }, null));
    }
    if (current.breakAfter) {
      await sleep(20);
      res.destroy();
      return;
    }
    send(chunk({}, 'stop'));
    send({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    });
    send('[DONE]');
    res.end();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
