import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/pwa-installations/route';
import type { DbHandle } from '@/lib/db/client';
import { pwaInstallations } from '@/lib/db/schema';
import { recordInstallation, NO_GEO } from '@/lib/pwa/installations';
import { testDatabases } from './helpers';

// The route reads its texts with next-intl's server API, which needs Next's request scope outside a test.
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);

const KEY = Symbol.for('site.db');
type Holder = { [KEY]?: Promise<DbHandle> };

const SITE = 'https://www.empresa.example';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const GEO_HEADERS = {
  'x-vercel-ip-country': 'BR',
  'x-vercel-ip-country-region': 'SP',
  'x-vercel-ip-city': 'S%C3%A3o%20Paulo',
  'x-vercel-ip-latitude': '-23.5475',
  'x-vercel-ip-longitude': 'not-a-number',
};

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

function request(body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/api/pwa-installations`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      'user-agent': ANDROID,
      ...headers,
    },
  });
}

for (const target of testDatabases()) {
  describe(`POST /api/pwa-installations on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const holder = globalThis as Holder;
    const latest = async () => (await handle.db.select().from(pwaInstallations).orderBy(desc(pwaInstallations.createdAt)).limit(1))[0]!;

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      holder[KEY] = Promise.resolve(handle);
      vi.stubEnv('SITE_URL', SITE);
      vi.stubEnv('VERCEL', '');
      vi.stubEnv('TRUSTED_PROXY', 'vercel');
    }, 60_000);
    afterEach(() => {
      holder[KEY] = Promise.resolve(handle);
      vi.stubEnv('TRUSTED_PROXY', 'vercel');
    });
    afterAll(async () => {
      delete holder[KEY];
      vi.unstubAllEnvs();
      await cleanup?.();
    });

    it('201: the row carries the platform, the device and the edge geo, and no IP', async () => {
      const ip = nextIp();
      const res = await POST(request({ platform: 'Android' }, { ...GEO_HEADERS, 'x-vercel-forwarded-for': ip }));
      expect(res.status).toBe(201);
      const {
        data: { id },
      } = (await res.json()) as { data: { id: string } };
      const [row] = await handle.db.select().from(pwaInstallations).where(eq(pwaInstallations.id, id));
      expect(row).toMatchObject({
        platform: 'Android',
        userAgent: ANDROID,
        deviceType: 'Android',
        osName: 'Android',
        browserName: 'Chrome',
        country: 'BR',
        region: 'SP',
        city: 'São Paulo',
        latitude: -23.5475,
        longitude: null,
        ipAddress: null,
      });
      expect(JSON.stringify(row)).not.toContain(ip);
    });

    it('without a platform, stores it as unknown', async () => {
      const res = await POST(request({}, { 'x-vercel-forwarded-for': nextIp() }));
      expect(res.status).toBe(201);
      expect(await latest()).toMatchObject({ platform: null, country: null, city: null, latitude: null, ipAddress: null });
    });

    it('ignores geo headers when Vercel is not the trusted proxy (a client could send them)', async () => {
      vi.stubEnv('TRUSTED_PROXY', '1');
      const res = await POST(request({ platform: 'Win32' }, { ...GEO_HEADERS, 'x-forwarded-for': nextIp() }));
      expect(res.status).toBe(201);
      expect(await latest()).toMatchObject({ platform: 'Win32', country: null, region: null, city: null, latitude: null, longitude: null });
    });

    it('refuses cross-site posts, other content types, malformed and oversized bodies', async () => {
      const ip = nextIp();
      const count = async () => (await handle.db.select().from(pwaInstallations)).length;
      const before = await count();
      expect((await POST(request({}, { 'sec-fetch-site': 'cross-site', 'x-vercel-forwarded-for': ip }))).status).toBe(403);
      expect((await POST(request({}, { origin: 'https://evil.example', 'x-vercel-forwarded-for': ip }))).status).toBe(403);
      expect((await POST(request({}, { 'content-type': 'text/plain', 'x-vercel-forwarded-for': ip }))).status).toBe(415);
      expect((await POST(request('{not json', { 'x-vercel-forwarded-for': ip }))).status).toBe(400);
      expect((await POST(request({ platform: 'x'.repeat(65) }, { 'x-vercel-forwarded-for': ip }))).status).toBe(400);
      expect((await POST(request({ platform: 'x'.repeat(4000) }, { 'x-vercel-forwarded-for': ip }))).status).toBe(413);
      expect(await count()).toBe(before);
    });

    it('rate-limits per IP: 10 per hour, then 429 with Retry-After', async () => {
      const ip = nextIp();
      // Installs 1 to 10 are recorded, the 10th included; the 11th is refused.
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await POST(request({ platform: 'Linux' }, { 'x-vercel-forwarded-for': ip }))).status);
      expect(statuses).toEqual(Array<number>(10).fill(201));
      const refused = await POST(request({ platform: 'Linux' }, { 'x-vercel-forwarded-for': ip }));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await POST(request({ platform: 'Linux' }, { 'x-vercel-forwarded-for': nextIp() }))).status).toBe(201);
    });

    it('the service records directly too, never storing the address it limits by', async () => {
      const result = await recordInstallation(handle.db, { ip: '192.0.2.77', userAgent: '', platform: 'MacIntel', geo: NO_GEO });
      expect(result.ok).toBe(true);
      const rows = await handle.db.select().from(pwaInstallations).where(eq(pwaInstallations.platform, 'MacIntel'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userAgent: null, deviceType: 'Desktop', osName: 'Other', browserName: 'Other', ipAddress: null });
    });

    it('503 when the database is down', async () => {
      holder[KEY] = Promise.reject(new Error('database down'));
      holder[KEY].catch(() => {});
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      const res = await POST(request({}, { 'x-vercel-forwarded-for': nextIp() }));
      spy.mockRestore();
      expect(res.status).toBe(503);
    });
  });
}
