import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/analytics/pageview/route';
import { PAGEVIEW_LIMITS } from '@/lib/analytics/beacon';
import { recordPageview } from '@/lib/analytics/record';
import type { DbHandle } from '@/lib/db/client';
import { analyticsBeaconQuotas, analyticsPageviews, analyticsSessions, rateLimits } from '@/lib/db/schema';
import { loadAnalyticsOverview } from '@/lib/analytics/overview';
import { inBatches, manyAddresses, testDatabases } from './helpers';

const KEY = Symbol.for('site.db');
type Holder = { [KEY]?: Promise<DbHandle> };

const SITE = 'https://www.empresa.example';
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;
let sessionCounter = 0;
const nextSession = () => `${Date.now()}-test${String(++sessionCounter).padStart(6, '0')}`;

function beacon(body: unknown, headers: Record<string, string> = {}, ip = nextIp()) {
  return new Request('http://localhost:3210/api/analytics/pageview', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/json', 'user-agent': CHROME, ...headers },
  });
}

for (const target of testDatabases()) {
  describe(`first-party page views on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const holder = globalThis as Holder;
    const viewsOf = async (sessionId: string) =>
      handle.db.select().from(analyticsPageviews).where(eq(analyticsPageviews.sessionId, sessionId));
    const totalViews = async () => (await handle.db.select({ n: count() }).from(analyticsPageviews))[0]!.n;

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      holder[KEY] = Promise.resolve(handle);
      vi.stubEnv('SITE_URL', SITE);
      vi.stubEnv('TRUSTED_PROXY', '');
      vi.stubEnv('VERCEL', '');
    }, 60_000);
    afterEach(() => {
      holder[KEY] = Promise.resolve(handle);
      vi.stubEnv('TRUSTED_PROXY', '');
    });
    afterAll(async () => {
      delete holder[KEY];
      vi.unstubAllEnvs();
      await cleanup?.();
    });

    it('records 200 concurrent views over 4 sessions exactly, with locale, country and referrer host, and no IP', async () => {
      const sessions = Array.from({ length: 4 }, nextSession);
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          recordPageview(handle.db, {
            sessionId: sessions[i % 4]!,
            pagePath: `/p/${i}`,
            referrer: 'www.google.com',
            userAgent: '',
            deviceType: 'mobile',
            browser: 'Chrome',
            locale: (['pt', 'en', 'es'] as const)[i % 3],
            country: 'BR',
          }),
        ),
      );
      for (const sessionId of sessions) {
        const views = await viewsOf(sessionId);
        expect(views).toHaveLength(50);
        const [session] = await handle.db.select().from(analyticsSessions).where(eq(analyticsSessions.sessionId, sessionId));
        expect(session?.totalPageviews).toBe(50);
        expect(session?.referrer).toBe('www.google.com');
        expect(new Set(views.map((v) => v.pagePath)).size).toBe(50);
        expect(views.every((v) => v.country === 'BR' && v.referrer === 'www.google.com' && ['pt', 'en', 'es'].includes(v.locale!))).toBe(
          true,
        );
      }

      // Neither table has anywhere to put an address.
      const result = (await handle.db.execute(
        sql`select column_name from information_schema.columns where table_name in ('analytics_pageviews', 'analytics_sessions')`,
      )) as unknown;
      const list = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { column_name: string }[];
      const names = list.map((c) => c.column_name);
      expect(names).toContain('session_id');
      expect(names.filter((n) => /ip/i.test(n))).toEqual([]);
    });

    it('keeps earlier callers working: locale and country are optional', async () => {
      const sessionId = nextSession();
      await recordPageview(handle.db, {
        sessionId,
        pagePath: '/',
        referrer: null,
        userAgent: 'vitest',
        deviceType: 'desktop',
        browser: 'Chrome',
      });
      const [view] = await viewsOf(sessionId);
      expect(view).toMatchObject({ locale: null, country: null, referrer: null });
    });

    it('POST: 204, stored with device, browser, locale, referrer host, and country only behind Vercel; never the IP or user agent', async () => {
      const sessionId = nextSession();
      const ip = '203.0.113.77';
      let res = await POST(
        beacon(
          { sessionId, path: '/servicos/backup', locale: 'en', referrer: 'https://www.google.com/search?q=backup&email=a@b.c' },
          { origin: SITE, 'sec-fetch-site': 'same-origin', 'x-vercel-ip-country': 'br' },
          ip,
        ),
      );
      expect(res.status).toBe(204);
      expect(res.headers.get('set-cookie')).toBeNull();

      vi.stubEnv('TRUSTED_PROXY', 'vercel');
      res = await POST(
        beacon({ sessionId, path: '/en/sobre', locale: 'en' }, { 'x-vercel-forwarded-for': ip, 'x-vercel-ip-country': 'br' }, ip),
      );
      expect(res.status).toBe(204);

      const views = await viewsOf(sessionId);
      expect(views.map((v) => [v.pagePath, v.locale, v.country, v.referrer, v.deviceType, v.browser]).sort()).toEqual([
        ['/en/sobre', 'en', 'BR', null, 'mobile', 'Chrome'],
        ['/servicos/backup', 'en', null, 'www.google.com', 'mobile', 'Chrome'],
      ]);
      expect(JSON.stringify(views)).not.toContain(ip);
      expect(views.every((v) => v.userAgent === '')).toBe(true);
      const [session] = await handle.db.select().from(analyticsSessions).where(eq(analyticsSessions.sessionId, sessionId));
      expect(session).toMatchObject({ totalPageviews: 2, referrer: 'www.google.com', deviceType: 'mobile' });
    });

    it('POST: the e2e browser (HeadlessChrome) counts; a crawler answers 204 and stores nothing', async () => {
      const headless = nextSession();
      expect((await POST(beacon({ sessionId: headless, path: '/' }, { 'user-agent': HEADLESS }))).status).toBe(204);
      expect(await viewsOf(headless)).toHaveLength(1);

      const before = await totalViews();
      for (const ua of [GOOGLEBOT, 'facebookexternalhit/1.1', '']) {
        const res = await POST(beacon({ sessionId: nextSession(), path: '/' }, { 'user-agent': ua }));
        expect(res.status, ua).toBe(204);
      }
      expect(await totalViews()).toBe(before);
    });

    it('POST: refuses other sites, other content types, bad bodies and oversized ones without storing', async () => {
      const before = await totalViews();
      const ok = { sessionId: nextSession(), path: '/' };
      const cases: [Request, number][] = [
        [beacon(ok, { origin: 'https://evil.example' }), 403],
        [beacon(ok, { 'sec-fetch-site': 'cross-site' }), 403],
        [beacon(ok, { 'content-type': 'text/plain' }), 415],
        [beacon('{"sessionId":', {}), 400],
        [beacon({ ...ok, path: 'https://evil.example/' }), 400],
        [beacon({ ...ok, path: `/${'a'.repeat(600)}` }), 400],
        [beacon({ ...ok, locale: 'fr' }), 400],
        [beacon({ ...ok, extra: 'x'.repeat(5000) }), 413],
      ];
      for (const [req, status] of cases) expect((await POST(req)).status).toBe(status);
      expect(await totalViews()).toBe(before);
    });

    it('POST: 429 past the per-IP limit, and the IP is only the counter key', async () => {
      const ip = '192.0.2.200';
      const statuses: number[] = [];
      for (let i = 0; i < 121; i++) statuses.push((await POST(beacon({ sessionId: nextSession(), path: `/r/${i}` }, {}, ip))).status);
      expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
      expect(statuses[120]).toBe(429);
    });

    it('POST: 503 when the database is down', async () => {
      holder[KEY] = Promise.reject(new Error('down'));
      holder[KEY].catch(() => {});
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect((await POST(beacon({ sessionId: nextSession(), path: '/' }))).status).toBe(503);
      spy.mockRestore();
    });

    it('admin figures: views and sessions today and over 30 days, per day (company time zone), top pages', async () => {
      await handle.db.delete(analyticsPageviews);
      // 12:00 in São Paulo (UTC-3) on 2026-03-31.
      const now = new Date('2026-03-31T15:00:00Z');
      const at = (iso: string) => new Date(iso);
      const rows = [
        // Today (31 March, local): 3 views, 2 sessions. 02:30 UTC on the 31st is still the 30th locally.
        { sessionId: 'aaaaaaaa-1', pagePath: '/', createdAt: at('2026-03-31T03:30:00Z') },
        { sessionId: 'aaaaaaaa-1', pagePath: '/sobre', createdAt: at('2026-03-31T14:00:00Z') },
        { sessionId: 'bbbbbbbb-2', pagePath: '/', createdAt: at('2026-03-31T14:30:00Z') },
        { sessionId: 'cccccccc-3', pagePath: '/', createdAt: at('2026-03-31T02:30:00Z') },
        // 1 March is the 31st day back: outside the period. 2 March is its first day.
        { sessionId: 'dddddddd-4', pagePath: '/contato', createdAt: at('2026-03-02T12:00:00Z') },
        { sessionId: 'eeeeeeee-5', pagePath: '/contato', createdAt: at('2026-03-01T12:00:00Z') },
        // Later than now: not counted.
        { sessionId: 'ffffffff-6', pagePath: '/', createdAt: at('2026-04-01T12:00:00Z') },
      ];
      await handle.db
        .insert(analyticsPageviews)
        .values(rows.map((r) => ({ ...r, referrer: null, userAgent: '', deviceType: 'desktop' as const, browser: 'Chrome' })));

      const overview = await loadAnalyticsOverview(handle.db, { now });
      expect(overview.today).toEqual({ views: 3, sessions: 2 });
      expect(overview.period).toEqual({ views: 5, sessions: 4 });
      expect(overview.perDay).toHaveLength(30);
      expect(overview.perDay[0]).toEqual({ day: '2026-03-02', views: 1 });
      expect(overview.perDay.at(-2)).toEqual({ day: '2026-03-30', views: 1 });
      expect(overview.perDay.at(-1)).toEqual({ day: '2026-03-31', views: 3 });
      expect(overview.perDay.reduce((sum, d) => sum + d.views, 0)).toBe(5);
      expect(overview.topPages).toEqual([
        { path: '/', views: 3 },
        { path: '/contato', views: 1 },
        { path: '/sobre', views: 1 },
      ]);
    });

    describe('ceilings', () => {
      /** A page view of a new session; its status. */
      const send = async (path: string, ip: string) =>
        (await POST(beacon({ sessionId: nextSession(), path, locale: 'pt' }, {}, ip))).status;
      const stored = async (paths?: string[]) =>
        (
          await handle.db
            .select({ n: count() })
            .from(analyticsPageviews)
            .where(paths ? inArray(analyticsPageviews.pagePath, paths) : undefined)
        )[0]!.n;

      beforeEach(async () => {
        // Each case starts with an empty hour and fresh daily shares.
        await handle.db.delete(rateLimits);
        await handle.db.delete(analyticsBeaconQuotas);
        await handle.db.delete(analyticsPageviews);
      });
      afterEach(() => vi.stubEnv('PAGEVIEW_BEACONS_PER_HOUR', ''));

      it('60 views of one path from one client store 20, quietly; another path and another client still count', async () => {
        const ip = '203.0.113.70';
        const statuses: number[] = [];
        for (let i = 0; i < 60; i++) statuses.push(await send('/sobre', ip));
        expect(statuses.every((s) => s === 204)).toBe(true);
        expect(await stored(['/sobre'])).toBe(PAGEVIEW_LIMITS.perClientPathDay);
        expect(PAGEVIEW_LIMITS.perClientPathDay).toBe(20);

        expect(await send('/contato', ip)).toBe(204);
        expect(await stored(['/contato'])).toBe(1);
        expect(await send('/sobre', '203.0.113.71')).toBe(204);
        expect(await stored(['/sobre'])).toBe(PAGEVIEW_LIMITS.perClientPathDay + 1);
      });

      it('IPv6 addresses of one /64 are one client', async () => {
        for (let i = 0; i < 30; i++) await send('/servicos', `2001:db8:aa:bb:${i + 1}::1`);
        expect(await stored(['/servicos'])).toBe(PAGEVIEW_LIMITS.perClientPathDay);
        await send('/servicos', '2001:db8:aa:bc::1');
        expect(await stored(['/servicos'])).toBe(PAGEVIEW_LIMITS.perClientPathDay + 1);
      });

      it('1,500 views from 1,500 addresses within an hour store the hourly ceiling (PAGEVIEW_BEACONS_PER_HOUR), the rest dropped quietly', async () => {
        vi.stubEnv('PAGEVIEW_BEACONS_PER_HOUR', '40');
        const statuses = await inBatches(1500, (i) => send('/', manyAddresses(i)));
        expect(statuses.every((s) => s === 204)).toBe(true);
        expect(await stored()).toBe(40);
      }, 180_000);
    });
  });
}
