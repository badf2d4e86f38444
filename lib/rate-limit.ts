import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter kept in the database, so it holds across instances and for server
 * actions. One atomic upsert: concurrent hits never lose a count.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const window = sql.raw(`interval '${Math.max(1, Math.floor(windowSeconds))} seconds'`);
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= now() - ${window} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= now() - ${window} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const row = rows[0]!;
  const elapsed = (Date.now() - new Date(row.windowStart).getTime()) / 1000;
  return {
    allowed: row.count <= limit,
    count: row.count,
    limit,
    retryAfterSeconds: Math.max(1, Math.ceil(windowSeconds - elapsed)),
  };
}
