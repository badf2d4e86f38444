import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/analytics/vitals/route';
import { beaconCeilings, beaconClientKey } from '@/lib/analytics/beacon-quota';
import { createViewId, VITALS_LIMITS, type VitalMetric } from '@/lib/analytics/vitals';
import { ROUTE_PATTERNS } from '@/lib/analytics/vitals-routes';
import { rollUpWebVitals } from '@/lib/analytics/vitals-store';
import { bucketIndex, histogramOf, histogramP75, p75, rateVital } from '@/lib/analytics/vitals-stats';
import { settingProblems } from '@/lib/config/env';
import { loadVitalsReport } from '@/lib/analytics/admin-vitals';
import { NotAdminError } from '@/lib/auth/authz';
import { companyDay } from '@/lib/time';
import type { DbHandle } from '@/lib/db/client';
import { analyticsBeaconQuotas, analyticsWebVitals, analyticsWebVitalsDaily, rateLimits, userRoles } from '@/lib/db/schema';
import { cleanup } from '@/lib/jobs/cleanup';
import { inBatches, manyAddresses, testDatabases } from './helpers';

const KEY = Symbol.for('site.db');
type Holder = { [KEY]?: Promise<DbHandle> };

const SITE = 'https://www.empresa.example';
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let ipCounter = 0;
const nextIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;

function beacon(body: unknown, headers: Record<string, string> = {}, ip = nextIp()) {
  return new Request('http://localhost:3210/api/analytics/vitals', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/json', 'user-agent': CHROME, ...headers },
  });
}

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The 75th percentile by its definition: the smallest value with at least 75 % of the values at or below it. */
function bruteP75(values: number[]): number {
  const enough = values.filter((v) => values.filter((x) => x <= v).length >= 0.75 * values.length);
  return Math.min(...enough);
}

