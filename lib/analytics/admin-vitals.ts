import 'server-only';
import { and, gte, lt } from 'drizzle-orm';
import { aggregateDay, intArray, type VitalsAggregate } from '@/lib/analytics/vitals-store';
import {
  OTHER_ROUTE,
  VITAL_BUCKETS,
  VITAL_DEVICES,
  VITAL_METRICS,
  VITALS_LIMITS,
  VITALS_REPORT,
  type VitalDevice,
  type VitalMetric,
} from '@/lib/analytics/vitals';
import { ROUTE_PATTERNS } from '@/lib/analytics/vitals-routes';
import { histogramP75, mergeHistograms, rateVital, type VitalRating } from '@/lib/analytics/vitals-stats';
import { assertAdmin, type Actor } from '@/lib/auth/authz';
import { lastDays } from '@/lib/time';
import type { Db } from '@/lib/db/client';
import { analyticsWebVitalsDaily } from '@/lib/db/schema';

/** One figure of the report: a p75 with its sample count and rating; null p75 without samples. */
export interface VitalFigure {
  count: number;
  /** Distinct page views the samples came from: what the figure rests on. */
  views: number;
  p75: number | null;
  rating: VitalRating | null;
  /** From at least VITALS_REPORT.minSamples page views: enough to show the figure as a result. */
  enough: boolean;
}

export interface VitalsRow {
  route: string;
  device: VitalDevice;
  figures: Record<VitalMetric, VitalFigure>;
}

export interface VitalsTrend {
  route: string;
  device: VitalDevice;
  /** Every day of the period, oldest first; days without samples have zero counts. */
  days: { day: string; figures: Record<VitalMetric, VitalFigure> }[];
}

export interface VitalsReport {
  days: number;
  minSamples: number;
  /** Page views one client may add per route and day. */
  perClientRouteDay: number;
  /** YYYY-MM-DD, company time zone. */
  first: string;
  today: string;
  /** p75 over the period per route and device, pages in the site's order, phones first. */
  rows: VitalsRow[];
  /** The chosen route and device day by day; null when nothing was chosen and nothing measured. */
  trend: VitalsTrend | null;
}

export interface VitalsQuery {
  route: string | null;
  device: VitalDevice | null;
  /** Show figures from fewer samples than the minimum too (marked as such). */
  all: boolean;
}

const KNOWN_ROUTES: readonly string[] = [...ROUTE_PATTERNS, OTHER_ROUTE];

/** The page's address parameters, each checked: anything unknown reads as not given. */
export function parseVitalsQuery(params: Record<string, string | string[] | undefined>): VitalsQuery {
  const one = (key: string) => {
    const value = params[key];
    return typeof value === 'string' ? value : undefined;
  };
  const route = one('route');
  const device = one('device');
  return {
    route: route && KNOWN_ROUTES.includes(route) ? route : null,
    device: device && (VITAL_DEVICES as readonly string[]).includes(device) ? (device as VitalDevice) : null,
    all: one('all') === '1',
  };
}

/** Where a route sorts: the site's own order, unknown pages last. */
const routeOrder = (route: string) => {
  const index = KNOWN_ROUTES.indexOf(route);
  return index === -1 ? KNOWN_ROUTES.length : index;
};

function figure(metric: VitalMetric, count: number, views: number, p75: number | null, minSamples: number): VitalFigure {
  return { count, views, p75, rating: p75 === null ? null : rateVital(metric, p75), enough: views >= minSamples };
}

const emptyFigures = (minSamples: number) =>
  Object.fromEntries(VITAL_METRICS.map((m) => [m, figure(m, 0, 0, null, minSamples)])) as Record<VitalMetric, VitalFigure>;

/**
 * The back office's speed report: per route and device the p75 of LCP, INP and CLS (and FCP, TTFB)
 * over the last `days` days, and one route and device day by day. Past days come from the nightly
 * roll-up only; today is aggregated from the raw rows of today, so no raw row of an earlier day is
 * ever read. A period's p75 is the exact daily p75 when one day holds all its samples, otherwise it
 * is read from the merged daily histograms (rating exact, value within its bucket).
 */
