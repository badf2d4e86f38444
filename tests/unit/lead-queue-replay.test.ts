/**
 * The page's offline queue of form submissions (lib/pwa/lead-queue.ts): what it keeps, when it
 * replays, what it tells the page, and when it gives up. The browser's storage is an in-memory
 * stand-in for the few IndexedDB calls the queue makes; the clock and timers are fake.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LeadQueue from '@/lib/pwa/lead-queue';

type Queue = typeof LeadQueue;

/** IndexedDB as far as the queue uses it: one database, object stores keyed by a property. */
function memoryIndexedDb({ broken = false } = {}) {
  const stores = new Map<string, { keyPath: string; rows: Map<string, unknown> }>();
  const db = {
    createObjectStore(name: string, { keyPath }: { keyPath: string }) {
      stores.set(name, { keyPath, rows: new Map() });
    },
    transaction(name: string) {
      const store = stores.get(name)!;
      const tx: { oncomplete?: () => void; onerror?: () => void; onabort?: () => void; objectStore: () => unknown } = {
        objectStore: () => ({
          getAll: () => done([...store.rows.values()].map((v) => structuredClone(v))),
          get: (key: string) => done(structuredClone(store.rows.get(key))),
          put: (value: Record<string, string>) => {
            store.rows.set(value[store.keyPath]!, structuredClone(value));
            return done(value[store.keyPath]);
          },
          delete: (key: string) => done(store.rows.delete(key) && undefined),
        }),
      };
      // Like the real one, the transaction completes after the caller has set its handlers.
      const done = (result: unknown) => {
        queueMicrotask(() => tx.oncomplete?.());
        return { result };
      };
      return tx;
    },
  };
  let created = false;
  return {
    open() {
      const request: { result?: unknown; error?: Error; onupgradeneeded?: () => void; onsuccess?: () => void; onerror?: () => void } = {};
      queueMicrotask(() => {
        if (broken) {
          request.error = new Error('QuotaExceededError');
          return request.onerror?.();
        }
        request.result = db;
        if (!created) request.onupgradeneeded?.();
        created = true;
        request.onsuccess?.();
      });
      return request;
    },
  };
}

const T0 = Date.UTC(2025, 5, 2, 12, 0, 0);
const KEY = '0f4e2b8a-3c1d-4e5f-8a9b-1c2d3e4f5a6b';
const lead: LeadQueue.QueuedSubmission = {
  kind: 'lead',
  key: KEY,
  form: 'contact',
  body: { type: 'contact', name: 'Olga Aberta', email: 'olga@empresa.com.br', locale: 'pt', sourcePage: '/contato' },
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers });
const bareGateway = () => new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } });

let fetchMock: ReturnType<typeof vi.fn>;
let events: { type: string; detail: Record<string, unknown> }[];
let storage: Map<string, string>;
let win: EventTarget;
let queue: Queue;

/** Lets the queue's pending promises (storage, response bodies, the scheduler) run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};
const pendingFlag = () => storage.get('lead-queue-pending') ?? null;
const sends = () => fetchMock.mock.calls.length;
/** Advances the fake clock, running the queue's timer if it comes due. */
const wait = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
};

/** A page of the site, with the queue's module fresh; `samePlace` keeps what the last page stored. */
async function loadQueue({ broken = false, samePlace = false } = {}) {
  const kept = samePlace ? { storage, indexedDB: globalThis.indexedDB } : null;
  vi.resetModules();
  fetchMock = vi.fn();
  events = [];
  storage = kept?.storage ?? new Map();
  win = new EventTarget();
  for (const type of ['lead-queue:queued', 'lead-queue:sent', 'lead-queue:dropped'])
    win.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('indexedDB', kept?.indexedDB ?? memoryIndexedDb({ broken }));
  vi.stubGlobal('localStorage', {
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
    getItem: (k: string) => storage.get(k) ?? null,
  });
  vi.stubGlobal('fetch', fetchMock);
  queue = await import('@/lib/pwa/lead-queue');
}

/** A submission tried once at T0 with the server down: kept by the queue. */
async function queuedAtT0() {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  expect(await queue.sendOrQueue(lead)).toEqual({ status: 'queued' });
  await settle();
}

/** The browser is back online: the queue replays everything it keeps. */
async function backOnline() {
  win.dispatchEvent(new Event('online'));
  await queue.flushLeadQueue();
  await settle();
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(T0);
  await loadQueue();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('what the queue keeps', () => {
  it('keeps a submission the server could not be reached for, and tells the page it will go later', async () => {
    await queuedAtT0();
    expect(events).toEqual([{ type: 'lead-queue:queued', detail: { key: KEY, form: 'contact' } }]);
    // The next page load knows something waits.
    expect(pendingFlag()).toBe('1');
  });

  it('keeps a submission answered by a proxy’s bare 502, as when the server is down behind it', async () => {
    fetchMock.mockResolvedValueOnce(bareGateway());
    expect(await queue.sendOrQueue(lead)).toEqual({ status: 'queued' });
    expect(pendingFlag()).toBe('1');
  });

  it('does not keep one the application refused: the form shows the reason', async () => {
    fetchMock.mockResolvedValueOnce(json(422, { error: 'E-mail inválido' }));
    expect(await queue.sendOrQueue(lead)).toEqual({ status: 'rejected', httpStatus: 422, json: { error: 'E-mail inválido' } });
    fetchMock.mockResolvedValue(json(201, { ok: true }));
    await backOnline();
    expect(sends()).toBe(1);
    expect(events).toEqual([]);
    expect(pendingFlag()).toBeNull();
  });

  it('reports a failure when this browser cannot keep the submission either', async () => {
    await loadQueue({ broken: true });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await queue.sendOrQueue(lead)).toEqual({ status: 'failed' });
    expect(events).toEqual([]);
    expect(pendingFlag()).toBeNull();
  });
});

