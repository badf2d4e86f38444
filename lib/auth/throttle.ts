import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { AUTH_LIMITS } from '@/lib/config/limits';
import { hitRateLimit, storedRateLimitKey, rateLimitClient } from '@/lib/rate-limit';

/** Refused: wait `retryAfterSeconds`; or, with `useLink`, the account signs in through a mailed link today. */
export type Throttle = { allowed: true } | { allowed: false; retryAfterSeconds: number; useLink?: true };

const ALLOWED: Throttle = { allowed: true };

/** Counts the request against each limit; refused when any is exceeded (each is still counted). */
export async function withinLimits(db: Db, checks: { key: string; limit: number; windowSeconds: number }[]): Promise<Throttle> {
  const results = await Promise.all(checks.map((c) => hitRateLimit(db, c.key, c.limit, c.windowSeconds)));
  const refused = results.filter((r) => !r.allowed);
  return refused.length ? { allowed: false, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) } : ALLOWED;
}

function backoffKey(email: string, ip: string): string {
  // The address (and the IP after it) is stored as an HMAC, never in clear.
  return storedRateLimitKey(`signin:backoff:${email.trim().toLowerCase()}:${rateLimitClient(ip)}`);
}

/**
 * Takes one sign-in attempt for `email` from `ip`, atomically: the row counts attempts since the
 * last success and holds the time of the last one. The attempt is refused (and not counted) while
 * the pair is backing off; `signInSucceeded` clears it. Another IP is never affected, so nobody can
 * lock a chosen account out.
 */
async function reserveBackoff(db: Db, email: string, ip: string): Promise<Throttle> {
  const { freeAttempts, maxDelaySeconds, resetAfterSeconds } = AUTH_LIMITS.signInBackoff;
  const key = backoffKey(email, ip);
  const quiet = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${resetAfterSeconds}::float8)`;
  // After `freeAttempts` attempts, the next waits 2 s after the previous one, then 4 s, 8 s, …
  const delay = sql`least(${maxDelaySeconds}::float8, power(2::float8, (${rateLimits.count} - ${freeAttempts - 1})::float8))`;
  const taken = await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`case when ${quiet} then 1 else ${rateLimits.count} + 1 end`, windowStart: sql`now()` },
      setWhere: sql`${quiet} or ${rateLimits.count} < ${freeAttempts} or ${rateLimits.windowStart} <= now() - make_interval(secs => ${delay})`,
    })
    .returning({ count: rateLimits.count });
  if (taken.length) return ALLOWED;
  const [row] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${delay})) - now()))` })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row?.wait ?? 1)) };
}

function accountFailuresKey(email: string): string {
  return storedRateLimitKey(`signin:account:${email.trim().toLowerCase()}`);
}

/**
 * Whether the account's failed sign-ins today reached the ceiling. Counted per address whether or
 * not it has an account, so the answer tells nothing about that.
 */
async function accountNeedsLink(db: Db, email: string): Promise<Throttle | null> {
  const { limit, windowSeconds } = AUTH_LIMITS.signInFailuresPerAccount;
  const [row] = await db
    .select({
      count: rateLimits.count,
      wait: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}::float8)) - now()))`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, accountFailuresKey(email)));
  if (!row || row.count < limit || Number(row.wait) <= 0) return null;
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.wait)), useLink: true };
}

/**
 * A sign-in attempt: within the client's limit, the account's daily failure ceiling and the
 * e-mail+client back-off, or refused (with a wait, or asking for the mailed link).
 */
export async function beginSignIn(db: Db, email: string, ip: string): Promise<Throttle> {
  const perIp = await withinLimits(db, [{ key: `signin:ip:${rateLimitClient(ip)}`, ...AUTH_LIMITS.signInPerIp }]);
  if (!perIp.allowed) return perIp;
  const account = await accountNeedsLink(db, email);
  if (account) return account;
  return reserveBackoff(db, email, ip);
}

/** A wrong password (or unknown address) counts toward the account's daily ceiling. */
export async function signInFailed(db: Db, email: string): Promise<void> {
  const { limit, windowSeconds } = AUTH_LIMITS.signInFailuresPerAccount;
  await hitRateLimit(db, `signin:account:${email.trim().toLowerCase()}`, limit, windowSeconds);
}

/** A successful sign-in starts the e-mail+client pair over. */
export async function signInSucceeded(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, backoffKey(email, ip)));
}

/** A password set through a mailed link proves the owner: the account's failure count starts over. */
export async function accountRecovered(db: Db, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, accountFailuresKey(email)));
}

/** A password-reset request: refused (with an answer) per IP and per e-mail+IP. */
export function beginResetRequest(db: Db, email: string, ip: string): Promise<Throttle> {
  return withinLimits(db, [
    { key: `reset:ip:${rateLimitClient(ip)}`, ...AUTH_LIMITS.resetPerIp },
    { key: `reset:email-ip:${email}:${rateLimitClient(ip)}`, ...AUTH_LIMITS.resetPerEmailIp },
  ]);
}

/** A sign-up: refused (with an answer) per IP. */
export function beginSignUp(db: Db, ip: string): Promise<Throttle> {
  return withinLimits(db, [{ key: `signup:ip:${rateLimitClient(ip)}`, ...AUTH_LIMITS.signUpPerIp }]);
}

/**
 * Whether another account mail (reset link, sign-up link or notice) may go to this address this
 * hour. Over the cap the request is answered as usual and nothing is sent: the cap protects a
 * mailbox from floods and tells the requester nothing.
 */
export async function mayMail(db: Db, purpose: 'reset' | 'signup', email: string): Promise<boolean> {
  const cap = purpose === 'reset' ? AUTH_LIMITS.resetMailsPerEmail : AUTH_LIMITS.signUpMailsPerEmail;
  return (await withinLimits(db, [{ key: `${purpose}:mail:${email}`, ...cap }])).allowed;
}
