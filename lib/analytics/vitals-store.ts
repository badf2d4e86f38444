import { eq, sql, type SQL } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { RETENTION } from '@/lib/config/limits';
import type { Db } from '@/lib/db/client';
import { analyticsWebVitals } from '@/lib/db/schema';
import { hitRateLimit, rateLimitClient } from '@/lib/rate-limit';
import { parseUserAgent } from './beacon';
import { beaconHourFull, takeBeaconQuota } from './beacon-quota';
import { isVitalMetric, VITAL_BUCKETS, VITAL_METRICS, VITALS_LIMITS, type VitalDevice, type VitalMetric } from './vitals';
import { routeOfPath } from './vitals-routes';
import { clampVital } from './vitals-stats';

/*
 * Field metrics in the database: the beacon's insert, the aggregate (count, exact p75, histogram)
 * that both the nightly roll-up and the back office's "today" run, and the roll-up itself.
 */

export interface VitalsBeaconInput {
  viewId: string;
  path: string;
  device: VitalDevice;
  connection: string | null;
  metrics: { name: VitalMetric; value: number }[];
  userAgent: string | null;
  /** Rate-limit and quota key only; never stored. */
  ip: string;
}

export type VitalsBeaconResult = { ok: true; recorded: number } | { ok: false; error: 'rate_limited'; retryAfterSeconds: number };

/**
 * A beacon from the page: crawlers, and every beacon while the site's hour is full, are dropped
 * before anything is written, then the per-IP limit (the IP is the counter's key, nothing more);
 * the server decides the route pattern and language from the path, clamps the values, and stores
 * each metric of a page view once (a repeat is ignored, never an error). The first beacon of a page view must fit the client's daily share of
 * the route and the site's hourly ceiling (takeBeaconQuota), or is dropped quietly; a later beacon
 * of a page view already stored adds its other metrics without counting again, and one naming
 * another route is dropped. `recorded` is how many rows were new.
 */
export async function recordVitalsBeacon(db: Db, input: VitalsBeaconInput): Promise<VitalsBeaconResult> {
  if (parseUserAgent(input.userAgent).bot || (await beaconHourFull(db, 'vitals'))) return { ok: true, recorded: 0 };
  const { limit, windowSeconds } = VITALS_LIMITS.perIp;
  const hit = await hitRateLimit(db, `vitals:${rateLimitClient(input.ip)}`, limit, windowSeconds);
  if (!hit.allowed) return { ok: false, error: 'rate_limited', retryAfterSeconds: hit.retryAfterSeconds };
  const { route, locale } = routeOfPath(input.path);
  const [known] = await db
    .select({ route: analyticsWebVitals.route })
    .from(analyticsWebVitals)
    .where(eq(analyticsWebVitals.viewId, input.viewId))
    .limit(1);
  if (known ? known.route !== route : !(await takeBeaconQuota(db, { kind: 'vitals', ip: input.ip, subject: route }))) {
    return { ok: true, recorded: 0 };
  }
  const rows = await db
    .insert(analyticsWebVitals)
    .values(
      input.metrics.map((m) => ({
        viewId: input.viewId,
        route,
        locale,
        device: input.device,
        connection: input.connection,
        metric: m.name,
        value: clampVital(m.name, m.value),
      })),
    )
    .onConflictDoNothing({ target: [analyticsWebVitals.viewId, analyticsWebVitals.metric] })
    .returning({ id: analyticsWebVitals.id });
  return { ok: true, recorded: rows.length };
}

/* ───────────── Aggregates ───────────── */

const TZ = sql`${COMPANY_TIME_ZONE}::text`;

/** A numeric constant of this module written into SQL (never input). */
const literal = (n: number) => sql.raw(`${Number(n)}::float8`);

/** Counts per bucket of VITAL_BUCKETS, for whichever metric the group is. */
function histogramSql(): SQL {
  const branches = VITAL_METRICS.map((metric) => {
    const edges = VITAL_BUCKETS[metric];
    const counts = edges.map((edge, i) =>
      i === 0
        ? sql`count(*) filter (where value <= ${literal(edge)})`
        : sql`count(*) filter (where value > ${literal(edges[i - 1]!)} and value <= ${literal(edge)})`,
    );
    return sql`when ${sql.raw(`'${metric}'`)} then array[${sql.join(counts, sql`, `)}]::int[]`;
  });
  return sql`case metric ${sql.join(branches, sql` `)} end`;
}

