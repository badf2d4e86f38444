/** Analytics and installs: page views, sessions, web vitals, their daily roll-ups and beacon quotas. */
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const analyticsPageviews = pgTable(
  'analytics_pageviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull(),
    pagePath: text('page_path').notNull(),
    /** The referring site's host only (never a full URL: it can carry personal data). */
    referrer: text('referrer'),
    userAgent: text('user_agent').notNull().default(''),
    deviceType: text('device_type', { enum: ['tablet', 'mobile', 'desktop'] }).notNull(),
    browser: text('browser').notNull(),
    locale: text('locale'),
    /** ISO country code from the hosting platform's request header; no IP address is kept. */
    country: text('country'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_pageviews_session_idx').on(t.sessionId), index('analytics_pageviews_created_idx').on(t.createdAt)],
);

export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull().unique(),
    referrer: text('referrer'),
    deviceType: text('device_type').notNull(),
    lastVisit: timestamp('last_visit', { withTimezone: true }).notNull().defaultNow(),
    totalPageviews: integer('total_pageviews').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_sessions_last_visit_idx').on(t.lastVisit)],
);

/** Page views older than the raw retention, rolled up per day, page, locale and device. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    pagePath: text('page_path').notNull(),
    locale: text('locale').notNull().default(''),
    deviceType: text('device_type').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pagePath, t.locale, t.deviceType] })],
);

/**
 * Field Core Web Vitals, one row per metric per page view (a document load), kept 30 days. No
 * person identifier: view_id is random per document load and lives only in that page's memory.
 */
export const analyticsWebVitals = pgTable(
  'analytics_web_vitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    viewId: text('view_id').notNull(),
    /** The route pattern of the page the document was loaded on (`/servicos/[slug]`), or 'other'. */
    route: text('route').notNull(),
    locale: text('locale').notNull(),
    device: text('device', { enum: ['mobile', 'desktop'] }).notNull(),
    /** navigator.connection.effectiveType when the browser tells it. */
    connection: text('connection'),
    metric: text('metric', { enum: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] }).notNull(),
    /** Milliseconds, except CLS (a score); clamped to a plausible range. */
    value: doublePrecision('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('analytics_web_vitals_view_metric_uq').on(t.viewId, t.metric),
    index('analytics_web_vitals_created_idx').on(t.createdAt),
    check('analytics_web_vitals_metric_ck', sql`${t.metric} in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
    check('analytics_web_vitals_device_ck', sql`${t.device} in ('mobile', 'desktop')`),
  ],
);

/**
 * Field metrics per day (company time zone), route, device and metric: the sample count, the exact
 * 75th percentile of that day, and counts per fixed bucket so several days' p75 can be read back.
 */
export const analyticsWebVitalsDaily = pgTable(
  'analytics_web_vitals_daily',
  {
    day: date('day').notNull(),
    route: text('route').notNull(),
    device: text('device').notNull(),
    metric: text('metric').notNull(),
    count: integer('count').notNull(),
    /** Distinct page views (view ids) the figure rests on. */
    views: integer('views').notNull(),
    p75: doublePrecision('p75').notNull(),
    /** Counts per bucket of VITAL_BUCKETS[metric] (lib/analytics/vitals.ts). */
    histogram: integer('histogram').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.device, t.metric] })],
);

/**
 * What each client stored of one kind of beacon per company-time-zone day and subject (a route
 * pattern for field metrics, a path for page views), so one client's share stays capped. The client
 * is an HMAC of its IPv4 address or IPv6 /64 keyed per day, never the address; rows are deleted
 * once their day is over.
 */
export const analyticsBeaconQuotas = pgTable(
  'analytics_beacon_quotas',
  {
    kind: text('kind', { enum: ['vitals', 'pageview'] }).notNull(),
    day: date('day').notNull(),
    client: text('client').notNull(),
    subject: text('subject').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.client, t.subject] })],
);

export const pwaInstallations = pgTable(
  'pwa_installations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userAgent: text('user_agent'),
    deviceType: text('device_type'),
    osName: text('os_name'),
    browserName: text('browser_name'),
    country: text('country'),
    city: text('city'),
    region: text('region'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ipAddress: text('ip_address'),
    /** What the browser reports itself as (navigator.userAgentData.platform or navigator.platform). */
    platform: text('platform'),
    createdAt: createdAt(),
  },
  (t) => [index('pwa_installations_created_idx').on(t.createdAt)],
);
