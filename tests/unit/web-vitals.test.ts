import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createViewId,
  deviceForWidth,
  isViewId,
  OTHER_ROUTE,
  VITAL_BUCKETS,
  VITAL_MAX,
  VITAL_METRICS,
  VITAL_THRESHOLDS,
  VITALS_LIMITS,
  type VitalMetric,
} from '@/lib/analytics/vitals';
import { createVitalsCollector } from '@/lib/analytics/vitals-collector';
import { ROUTE_PATTERNS, routeOfPath } from '@/lib/analytics/vitals-routes';
import { bucketIndex, clampVital, histogramOf, histogramP75, mergeHistograms, p75, rateVital } from '@/lib/analytics/vitals-stats';
import { intArray } from '@/lib/analytics/vitals-store';
import { webVitalsSchema } from '@/lib/validation/analytics';

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
  const candidates = [...new Set(values)];
  const enough = candidates.filter((v) => values.filter((x) => x <= v).length >= 0.75 * values.length);
  return Math.min(...enough);
}

/** Values as the field produces them: mostly log-normal around a typical value, some exactly on a threshold. */
function sample(metric: VitalMetric, next: () => number, count: number): number[] {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  const typical = [good * 0.5, good, (good + poor) / 2, poor, poor * 2][Math.floor(next() * 5)]!;
  return Array.from({ length: count }, () => {
    const roll = next();
    if (roll < 0.1) return good;
    if (roll < 0.15) return poor;
    const gauss = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    const value = typical * Math.exp(0.6 * gauss);
    return clampVital(metric, metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value));
  });
}

const valid = {
  viewId: createViewId(),
  path: '/servicos/suporte-de-ti',
  locale: 'pt',
  device: 'mobile',
  connection: '4g',
  metrics: [
    { name: 'LCP', value: 2100.5 },
    { name: 'CLS', value: 0.02 },
  ],
};

describe('the beacon body', () => {
  it('accepts what the page sends', () => {
    const parsed = webVitalsSchema.parse(valid);
    expect(parsed).toMatchObject({ path: '/servicos/suporte-de-ti', device: 'mobile', connection: '4g', locale: 'pt' });
    expect(parsed.metrics).toHaveLength(2);
    expect(webVitalsSchema.parse({ ...valid, locale: undefined, connection: undefined })).toMatchObject({ locale: null, connection: null });
  });

  it('keeps a connection type it does not know as unknown instead of losing the beacon', () => {
    expect(webVitalsSchema.parse({ ...valid, connection: '5g' }).connection).toBeNull();
  });

  it('refuses malformed beacons', () => {
    const bad: unknown[] = [
      { ...valid, viewId: 'short' },
      { ...valid, viewId: 'x'.repeat(VITALS_LIMITS.viewIdMaxChars + 1) },
      { ...valid, viewId: 'has spaces in the view id' },
      { ...valid, path: 'https://evil.example/' },
      { ...valid, path: '//evil.example/' },
      { ...valid, path: '/a\nb' },
      { ...valid, locale: 'fr' },
      { ...valid, device: 'tablet' },
      { ...valid, metrics: [] },
      { ...valid, metrics: [{ name: 'FID', value: 10 }] },
      { ...valid, metrics: [{ name: 'LCP', value: '100' }] },
      { ...valid, metrics: [{ name: 'LCP', value: 100, extra: 1 }] },
      {
        ...valid,
        metrics: [
          { name: 'LCP', value: 100 },
          { name: 'LCP', value: 200 },
        ],
      },
      { ...valid, metrics: [...VITAL_METRICS, 'LCP'].map((name) => ({ name, value: 1 })) },
      { ...valid, sessionId: 'abcdefgh12345678' },
      { ...valid, connection: 'x'.repeat(17) },
    ];
    for (const body of bad) expect(webVitalsSchema.safeParse(body).success, JSON.stringify(body).slice(0, 120)).toBe(false);
  });

  it('gives each page view a fresh random id of the accepted shape', () => {
    const ids = new Set(Array.from({ length: 200 }, () => createViewId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(isViewId(id)).toBe(true);
    expect(createViewId(new Uint8Array(16).fill(255))).toBe('f'.repeat(32));
  });

  it('calls a viewport under 768 px a phone', () => {
    expect(deviceForWidth(390)).toBe('mobile');
    expect(deviceForWidth(767)).toBe('mobile');
    expect(deviceForWidth(768)).toBe('desktop');
    expect(deviceForWidth(1280)).toBe('desktop');
  });
});

describe('the page view in the browser', () => {
  const view = { viewId: 'a'.repeat(32), path: '/sobre', locale: 'pt', device: 'mobile' as const, connection: '4g' };
  const report = (name: VitalMetric, value: number, navigationType = 'navigate') => ({ name, value, navigationType });

  it('sends what was measured in one beacon, tagged with the page it was loaded on, and each metric only once', () => {
    const sent: unknown[] = [];
    const page = createVitalsCollector(view, (payload) => sent.push(payload));
    page.flush();
    expect(sent).toEqual([]);

    page.keep(report('TTFB', 120));
    page.keep(report('FCP', 900));
    page.keep(report('LCP', 1500));
    // A later report of a metric not sent yet replaces the earlier one.
    page.keep(report('LCP', 1700));
    page.flush();
    expect(sent).toEqual([
      {
        ...view,
        metrics: [
          { name: 'TTFB', value: 120 },
          { name: 'FCP', value: 900 },
          { name: 'LCP', value: 1700 },
        ],
      },
    ]);

    // Hidden later: CLS and INP arrive; LCP again is not sent twice.
    page.keep(report('LCP', 4000));
    page.keep(report('CLS', 0.02));
    page.keep(report('INP', 180));
    page.flush();
    page.flush();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      ...view,
      metrics: [
        { name: 'CLS', value: 0.02 },
        { name: 'INP', value: 180 },
      ],
    });
  });

  it('leaves out what a page restored from the back/forward cache reports: a later visit, not this page view', () => {
    const sent: unknown[] = [];
    const page = createVitalsCollector(view, (payload) => sent.push(payload));
    page.keep(report('FCP', 10, 'back-forward-cache'));
    page.keep(report('LCP', 12, 'back-forward-cache'));
    page.flush();
    expect(sent).toEqual([]);
  });
});