describe('replays', () => {
  it('resends 5 s after the failure with the same key and body, then tells the page it was sent', async () => {
    await queuedAtT0();
    fetchMock.mockResolvedValue(json(201, { ok: true, title: 'Sucesso!', data: { downloadUrl: '/api/ebooks/download?t=abc' } }));
    await wait(4_999);
    expect(sends()).toBe(1);
    await wait(1);
    expect(sends()).toBe(2);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(KEY);
    expect(JSON.parse(init.body as string)).toEqual(lead.body);
    expect(events.at(-1)).toEqual({
      type: 'lead-queue:sent',
      detail: { key: KEY, form: 'contact', downloadUrl: '/api/ebooks/download?t=abc' },
    });
    expect(pendingFlag()).toBeNull();
    // Sent once: nothing is left to replay.
    await backOnline();
    expect(sends()).toBe(2);
  });

  it('waits twice as long after each failed replay, and longer when the server asks with Retry-After', async () => {
    await queuedAtT0();
    fetchMock.mockResolvedValueOnce(bareGateway());
    await wait(5_000);
    expect(sends()).toBe(2);
    // Second failure in a row: 10 s.
    fetchMock.mockResolvedValueOnce(json(429, { error: 'Muitas tentativas' }, { 'Retry-After': '120' }));
    await wait(9_999);
    expect(sends()).toBe(2);
    await wait(1);
    expect(sends()).toBe(3);
    // Third: 20 s by the back-off, but the server asked for 120 s.
    fetchMock.mockResolvedValueOnce(json(201, { ok: true }));
    await wait(119_999);
    expect(sends()).toBe(3);
    await wait(1);
    expect(sends()).toBe(4);
    expect(events.map((e) => e.type)).toEqual(['lead-queue:queued', 'lead-queue:sent']);
  });

  it('drops a submission the server refuses on replay, with the server’s reason for the page', async () => {
    await queuedAtT0();
    fetchMock.mockResolvedValue(
      json(422, { ok: false, error: 'validation', title: 'Verifique os dados', description: 'Telefone inválido' }),
    );
    await backOnline();
    expect(events.at(-1)).toEqual({ type: 'lead-queue:dropped', detail: { key: KEY, form: 'contact', message: 'Telefone inválido' } });
    expect(pendingFlag()).toBeNull();
    await backOnline();
    expect(sends()).toBe(2);
  });

  it('stops replaying once the service worker has delivered the same submission', async () => {
    await queuedAtT0();
    await queue.settleReplayed(KEY, '/api/ebooks/download?t=sw');
    await settle();
    expect(events.at(-1)).toEqual({
      type: 'lead-queue:sent',
      detail: { key: KEY, form: 'contact', downloadUrl: '/api/ebooks/download?t=sw' },
    });
    await backOnline();
    expect(sends()).toBe(1);
    expect(pendingFlag()).toBeNull();
  });
});

describe('a page opened later', () => {
  it('sends what an earlier page kept, once, with its key; the page after it sends nothing', async () => {
    await queuedAtT0();
    expect(pendingFlag()).toBe('1');
    // That page is closed before the server is back; the next one starts its queue.
    await wait(1_000);
    await loadQueue({ samePlace: true });
    fetchMock.mockResolvedValue(json(201, { ok: true }));
    queue.startLeadQueue();
    await settle();
    expect(sends()).toBe(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(KEY);
    expect(JSON.parse(init.body as string)).toEqual(lead.body);
    expect(events.at(-1)).toMatchObject({ type: 'lead-queue:sent', detail: { key: KEY, form: 'contact' } });
    expect(pendingFlag()).toBeNull();

    await loadQueue({ samePlace: true });
    queue.startLeadQueue();
    await settle();
    await wait(120_000);
    expect(sends()).toBe(0);
  });
});

describe('expiry after 7 days', () => {
  it('still sends a submission kept for exactly 7 days', async () => {
    await queuedAtT0();
    fetchMock.mockResolvedValue(json(201, { ok: true }));
    vi.setSystemTime(T0 + 604_800_000);
    await backOnline();
    expect(sends()).toBe(2);
    expect(events.at(-1)?.type).toBe('lead-queue:sent');
  });

  it('discards one kept a moment longer, unsent and without a message', async () => {
    await queuedAtT0();
    fetchMock.mockResolvedValue(json(201, { ok: true }));
    vi.setSystemTime(T0 + 604_800_001);
    await backOnline();
    expect(sends()).toBe(1);
    expect(events.map((e) => e.type)).toEqual(['lead-queue:queued']);
    expect(pendingFlag()).toBeNull();
  });
});
