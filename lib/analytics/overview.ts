import 'server-only';
import { and, count, countDistinct, desc, asc, gte, lt, sql } from 'drizzle-orm';
import { getCurrentUser } from '@/lib/auth';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/client';
import { analyticsPageviews } from '@/lib/db/schema';
import { ForbiddenError } from '@/lib/admin/tables';
import { lastDays } from '@/lib/time';

/** Days in the admin's chart, and pages in its top list. */
export const ADMIN_ANALYTICS = { days: 30, topPages: 10 } as const;

export interface Figures {
  views: number;
  sessions: number;
}

export interface AnalyticsOverview {
  today: Figures;
  /** The last `days` days, today included. */
  period: Figures;
  /** One entry per day (company time zone), oldest first, zero-filled. */
  perDay: { day: string; views: number }[];
  topPages: { path: string; views: number }[];
}

/** The first instant of a company-time-zone day (YYYY-MM-DD), as SQL. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${COMPANY_TIME_ZONE}::text`;

/**
 * First-party page views and sessions (distinct session ids) today and over the last `days` days
 * in the company's time zone, views per day, and the most viewed pages of the period.
 */
export async function loadAnalyticsOverview(
  db: Db,
  {
    now = new Date(),
    days = ADMIN_ANALYTICS.days,
    topPages = ADMIN_ANALYTICS.topPages,
  }: { now?: Date; days?: number; topPages?: number } = {},
): Promise<AnalyticsOverview> {
  const dayList = lastDays(now, days);
  const first = dayList[0]!;
  const today = dayList.at(-1)!;
  const end = sql`(${today}::date + 1)::timestamp at time zone ${COMPANY_TIME_ZONE}::text`;
  const inPeriod = and(gte(analyticsPageviews.createdAt, dayStart(first)), lt(analyticsPageviews.createdAt, end));
  const localDay = sql<string>`to_char(${analyticsPageviews.createdAt} at time zone ${COMPANY_TIME_ZONE}::text, 'YYYY-MM-DD')`;

  const [perDayRows, periodRows, todayRows, pageRows] = await Promise.all([
    // By position: the select's expression carries its own bound parameter.
    db
      .select({ day: localDay, views: count() })
      .from(analyticsPageviews)
      .where(inPeriod)
      .groupBy(sql`1`),
    db
      .select({ views: count(), sessions: countDistinct(analyticsPageviews.sessionId) })
      .from(analyticsPageviews)
      .where(inPeriod),
    db
      .select({ views: count(), sessions: countDistinct(analyticsPageviews.sessionId) })
      .from(analyticsPageviews)
      .where(and(gte(analyticsPageviews.createdAt, dayStart(today)), lt(analyticsPageviews.createdAt, end))),
    db
      .select({ path: analyticsPageviews.pagePath, views: count() })
      .from(analyticsPageviews)
      .where(inPeriod)
      .groupBy(analyticsPageviews.pagePath)
      .orderBy(desc(count()), asc(analyticsPageviews.pagePath))
      .limit(topPages),
  ]);

  const byDay = new Map(perDayRows.map((r) => [r.day, Number(r.views)]));
  const figures = (row: { views: number; sessions: number } | undefined): Figures => ({
    views: Number(row?.views ?? 0),
    sessions: Number(row?.sessions ?? 0),
  });
  return {
    today: figures(todayRows[0]),
    period: figures(periodRows[0]),
    perDay: dayList.map((day) => ({ day, views: byDay.get(day) ?? 0 })),
    topPages: pageRows.map((r) => ({ path: r.path, views: Number(r.views) })),
  };
}

/** The admin home's audience figures (admins only). */
export async function analyticsOverview(): Promise<AnalyticsOverview> {
  const user = await getCurrentUser();
  if (!user?.isAdmin) throw new ForbiddenError('admin only');
  return loadAnalyticsOverview(await getDb());
}