describe('values', () => {
  it('are clamped to 0–60 s, and CLS to 0–10', () => {
    expect(clampVital('LCP', -5)).toBe(0);
    expect(clampVital('LCP', 1234.5)).toBe(1234.5);
    expect(clampVital('LCP', 3_600_000)).toBe(60_000);
    expect(clampVital('INP', 90_000)).toBe(60_000);
    expect(clampVital('TTFB', Number.POSITIVE_INFINITY)).toBe(60_000);
    expect(clampVital('CLS', 0.07)).toBe(0.07);
    expect(clampVital('CLS', 42)).toBe(10);
    expect(clampVital('CLS', -0.1)).toBe(0);
    expect(clampVital('FCP', Number.NaN)).toBe(0);
    for (const metric of VITAL_METRICS) expect(VITAL_MAX[metric]).toBe(metric === 'CLS' ? 10 : 60_000);
  });

  it('are rated with Google thresholds, the good one inclusive', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('INP', 200)).toBe('good');
    expect(rateVital('INP', 500.5)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.11)).toBe('needs-improvement');
    expect(rateVital('CLS', 0.26)).toBe('poor');
    expect(rateVital('FCP', 1800)).toBe('good');
    expect(rateVital('FCP', 3001)).toBe('poor');
    expect(rateVital('TTFB', 801)).toBe('needs-improvement');
    expect(rateVital('TTFB', 1801)).toBe('poor');
  });
});