/** The company-time-zone day an instant falls on. */
const localDay = sql`(created_at at time zone ${TZ})::date`;
/** The first instant of the company-time-zone day of `clock`. */
const startOfDay = (clock: SQL) => sql`((${clock} at time zone ${TZ})::date)::timestamp at time zone ${TZ}`;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

/** An int[] as the driver hands it over: an array, or Postgres' text form `{1,2,3}`. */
export function intArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

export interface VitalsAggregate {
  route: string;
  device: VitalDevice;
  metric: VitalMetric;
  count: number;
  /** Distinct page views (view ids) among the samples. */
  views: number;
  /** The exact 75th percentile (nearest rank). */
  p75: number;
  histogram: number[];
}

/**
 * Per route, device and metric, the page views of one company-time-zone day (YYYY-MM-DD) read from
 * the raw rows: count, exact p75 and histogram. The back office runs it for today only.
 */
export async function aggregateDay(db: Db, day: string): Promise<VitalsAggregate[]> {
  const start = sql`(${day}::date)::timestamp at time zone ${TZ}`;
  const end = sql`(${day}::date + 1)::timestamp at time zone ${TZ}`;
  const result = await db.execute(sql`
    select route, device, metric, count(*)::int as count, count(distinct view_id)::int as views,
      percentile_disc(0.75) within group (order by value) as p75,
      ${histogramSql()} as histogram
    from analytics_web_vitals
    where created_at >= ${start} and created_at < ${end}
    group by 1, 2, 3
  `);
  return rowsOf<Record<string, unknown>>(result)
    .filter((r) => isVitalMetric(r.metric))
    .map((r) => ({
      route: String(r.route),
      device: r.device as VitalDevice,
      metric: r.metric as VitalMetric,
      count: Number(r.count),
      views: Number(r.views),
      p75: Number(r.p75),
      histogram: intArray(r.histogram),
    }));
}

/**
 * The nightly roll-up of field metrics, in one transaction that concurrent runs take in turn:
 * 1. every complete day (company time zone, before today) after the last day already rolled up
 *    becomes one row per route, device and metric, with its count, page views, exact p75 and
 *    histogram; rows already there are left as they are, so a second run changes nothing;
 * 2. raw rows older than RETENTION.webVitalsDays are deleted (after step 1 has kept their days).
 */
export async function rollUpWebVitals(db: Db, now?: Date): Promise<{ days: number; rows: number; deleted: number }> {
  const clock: SQL = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics_web_vitals_daily'))`);
    const rolled = await tx.execute(sql`
      with done as (select max(day) as last from analytics_web_vitals_daily),
      rolled as (
        insert into analytics_web_vitals_daily (day, route, device, metric, count, views, p75, histogram)
        select ${localDay}, route, device, metric, count(*)::int, count(distinct view_id)::int,
          percentile_disc(0.75) within group (order by value),
          ${histogramSql()}
        from analytics_web_vitals
        where created_at < ${startOfDay(clock)}
          and created_at >= coalesce(((select last from done) + 1)::timestamp at time zone ${TZ}, '-infinity'::timestamptz)
        group by 1, 2, 3, 4
        on conflict do nothing
        returning day
      )
      select count(*)::int as rows, count(distinct day)::int as days from rolled
    `);
    const deleted = await tx.execute(sql`
      with gone as (
        delete from analytics_web_vitals
        where created_at < ${clock} - ${sql.raw(`interval '${Math.floor(RETENTION.webVitalsDays)} days'`)}
        returning 1
      )
      select count(*)::int as n from gone
    `);
    const row = rowsOf<{ rows: number | string; days: number | string }>(rolled)[0];
    return {
      days: Number(row?.days ?? 0),
      rows: Number(row?.rows ?? 0),
      deleted: Number(rowsOf<{ n: number | string }>(deleted)[0]?.n ?? 0),
    };
  });
}