export async function loadVitalsReport(
  db: Db,
  actor: Actor | null | undefined,
  {
    now = new Date(),
    days = VITALS_REPORT.days,
    minSamples = VITALS_REPORT.minSamples,
    route = null,
    device = null,
  }: { now?: Date; days?: number; minSamples?: number; route?: string | null; device?: VitalDevice | null } = {},
): Promise<VitalsReport> {
  await assertAdmin(db, actor);
  const dayList = lastDays(now, days);
  const first = dayList[0]!;
  const today = dayList.at(-1)!;

  const [past, todays] = await Promise.all([
    db
      .select()
      .from(analyticsWebVitalsDaily)
      .where(and(gte(analyticsWebVitalsDaily.day, first), lt(analyticsWebVitalsDaily.day, today))),
    aggregateDay(db, today),
  ]);

  const entries: (VitalsAggregate & { day: string })[] = [
    ...past.flatMap((r) =>
      (VITAL_METRICS as readonly string[]).includes(r.metric) && (VITAL_DEVICES as readonly string[]).includes(r.device)
        ? [
            {
              day: r.day,
              route: r.route,
              device: r.device as VitalDevice,
              metric: r.metric as VitalMetric,
              count: r.count,
              views: r.views,
              p75: r.p75,
              histogram: intArray(r.histogram),
            },
          ]
        : [],
    ),
    ...todays.map((a) => ({ ...a, day: today })),
  ];

  // The period, per route × device × metric.
  const groups = new Map<string, { route: string; device: VitalDevice; metric: VitalMetric; parts: typeof entries }>();
  for (const entry of entries) {
    const key = `${entry.route}\n${entry.device}\n${entry.metric}`;
    const group = groups.get(key) ?? { route: entry.route, device: entry.device, metric: entry.metric, parts: [] };
    group.parts.push(entry);
    groups.set(key, group);
  }
  const rows = new Map<string, VitalsRow>();
  for (const { route: r, device: d, metric, parts } of groups.values()) {
    const key = `${r}\n${d}`;
    const row = rows.get(key) ?? { route: r, device: d, figures: emptyFigures(minSamples) };
    const count = parts.reduce((sum, p) => sum + p.count, 0);
    // Each metric of a page view is stored once, on one day: the days' page views add up.
    const views = parts.reduce((sum, p) => sum + p.views, 0);
    const p75 =
      parts.length === 1
        ? parts[0]!.p75
        : histogramP75(
            metric,
            mergeHistograms(
              parts.map((p) => p.histogram),
              VITAL_BUCKETS[metric].length,
            ),
          );
    row.figures[metric] = figure(metric, count, views, p75, minSamples);
    rows.set(key, row);
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      routeOrder(a.route) - routeOrder(b.route) ||
      a.route.localeCompare(b.route) ||
      VITAL_DEVICES.indexOf(a.device) - VITAL_DEVICES.indexOf(b.device),
  );

  // The trend: the chosen route and device, else the busiest page of the period.
  const busiest = [...sorted].sort((a, b) => b.figures.LCP.views - a.figures.LCP.views)[0];
  const trendRoute = route ?? busiest?.route ?? null;
  const trendDevice = device ?? (route ? sorted.find((r) => r.route === route)?.device : busiest?.device) ?? 'mobile';
  const trend: VitalsTrend | null = trendRoute
    ? {
        route: trendRoute,
        device: trendDevice,
        days: dayList.map((day) => {
          const figures = emptyFigures(minSamples);
          for (const e of entries) {
            if (e.day === day && e.route === trendRoute && e.device === trendDevice)
              figures[e.metric] = figure(e.metric, e.count, e.views, e.p75, minSamples);
          }
          return { day, figures };
        }),
      }
    : null;

  return { days, minSamples, perClientRouteDay: VITALS_LIMITS.perClientRouteDay, first, today, rows: sorted, trend };
}
