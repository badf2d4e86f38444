import { createHmac } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { deriveKey } from '@/lib/security/secret';
import { rateLimitIp } from '@/lib/http/ip';
import type { Db } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { logError } from '@/lib/ops/log-error';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  retryAfterSeconds: number;
}

/**
 * The longest window any limit may use. Rows older than this are expired whatever their window,
 * which is what lets pruneRateLimits delete them without knowing each key's window.
 */
export const RATE_LIMIT_MAX_WINDOW_SECONDS = 24 * 60 * 60;

/** Share of hits that also delete expired windows (on average one hit in fifty). */
export const RATE_LIMIT_PRUNE_CHANCE = 0.02;

/**
 * The key as stored: a part holding an e-mail address (anything from the `:`-separated segment
 * with an `@` on) is replaced by its HMAC, so the table never holds addresses in clear. The prefix
 * (`signin:email:`) stays readable.
 */
export function storedRateLimitKey(key: string): string {
  const at = key.indexOf('@');
  if (at < 0) return key;
  const start = key.lastIndexOf(':', at) + 1;
  const digest = createHmac('sha256', deriveKey('rate-limit-key')).update(key.slice(start).toLowerCase()).digest('base64url');
  return `${key.slice(0, start)}h.${digest}`;
}

/**
 * A client's part of a key: its address (an IPv6 one by its /64) as a keyed hash, so the table
 * never holds an address either; one client still maps to one counter.
 */
export function rateLimitClient(ip: string): string {
  const digest = createHmac('sha256', deriveKey('rate-limit-key'))
    .update(`ip\n${rateLimitIp(ip)}`)
    .digest('base64url');
  return `c.${digest.slice(0, 32)}`;
}

/**
 * Deletes every window that ended (a cron job may call it too); returns how many rows went.
 * Without `now`, the database's clock decides, the one that stamped the windows.
 */
export async function pruneRateLimits(db: Db, now?: Date): Promise<number> {
  const cutoff = now
    ? new Date(now.getTime() - RATE_LIMIT_MAX_WINDOW_SECONDS * 1000)
    : sql`now() - ${sql.raw(`interval '${RATE_LIMIT_MAX_WINDOW_SECONDS} seconds'`)}`;
  const rows = await db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff)).returning({ key: rateLimits.key });
  return rows.length;
}

/**
 * Fixed-window counter kept in the database, so it holds across instances and for server
 * actions. One atomic upsert: concurrent hits never lose a count. Now and then a hit also prunes
 * expired windows; a failing prune never fails the hit.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  { pruneChance = RATE_LIMIT_PRUNE_CHANCE }: { pruneChance?: number } = {},
): Promise<RateLimitResult> {
  const seconds = Math.max(1, Math.floor(windowSeconds));
  if (seconds > RATE_LIMIT_MAX_WINDOW_SECONDS) {
    throw new RangeError(`Rate-limit windows are at most ${RATE_LIMIT_MAX_WINDOW_SECONDS} s (asked for ${seconds} s)`);
  }
  const window = sql.raw(`interval '${seconds} seconds'`);
  const rows = await db
    .insert(rateLimits)
    .values({ key: storedRateLimitKey(key), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= now() - ${window} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= now() - ${window} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const row = rows[0]!;
  if (Math.random() < pruneChance) {
    try {
      await pruneRateLimits(db);
    } catch (error) {
      logError('Pruning rate limits failed', error);
    }
  }
  const elapsed = (Date.now() - new Date(row.windowStart).getTime()) / 1000;
  return {
    allowed: row.count <= limit,
    count: row.count,
    limit,
    retryAfterSeconds: Math.max(1, Math.ceil(seconds - elapsed)),
  };
}
