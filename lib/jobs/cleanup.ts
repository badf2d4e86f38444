import { lt, sql, type SQL } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { RETENTION } from '@/lib/config/limits';
import type { Db } from '@/lib/db/client';
import { authRateLimits, authSessions, authVerifications } from '@/lib/db/schema';
import { pruneBeaconQuotas } from '@/lib/analytics/beacon-quota';
import { pruneSessionActivity } from '@/lib/auth/session-limits';
import { rollUpWebVitals } from '@/lib/analytics/vitals-store';
import { pruneRateLimits, RATE_LIMIT_MAX_WINDOW_SECONDS } from '@/lib/rate-limit';
import { recordRun, type JobAnswer } from './runs';

export const CLEANUP_JOB = 'maintenance-cleanup' as const;

export interface CleanupCounts {
  /** Expired sign-in sessions deleted. */
  sessions: number;
  /** Activity records of sessions idle past the longest idle limit, deleted. */
  session_activity: number;
  /** Expired verification tokens (sign-up, reset links) deleted. */
  verifications: number;
  /** Ended rate-limit windows deleted (ours, the embedded auth's, and the analytics beacons' per-client counts of past days). */
  rate_limits: number;
  /** Raw page views older than the retention, rolled up and deleted. */
  pageviews_rolled_up: number;
  /** Daily rows those page views were added to (created or updated). */
  daily_rows: number;
  /** Complete days of field speed metrics rolled up (per route, device and metric). */
  vitals_days_rolled_up: number;
  /** Raw field speed metrics past their retention, deleted. */
  vitals_deleted: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

/**
 * Raw page views older than RETENTION.pageviewMonths become per-day counts (company time zone)
 * in analytics_daily and are deleted. One statement: the rows it deletes are the rows it counts,
 * so two runs at once never count a view twice.
 */
export async function rollUpPageviews(db: Db, now?: Date): Promise<{ moved: number; days: number }> {
  const clock: SQL = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const cutoff = sql`${clock} - ${sql.raw(`interval '${Math.floor(RETENTION.pageviewMonths)} months'`)}`;
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with moved as (
        delete from analytics_pageviews where created_at < ${cutoff}
        returning created_at, page_path, locale, device_type
      ),
      rolled as (
        insert into analytics_daily (day, page_path, locale, device_type, views)
        select (created_at at time zone ${COMPANY_TIME_ZONE}::text)::date, page_path, coalesce(locale, ''), device_type, count(*)::int
        from moved
        group by 1, 2, 3, 4
        on conflict (day, page_path, locale, device_type) do update set views = analytics_daily.views + excluded.views
        returning 1
      )
      select (select count(*) from moved)::int as moved, (select count(*) from rolled)::int as days
    `);
    const row = rowsOf<{ moved: number | string; days: number | string }>(result)[0];
    return { moved: Number(row?.moved ?? 0), days: Number(row?.days ?? 0) };
  });
}

/** Deletes what has expired, rolls old page views and past days of speed metrics up; counts per kind. */
export async function cleanup(db: Db, options: { now?: Date } = {}): Promise<CleanupCounts> {
  const clock: SQL = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const sessions = await db.delete(authSessions).where(lt(authSessions.expiresAt, clock)).returning({ id: authSessions.id });
  const activity = await pruneSessionActivity(db, options.now);
  const verifications = await db
    .delete(authVerifications)
    .where(lt(authVerifications.expiresAt, clock))
    .returning({ id: authVerifications.id });
  const ours = (await pruneRateLimits(db, options.now)) + (await pruneBeaconQuotas(db, options.now));
  // The embedded auth's own counters (last request in epoch milliseconds), past the longest window.
  const authCutoffMs = (options.now ?? new Date()).getTime() - RATE_LIMIT_MAX_WINDOW_SECONDS * 1000;
  const theirs = await db.delete(authRateLimits).where(lt(authRateLimits.lastRequest, authCutoffMs)).returning({ id: authRateLimits.id });
  const rolled = await rollUpPageviews(db, options.now);
  const vitals = await rollUpWebVitals(db, options.now);
  return {
    sessions: sessions.length,
    session_activity: activity,
    verifications: verifications.length,
    rate_limits: ours + theirs.length,
    pageviews_rolled_up: rolled.moved,
    daily_rows: rolled.days,
    vitals_days_rolled_up: vitals.days,
    vitals_deleted: vitals.deleted,
  };
}

/** The cleanup as a recorded run of 'maintenance-cleanup'. */
export async function runCleanup(db: Db, options: { now?: Date } = {}): Promise<JobAnswer> {
  const outcome = await recordRun(db, CLEANUP_JOB, async () => {
    const counts = await cleanup(db, options);
    return { status: 'succeeded' as const, result: { summary: counts } };
  });
  return { httpStatus: 200, body: { ...(outcome.result.summary as CleanupCounts), run_id: outcome.runId } };
}
