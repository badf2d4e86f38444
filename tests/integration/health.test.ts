import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/health/route';
import { openPostgres, type DbHandle } from '@/lib/db/client';
import pkg from '@/package.json';
import { testDatabases } from './helpers';

const KEY = Symbol.for('site.db');
type Holder = { [KEY]?: Promise<DbHandle> };
const holder = globalThis as Holder;

for (const target of testDatabases()) {
  describe(`GET /api/health on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
    }, 60_000);
    afterEach(() => {
      holder[KEY] = Promise.resolve(handle);
      vi.unstubAllEnvs();
    });
    afterAll(async () => {
      delete holder[KEY];
      await cleanup();
    });

    it('answers 200 with the release while the database answers, never cached', async () => {
      holder[KEY] = Promise.resolve(handle);
      vi.stubEnv('VERCEL_GIT_COMMIT_SHA', '');
      vi.stubEnv('APP_VERSION', '');
      const res = await GET();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: 'ok', db: 'ok', version: pkg.version });

      vi.stubEnv('VERCEL_GIT_COMMIT_SHA', '0123456789abcdef0123');
      expect(await (await GET()).json()).toMatchObject({ version: '0123456789ab' });
    });
  });
}

describe('GET /api/health without a database', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let port = 0;

  beforeAll(async () => {
    // Accepts connections and never says a word: a database host that hangs.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterEach(() => {
    delete holder[KEY];
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 with nothing but "down" when the database refuses', async () => {
    const down = Promise.reject(new Error('ECONNREFUSED 10.0.0.5:5432 password authentication failed'));
    down.catch(() => {});
    holder[KEY] = down;
    const res = await GET();
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'error', db: 'down' });
  });

  it('answers 503 after 2 s when the database does not answer at all', async () => {
    const hung = openPostgres(`postgres://monitor:secret@127.0.0.1:${port}/site`, 1);
    holder[KEY] = Promise.resolve(hung);
    const started = Date.now();
    const res = await GET();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error', db: 'down' });
    // It waited for the database the full limit rather than giving up at once.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await hung.close().catch(() => {});
  });
});
