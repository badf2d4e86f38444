import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { analyticsPageviews, analyticsSessions } from '@/lib/db/schema';

export interface PageviewInput {
  sessionId: string;
  pagePath: string;
  referrer: string | null;
  userAgent: string;
  deviceType: 'tablet' | 'mobile' | 'desktop';
  browser: string;
}

/**
 * Records a page view and upserts its session in one transaction:
 * an existing session gets total_pageviews + 1 and last_visit = now, atomically, so concurrent
 * views of one session never lose a count.
 */
export async function recordPageview(db: Db, view: PageviewInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(analyticsPageviews).values(view);
    await tx
      .insert(analyticsSessions)
      .values({ sessionId: view.sessionId, referrer: view.referrer, deviceType: view.deviceType })
      .onConflictDoUpdate({
        target: analyticsSessions.sessionId,
        set: { totalPageviews: sql`${analyticsSessions.totalPageviews} + 1`, lastVisit: sql`now()` },
      });
  });
}