for (const target of testDatabases()) {
  describe(`field speed metrics on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanupDb: () => Promise<void>;
    const holder = globalThis as Holder;
    const rowsOf = async (viewId: string) =>
      handle.db.select().from(analyticsWebVitals).where(eq(analyticsWebVitals.viewId, viewId)).orderBy(asc(analyticsWebVitals.metric));
    const total = async () => (await handle.db.select({ n: count() }).from(analyticsWebVitals))[0]!.n;

    beforeAll(async () => {
      ({ handle, cleanup: cleanupDb } = await target.open());
      holder[KEY] = Promise.resolve(handle);
      vi.stubEnv('SITE_URL', SITE);
      vi.stubEnv('TRUSTED_PROXY', '');
      vi.stubEnv('VERCEL', '');
    }, 60_000);
    afterEach(() => {
      holder[KEY] = Promise.resolve(handle);
    });
    afterAll(async () => {
      delete holder[KEY];
      vi.unstubAllEnvs();
      await cleanupDb?.();
    });

    /* ───────────── The beacon's endpoint ───────────── */

    it('stores a beacon under its route pattern and language, values clamped, without cookie, IP or user agent', async () => {
      const viewId = createViewId();
      const ip = '203.0.113.91';
      const res = await POST(
        beacon(
          {
            viewId,
            path: '/en/servicos/suporte-de-ti',
            locale: 'en',
            device: 'mobile',
            connection: '3g',
            metrics: [
              { name: 'LCP', value: 1834.2 },
              { name: 'CLS', value: 0.013 },
              { name: 'TTFB', value: -3 },
              { name: 'INP', value: 999_999 },
            ],
          },
          { origin: SITE, 'sec-fetch-site': 'same-origin' },
          ip,
        ),
      );
      expect(res.status).toBe(204);
      expect(res.headers.get('set-cookie')).toBeNull();
      const rows = await rowsOf(viewId);
      expect(rows.map((r) => [r.metric, r.value])).toEqual([
        ['CLS', 0.013],
        ['INP', 60_000],
        ['LCP', 1834.2],
        ['TTFB', 0],
      ]);
      expect(rows.every((r) => r.route === '/servicos/[slug]' && r.locale === 'en' && r.device === 'mobile' && r.connection === '3g')).toBe(
        true,
      );
      expect(JSON.stringify(rows)).not.toContain(ip);
      expect(JSON.stringify(rows)).not.toContain('Chrome');

      // Portuguese has no prefix; an address that is no page is stored as "other".
      const home = createViewId();
      await POST(beacon({ viewId: home, path: '/', device: 'desktop', metrics: [{ name: 'FCP', value: 900 }] }));
      const missing = createViewId();
      await POST(beacon({ viewId: missing, path: '/es/pagina-que-nao-existe', device: 'desktop', metrics: [{ name: 'FCP', value: 900 }] }));
      expect((await rowsOf(home))[0]).toMatchObject({ route: '/', locale: 'pt', device: 'desktop', connection: null });
      expect((await rowsOf(missing))[0]).toMatchObject({ route: 'other', locale: 'es' });
    });

    it('stores each metric of a page view once: a second send is accepted and ignored, a new metric is added', async () => {
      const viewId = createViewId();
      const first = { viewId, path: '/sobre', device: 'desktop', metrics: [{ name: 'LCP', value: 1200 }] };
      expect((await POST(beacon(first))).status).toBe(204);
      expect((await POST(beacon({ ...first, metrics: [{ name: 'LCP', value: 5000 }] }))).status).toBe(204);
      expect(
        (
          await POST(
            beacon({
              ...first,
              metrics: [
                { name: 'LCP', value: 7000 },
                { name: 'CLS', value: 0.3 },
              ],
            }),
          )
        ).status,
      ).toBe(204);
      expect((await rowsOf(viewId)).map((r) => [r.metric, r.value])).toEqual([
        ['CLS', 0.3],
        ['LCP', 1200],
      ]);

      // The same beacon from ten places at once (a retried request): still one row per metric.
      const twin = createViewId();
      const body = {
        viewId: twin,
        path: '/contato',
        device: 'mobile',
        metrics: [
          { name: 'FCP', value: 800 },
          { name: 'TTFB', value: 120 },
        ],
      };
      const statuses = await Promise.all(Array.from({ length: 10 }, () => POST(beacon(body)).then((r) => r.status)));
      expect(statuses.every((s) => s === 204)).toBe(true);
      expect((await rowsOf(twin)).map((r) => r.metric)).toEqual(['FCP', 'TTFB']);
    });

    it('answers crawlers 204 and stores nothing', async () => {
      const before = await total();
      for (const ua of [GOOGLEBOT, 'facebookexternalhit/1.1', '']) {
        const res = await POST(
          beacon({ viewId: createViewId(), path: '/', device: 'mobile', metrics: [{ name: 'LCP', value: 1000 }] }, { 'user-agent': ua }),
        );
        expect(res.status, ua).toBe(204);
      }
      expect(await total()).toBe(before);
    });

    it('refuses other sites, other content types, malformed and oversized bodies, and stores nothing', async () => {
      const before = await total();
      const ok = { viewId: createViewId(), path: '/', device: 'mobile', metrics: [{ name: 'LCP', value: 1000 }] };
      const cases: [Request, number][] = [
        [beacon(ok, { origin: 'https://evil.example' }), 403],
        [beacon(ok, { 'sec-fetch-site': 'cross-site' }), 403],
        [beacon(ok, { 'content-type': 'text/plain' }), 415],
        [beacon('{"viewId":', {}), 400],
        [beacon({ ...ok, viewId: 'short' }), 400],
        [beacon({ ...ok, path: 'https://evil.example/' }), 400],
        [beacon({ ...ok, device: 'tablet' }), 400],
        [beacon({ ...ok, locale: 'fr' }), 400],
        [beacon({ ...ok, metrics: [] }), 400],
        [beacon({ ...ok, metrics: [{ name: 'FID', value: 3 }] }), 400],
        [
          beacon({
            ...ok,
            metrics: [
              { name: 'LCP', value: 1 },
              { name: 'LCP', value: 2 },
            ],
          }),
          400,
        ],
        [beacon({ ...ok, extra: 'x'.repeat(VITALS_LIMITS.bodyMaxBytes) }), 413],
      ];
      for (const [req, status] of cases) expect((await POST(req)).status).toBe(status);
      expect(await total()).toBe(before);
    });

    it('answers 429 with Retry-After past the per-IP limit, and stores nothing for it', async () => {
      const ip = '192.0.2.201';
      const ids = Array.from({ length: VITALS_LIMITS.perIp.limit + 1 }, () => createViewId());
      // Spread over the site's pages, so the client's daily share of each page is not what stops them.
      const pages = ROUTE_PATTERNS.filter((route) => !route.includes('['));
      const responses: Response[] = [];
      for (const [i, viewId] of ids.entries()) {
        const path = pages[i % pages.length]!;
        responses.push(await POST(beacon({ viewId, path, device: 'desktop', metrics: [{ name: 'TTFB', value: 90 }] }, {}, ip)));
      }
      expect(responses.slice(0, -1).every((r) => r.status === 204)).toBe(true);
      const last = responses.at(-1)!;
      expect(last.status).toBe(429);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
      const [stored] = await handle.db.select({ n: count() }).from(analyticsWebVitals).where(inArray(analyticsWebVitals.viewId, ids));
      expect(stored?.n).toBe(VITALS_LIMITS.perIp.limit);
    });

    it('answers 503 when the database is down', async () => {
      holder[KEY] = Promise.reject(new Error('down'));
      holder[KEY].catch(() => {});
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      const res = await POST(beacon({ viewId: createViewId(), path: '/', device: 'mobile', metrics: [{ name: 'LCP', value: 1 }] }));
      expect(res.status).toBe(503);
      spy.mockRestore();
    });

    /* ───────────── Ceilings: one client, and the whole site per hour ───────────── */

    describe('ceilings', () => {
      /** A beacon of a new page view (or of `viewId`); its status. */
      const send = async (path: string, ip: string, viewId = createViewId(), metrics = [{ name: 'LCP', value: 60_000 }]) =>
        (await POST(beacon({ viewId, path, device: 'desktop', metrics }, {}, ip))).status;
      const storedViews = async (route: string) =>
        (
          await handle.db
            .select({ n: sql<number>`count(distinct ${analyticsWebVitals.viewId})::int` })
            .from(analyticsWebVitals)
            .where(eq(analyticsWebVitals.route, route))
        )[0]!.n;

      beforeEach(async () => {
        // Each case starts with an empty hour and fresh daily shares.
        await handle.db.delete(rateLimits);
        await handle.db.delete(analyticsBeaconQuotas);
        await handle.db.delete(analyticsWebVitals);
      });
      afterEach(() => {
        vi.stubEnv('VITALS_BEACONS_PER_HOUR', '');
        vi.stubEnv('PAGEVIEW_BEACONS_PER_HOUR', '');
      });

      it('defaults: 10 page views per client, route and day for field speed, 20 per path for page views; 1,000 and 3,000 an hour', () => {
        expect(beaconCeilings()).toEqual({
          vitals: { perClientDay: 10, perHour: 1000 },
          pageview: { perClientDay: 20, perHour: 3000 },
        });
        vi.stubEnv('VITALS_BEACONS_PER_HOUR', '250');
        vi.stubEnv('PAGEVIEW_BEACONS_PER_HOUR', '7');
        expect(beaconCeilings()).toMatchObject({ vitals: { perHour: 250 }, pageview: { perHour: 7 } });
        const problems = settingProblems({ ...process.env, VITALS_BEACONS_PER_HOUR: 'many', PAGEVIEW_BEACONS_PER_HOUR: '-1' });
        expect(problems.map((p) => p.split(':')[0])).toEqual(['VITALS_BEACONS_PER_HOUR', 'PAGEVIEW_BEACONS_PER_HOUR']);
      });

      it('60 beacons from one client for one route store its 10 page views, quietly; another route and another client still count', async () => {
        const ip = '203.0.113.60';
        const statuses: number[] = [];
        for (let i = 0; i < 60; i++) statuses.push(await send(`/servicos/servico-${i}`, ip));
        expect(statuses.every((s) => s === 204)).toBe(true);
        expect(await storedViews('/servicos/[slug]')).toBe(VITALS_LIMITS.perClientRouteDay);
        expect(VITALS_LIMITS.perClientRouteDay).toBe(10);

        expect(await send('/sobre', ip)).toBe(204);
        expect(await storedViews('/sobre')).toBe(1);
        expect(await send('/servicos/outro', '203.0.113.61')).toBe(204);
        expect(await storedViews('/servicos/[slug]')).toBe(VITALS_LIMITS.perClientRouteDay + 1);
      });

      it('a stored page view adds its later metrics without counting again; its id sent for another route is dropped', async () => {
        const ip = '203.0.113.62';
        const views = Array.from({ length: VITALS_LIMITS.perClientRouteDay }, () => createViewId());
        for (const viewId of views) await send('/contato', ip, viewId, [{ name: 'FCP', value: 900 }]);
        // The page is hidden: each view sends its LCP and CLS now.
        const later = [
          { name: 'LCP', value: 1500 },
          { name: 'CLS', value: 0.02 },
        ];
        for (const viewId of views) await send('/contato', ip, viewId, later);
        const [rows] = await handle.db.select({ n: count() }).from(analyticsWebVitals).where(inArray(analyticsWebVitals.viewId, views));
        expect(rows?.n).toBe(3 * VITALS_LIMITS.perClientRouteDay);
        expect(await send('/sobre', '203.0.113.63', views[0], [{ name: 'INP', value: 40_000 }])).toBe(204);
        expect(await storedViews('/sobre')).toBe(0);
      });

      it('IPv6 addresses of one /64 are one client; the next /64 is another', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 60; i++) statuses.push(await send('/blog', `2001:db8:1:2:${(i + 1).toString(16)}::${i + 7}`));
        expect(statuses.every((s) => s === 204)).toBe(true);
        expect(await storedViews('/blog')).toBe(VITALS_LIMITS.perClientRouteDay);
        await send('/blog', '2001:db8:1:3::1');
        expect(await storedViews('/blog')).toBe(VITALS_LIMITS.perClientRouteDay + 1);
      });

      it('1,500 beacons from 1,500 addresses within an hour store the hourly ceiling (VITALS_BEACONS_PER_HOUR), the rest dropped quietly', async () => {
        vi.stubEnv('VITALS_BEACONS_PER_HOUR', '40');
        const statuses = await inBatches(1500, (i) => send('/', manyAddresses(i)));
        expect(statuses.every((s) => s === 204)).toBe(true);
        expect(await storedViews('/')).toBe(40);
        // Once the hour is full, dropped beacons leave no per-client rows behind.
        expect((await handle.db.select({ n: count() }).from(analyticsBeaconQuotas))[0]!.n).toBeLessThan(100);
      }, 180_000);

      it('keeps no address: the client is a keyed hash that changes each day, and the nightly cleanup deletes past days', async () => {
        const ip = '2001:db8:77:1::5';
        await send('/sobre', ip);
        const rows = await handle.db.select().from(analyticsBeaconQuotas);
        expect(rows.map((r) => [r.kind, r.subject, r.count])).toEqual([['vitals', '/sobre', 1]]);
        for (const part of ['2001', 'db8:77']) expect(JSON.stringify(rows)).not.toContain(part);
        expect(rows[0]!.client).toBe(beaconClientKey(ip, companyDay(new Date())));
        expect(beaconClientKey(ip, '2026-01-01')).not.toBe(beaconClientKey(ip, '2026-01-02'));

        // A day later the cleanup takes them.
        const counts = await cleanup(handle.db, { now: new Date(Date.now() + 86_400_000) });
        expect(counts.rate_limits).toBeGreaterThanOrEqual(1);
        expect(await handle.db.select().from(analyticsBeaconQuotas)).toEqual([]);
      });
    });

    /* ───────────── Nightly roll-up and the back office ───────────── */

    describe('roll-up and report', () => {
      // 12:00 in São Paulo (UTC-3) on 2026-03-31.
      const NOW = new Date('2026-03-31T15:00:00Z');
      const admin = { id: 'vitals-admin' };
      const next = random(31032026);
      const route = '/servicos/[slug]';
      /** Values of one group, as the field produces them (some exactly on the thresholds). */
      const values = (metric: VitalMetric, n: number) =>
        Array.from({ length: n }, () => {
          const roll = next();
          // A few exactly on a threshold; the rest spread finely, so percentile definitions differ.
          if (metric === 'CLS') return roll < 0.03 ? 0.1 : Math.round(next() * next() * 400_000) / 1_000_000;
          if (roll < 0.03) return 2500;
          return Math.round(3000 + next() * next() * 60_000) / 10;
        });
      let serial = 0;
      type Raw = { metric: VitalMetric; device: 'mobile' | 'desktop'; at: string; values: number[]; route?: string };
      const groups: Raw[] = [
        // Yesterday (30 March, local): 02:30 UTC on the 31st is still the 30th in São Paulo.
        { metric: 'LCP', device: 'mobile', at: '2026-03-30T14:00:00Z', values: values('LCP', 118) },
        { metric: 'LCP', device: 'mobile', at: '2026-03-31T02:30:00Z', values: values('LCP', 17) },
        { metric: 'CLS', device: 'mobile', at: '2026-03-30T18:00:00Z', values: values('CLS', 134) },
        { metric: 'LCP', device: 'desktop', at: '2026-03-30T12:00:00Z', values: values('LCP', 26) },
        { metric: 'CLS', device: 'desktop', at: '2026-03-30T12:00:00Z', values: values('CLS', 5) },
        // 29 March.
        { metric: 'LCP', device: 'mobile', at: '2026-03-29T20:00:00Z', values: values('LCP', 60) },
        // Today: 03:30 UTC is 00:30 in São Paulo.
        { metric: 'LCP', device: 'mobile', at: '2026-03-31T03:30:00Z', values: values('LCP', 12) },
        { metric: 'LCP', device: 'mobile', at: '2026-03-31T14:00:00Z', values: values('LCP', 18) },
        // 32 days back: older than the raw retention, and outside the report's 28 days.
        { metric: 'LCP', device: 'mobile', at: '2026-02-27T15:00:00Z', values: values('LCP', 6) },
      ];
      const valuesOf = (metric: VitalMetric, device: string, days: string[]) =>
        groups.filter((g) => g.metric === metric && g.device === device && days.includes(localDay(g.at))).flatMap((g) => g.values);
      function localDay(iso: string) {
        return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
      }

      beforeAll(async () => {
        await handle.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
      });
      // Each test starts from these raw rows alone, before any roll-up.
      beforeEach(async () => {
        await handle.db.delete(analyticsWebVitals);
        await handle.db.delete(analyticsWebVitalsDaily);
        for (const g of groups) {
          await handle.db.insert(analyticsWebVitals).values(
            g.values.map((value) => ({
              viewId: `rollup-view-${String(++serial).padStart(6, '0')}`,
              route: g.route ?? route,
              locale: 'pt',
              device: g.device,
              metric: g.metric,
              value,
              createdAt: new Date(g.at),
            })),
          );
        }
      });

      const daily = async () =>
        (
          await handle.db
            .select()
            .from(analyticsWebVitalsDaily)
            .orderBy(asc(analyticsWebVitalsDaily.day), asc(analyticsWebVitalsDaily.device), asc(analyticsWebVitalsDaily.metric))
        ).map((r) => ({ ...r, histogram: r.histogram.map(Number) }));

      it('rolls every complete day up with its exact p75, count and histogram, deletes raw rows past 30 days, and a second run changes nothing', async () => {
        const counts = await cleanup(handle.db, { now: NOW });
        expect(counts).toMatchObject({ vitals_days_rolled_up: 3, vitals_deleted: 6 });

        const rows = await daily();
        const expected = [
          ['2026-02-27', 'mobile', 'LCP'],
          ['2026-03-29', 'mobile', 'LCP'],
          ['2026-03-30', 'desktop', 'CLS'],
          ['2026-03-30', 'desktop', 'LCP'],
          ['2026-03-30', 'mobile', 'CLS'],
          ['2026-03-30', 'mobile', 'LCP'],
        ] as const;
        expect(rows.map((r) => [r.day, r.device, r.metric])).toEqual(expected);
        for (const [day, device, metric] of expected) {
          const all = valuesOf(metric, device, [day]);
          const row = rows.find((r) => r.day === day && r.device === device && r.metric === metric)!;
          expect(row.route).toBe(route);
          expect(row.count, `${day} ${device} ${metric}`).toBe(all.length);
          expect(row.views, `${day} ${device} ${metric}`).toBe(all.length);
          expect(row.p75, `${day} ${device} ${metric}`).toBe(bruteP75(all));
          expect(row.histogram).toEqual(histogramOf(metric, all));
        }
        // Yesterday's mobile LCP has the 17 views of 23:30 local time in it.
        expect(rows.find((r) => r.day === '2026-03-30' && r.device === 'mobile' && r.metric === 'LCP')?.count).toBe(135);

        // Raw rows: the old day is gone, the last 30 days stay (today's are never rolled up).
        const raw = await handle.db
          .select({ n: count(), first: sql<string>`min(${analyticsWebVitals.createdAt})::text` })
          .from(analyticsWebVitals);
        expect(raw[0]?.n).toBe(groups.reduce((n, g) => n + g.values.length, 0) - 6);
        expect(new Date(raw[0]!.first).getTime()).toBe(new Date('2026-03-29T20:00:00Z').getTime());

        expect(await rollUpWebVitals(handle.db, NOW)).toEqual({ days: 0, rows: 0, deleted: 0 });
        expect(await daily()).toEqual(rows);

        // The next night, today is a complete day and is rolled up in turn.
        const tomorrow = new Date(NOW.getTime() + 24 * 3600_000);
        expect(await rollUpWebVitals(handle.db, tomorrow)).toMatchObject({ days: 1, rows: 1 });
        const today = (await daily()).find((r) => r.day === '2026-03-31')!;
        expect(today).toMatchObject({
          device: 'mobile',
          metric: 'LCP',
          count: 30,
          views: 30,
          p75: bruteP75(valuesOf('LCP', 'mobile', ['2026-03-31'])),
        });
      });

      it('reports p75 per route and device over 28 days from the roll-up plus today, with the exact rating, and never reads earlier raw rows', async () => {
        // Last night's roll-up.
        expect(await rollUpWebVitals(handle.db, NOW)).toMatchObject({ days: 3 });
        // A straggler stored for yesterday after the roll-up: the report must not see it.
        await handle.db.insert(analyticsWebVitals).values({
          viewId: 'late-view-000000001',
          route,
          locale: 'pt',
          device: 'mobile',
          metric: 'LCP',
          value: 59_000,
          createdAt: new Date('2026-03-30T20:00:00Z'),
        });

        const report = await loadVitalsReport(handle.db, admin, { now: NOW });
        expect(report).toMatchObject({ days: 28, first: '2026-03-04', today: '2026-03-31' });
        expect(report.rows.map((r) => [r.route, r.device])).toEqual([
          [route, 'mobile'],
          [route, 'desktop'],
        ]);
        const mobile = report.rows[0]!.figures;
        const period = valuesOf('LCP', 'mobile', ['2026-03-29', '2026-03-30', '2026-03-31']);
        expect(mobile.LCP.count).toBe(period.length);
        // Each sample is a page view of its own: the figure rests on as many page views.
        expect(mobile.LCP.views).toBe(period.length);
        expect(mobile.LCP.enough).toBe(true);
        expect(mobile.LCP.rating).toBe(rateVital('LCP', bruteP75(period)));
        expect(bucketIndex('LCP', mobile.LCP.p75!)).toBe(bucketIndex('LCP', bruteP75(period)));
        expect(mobile.LCP.p75).toBe(histogramP75('LCP', histogramOf('LCP', period)));
        // A metric measured on one day only keeps that day's exact p75.
        expect(mobile.CLS).toMatchObject({ count: 134, p75: bruteP75(valuesOf('CLS', 'mobile', ['2026-03-30'])), enough: true });
        expect(mobile.INP).toMatchObject({ count: 0, p75: null, rating: null, enough: false });
        const desktop = report.rows[1]!.figures;
        expect(desktop.LCP.enough).toBe(true);
        expect(desktop.CLS).toMatchObject({ count: 5, views: 5, enough: false });

        // Day by day, the busiest page by default: exact daily p75 (roll-up) and today's from today's raw rows.
        expect(report.trend).toMatchObject({ route, device: 'mobile' });
        const trend = new Map(report.trend!.days.map((d) => [d.day, d.figures]));
        expect(report.trend!.days).toHaveLength(28);
        expect(trend.get('2026-03-30')!.LCP).toMatchObject({ count: 135, p75: bruteP75(valuesOf('LCP', 'mobile', ['2026-03-30'])) });
        expect(trend.get('2026-03-29')!.LCP).toMatchObject({ count: 60, p75: bruteP75(valuesOf('LCP', 'mobile', ['2026-03-29'])) });
        expect(trend.get('2026-03-31')!.LCP).toMatchObject({ count: 30, p75: p75(valuesOf('LCP', 'mobile', ['2026-03-31'])) });
        expect(trend.get('2026-03-28')!.LCP).toMatchObject({ count: 0, p75: null });

        // Another device of the same page, chosen in the address.
        const chosen = await loadVitalsReport(handle.db, admin, { now: NOW, route, device: 'desktop' });
        expect(chosen.trend).toMatchObject({ route, device: 'desktop' });
        expect(new Map(chosen.trend!.days.map((d) => [d.day, d.figures])).get('2026-03-30')!.CLS).toMatchObject({
          count: 5,
          enough: false,
        });
      });

      it('refuses anyone without the admin role', async () => {
        for (const actor of [null, undefined, { id: '' }, { id: 'some-client' }]) {
          await expect(loadVitalsReport(handle.db, actor, { now: NOW })).rejects.toBeInstanceOf(NotAdminError);
        }
      });
    });
  });
}
