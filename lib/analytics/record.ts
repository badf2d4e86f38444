import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { analyticsPageviews, analyticsSessions } from '@/lib/db/schema';
import { hitRateLimit, rateLimitClient } from '@/lib/rate-limit';
import { PAGEVIEW_LIMITS, parseUserAgent, referrerHost } from './beacon';
import { beaconHourFull, takeBeaconQuota } from './beacon-quota';

export interface PageviewInput {
  sessionId: string;
  pagePath: string;
  /** The referring site's host only. */
  referrer: string | null;
  /** Stored as given; the beacon route stores none (device class and browser are enough). */
  userAgent: string;
  deviceType: 'tablet' | 'mobile' | 'desktop';
  browser: string;
  locale?: string | null;
  /** ISO alpha-2 code from the hosting edge; never derived from a stored IP. */
  country?: string | null;
}

/**
 * Records a page view and upserts its session in one transaction:
 * an existing session gets total_pageviews + 1 and last_visit = now, atomically, so concurrent
 * views of one session never lose a count. No IP address is written.
 */
export async function recordPageview(db: Db, view: PageviewInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(analyticsPageviews).values({ ...view, locale: view.locale ?? null, country: view.country ?? null });
    await tx
      .insert(analyticsSessions)
      .values({ sessionId: view.sessionId, referrer: view.referrer, deviceType: view.deviceType })
      .onConflictDoUpdate({
        target: analyticsSessions.sessionId,
        set: { totalPageviews: sql`${analyticsSessions.totalPageviews} + 1`, lastVisit: sql`now()` },
      });
  });
}

export interface BeaconInput {
  sessionId: string;
  path: string;
  locale: string | null;
  referrer: string | null;
  userAgent: string | null;
  country: string | null;
  /** Rate-limit and quota key only; never stored. */
  ip: string;
  /** This site's hosts: a referrer naming one of them is not a referring site. */
  ownHosts: readonly string[];
}

export type BeaconResult = { ok: true; recorded: boolean } | { ok: false; error: 'rate_limited'; retryAfterSeconds: number };

/**
 * A page view sent by the browser's beacon: crawlers' views, and every view while the site's hour
 * is full, are dropped before anything is written; then a per-IP limit (the IP is the counter's
 * key, nothing more), the client's daily share of the path and the site's hourly ceiling (over
 * either, dropped quietly: `recorded` false), and the record, with device class and browser
 * derived from the user agent and the referrer reduced to its host.
 */
export async function recordBeacon(db: Db, input: BeaconInput): Promise<BeaconResult> {
  const agent = parseUserAgent(input.userAgent);
  if (agent.bot || (await beaconHourFull(db, 'pageview'))) return { ok: true, recorded: false };
  const { limit, windowSeconds } = PAGEVIEW_LIMITS.perIp;
  const hit = await hitRateLimit(db, `pageview:${rateLimitClient(input.ip)}`, limit, windowSeconds);
  if (!hit.allowed) return { ok: false, error: 'rate_limited', retryAfterSeconds: hit.retryAfterSeconds };
  if (!(await takeBeaconQuota(db, { kind: 'pageview', ip: input.ip, subject: input.path }))) return { ok: true, recorded: false };
  await recordPageview(db, {
    sessionId: input.sessionId,
    pagePath: input.path,
    referrer: referrerHost(input.referrer, input.ownHosts),
    userAgent: '',
    deviceType: agent.deviceType,
    browser: agent.browser,
    locale: input.locale,
    country: input.country,
  });
  return { ok: true, recorded: true };
}