describe('route patterns', () => {
  const appDir = join(process.cwd(), 'app', '[locale]');
  const pages = (readdirSync(appDir, { recursive: true }) as string[])
    .filter((file) => file === 'page.tsx' || file.endsWith(`${sep}page.tsx`))
    .map((file) => {
      const segments = relative(appDir, join(appDir, file)).split(sep).slice(0, -1);
      return `/${segments.filter((s) => !/^\(.*\)$/.test(s)).join('/')}`;
    });
  const catchAll = pages.filter((p) => p.includes('[...'));
  const real = pages.filter((p) => !p.includes('[...'));
  const example = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, 'exemplo-1');
  const prefixed = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

  it('cover every page under app/[locale], in every language, and name no page that is gone', () => {
    expect(real.length).toBeGreaterThan(30);
    expect(catchAll).toEqual(['/[...rest]']);
    for (const pattern of real) {
      expect(ROUTE_PATTERNS, pattern).toContain(pattern);
      for (const [prefix, locale] of [
        ['', 'pt'],
        ['/en', 'en'],
        ['/es', 'es'],
      ] as const) {
        expect(routeOfPath(prefixed(prefix, example(pattern))), `${prefix}${pattern}`).toEqual({ route: pattern, locale });
      }
    }
    expect([...ROUTE_PATTERNS].sort()).toEqual([...real].sort());
  });

  it('map real addresses to their page', () => {
    expect(routeOfPath('/servicos/suporte-de-ti')).toEqual({ route: '/servicos/[slug]', locale: 'pt' });
    expect(routeOfPath('/en/blog/backup-3-2-1-empresarial')).toEqual({ route: '/blog/[slug]', locale: 'en' });
    expect(routeOfPath('/es')).toEqual({ route: '/', locale: 'es' });
    expect(routeOfPath('/en/')).toEqual({ route: '/', locale: 'en' });
    expect(routeOfPath('/sobre/')).toEqual({ route: '/sobre', locale: 'pt' });
    expect(routeOfPath('/contato?utm_source=x#form')).toEqual({ route: '/contato', locale: 'pt' });
    expect(routeOfPath('/admin/parceiros/novo')).toEqual({ route: '/admin/parceiros/novo', locale: 'pt' });
    expect(routeOfPath('/en/admin/parceiros/0b7d2f9e-1111-4c2a-9d7e-123456789abc')).toEqual({
      route: '/admin/parceiros/[id]',
      locale: 'en',
    });
  });

  it('put addresses that match no page (the not-found page) under one "other" route', () => {
    expect(OTHER_ROUTE).toBe('other');
    expect(routeOfPath('/nao-existe')).toEqual({ route: OTHER_ROUTE, locale: 'pt' });
    expect(routeOfPath('/en/servicos/a/b')).toEqual({ route: OTHER_ROUTE, locale: 'en' });
    expect(routeOfPath('/fr/sobre')).toEqual({ route: OTHER_ROUTE, locale: 'pt' });
    expect(routeOfPath('/Sobre')).toEqual({ route: OTHER_ROUTE, locale: 'pt' });
  });
});

describe('75th percentile', () => {
  it('of one day is exact: the nearest-rank value, as a brute force finds it', () => {
    const next = random(20261101);
    expect(p75([])).toBeNull();
    expect(p75([7])).toBe(7);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
    for (let trial = 0; trial < 300; trial++) {
      const metric = VITAL_METRICS[trial % VITAL_METRICS.length]!;
      const values = sample(metric, next, 1 + Math.floor(next() * 400));
      expect(p75(values), `${metric} trial ${trial}`).toBe(bruteP75(values));
    }
  });

  it('read from merged daily histograms has the rating of the exact p75, and lies in its bucket', () => {
    const next = random(4242);
    for (let trial = 0; trial < 500; trial++) {
      const metric = VITAL_METRICS[trial % VITAL_METRICS.length]!;
      const days = Array.from({ length: 1 + Math.floor(next() * 28) }, () => sample(metric, next, Math.floor(next() * 60)));
      const all = days.flat();
      const merged = mergeHistograms(
        days.map((d) => histogramOf(metric, d)),
        VITAL_BUCKETS[metric].length,
      );
      expect(merged.reduce((a, b) => a + b, 0)).toBe(all.length);
      const estimate = histogramP75(metric, merged);
      if (all.length === 0) {
        expect(estimate).toBeNull();
        continue;
      }
      const exact = bruteP75(all);
      expect(rateVital(metric, estimate!), `${metric} trial ${trial}: exact ${exact}, estimate ${estimate}`).toBe(rateVital(metric, exact));
      expect(bucketIndex(metric, estimate!)).toBe(bucketIndex(metric, exact));
    }
  });

  it('uses buckets that hold every clamped value and have both thresholds as edges', () => {
    for (const metric of VITAL_METRICS) {
      const edges = VITAL_BUCKETS[metric];
      expect(
        edges.every((edge, i) => i === 0 || edge > edges[i - 1]!),
        metric,
      ).toBe(true);
      expect(edges[0]).toBeGreaterThan(0);
      expect(edges.at(-1)).toBe(VITAL_MAX[metric]);
      for (const threshold of VITAL_THRESHOLDS[metric]) expect(edges, metric).toContain(threshold);
      expect(bucketIndex(metric, 0)).toBe(0);
      expect(bucketIndex(metric, VITAL_MAX[metric])).toBe(edges.length - 1);
      // Right-closed: a value on an edge belongs to the bucket below it.
      expect(bucketIndex(metric, VITAL_THRESHOLDS[metric][0])).toBe(edges.indexOf(VITAL_THRESHOLDS[metric][0]));
    }
  });

  it('reads the int[] histograms either driver returns', () => {
    expect(intArray([1, '2', 3])).toEqual([1, 2, 3]);
    expect(intArray('{4,0,5}')).toEqual([4, 0, 5]);
    expect(intArray(null)).toEqual([]);
  });
});
