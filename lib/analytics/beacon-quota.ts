import { createHmac } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { deriveKey } from '@/lib/security/secret';
import { serverEnv, type ServerEnv } from '@/lib/config/env';
import { companyDay } from '@/lib/time';
import type { Db } from '@/lib/db/client';
import { analyticsBeaconQuotas, rateLimits } from '@/lib/db/schema';
import { rateLimitIp } from '@/lib/http/ip';
import { hitRateLimit } from '@/lib/rate-limit';
import { PAGEVIEW_LIMITS } from './beacon';
import { VITALS_LIMITS } from './vitals';

/*
 * Ceilings on what the analytics beacons store, so neither one client nor a crowd of addresses
 * can make the figures: each client stores a few beacons per subject and day, and the whole site a
 * bounded number per hour. A beacon over either is dropped quietly (the browser gets 204 as usual
 * and has nothing to retry).
 */

export type BeaconKind = 'vitals' | 'pageview';

const HOUR_SECONDS = 60 * 60;

/** The site-wide hourly ceilings in effect: the settings, else the defaults. */
export function beaconCeilings(env: ServerEnv = serverEnv()): Record<BeaconKind, { perClientDay: number; perHour: number }> {
  return {
    vitals: { perClientDay: VITALS_LIMITS.perClientRouteDay, perHour: env.VITALS_BEACONS_PER_HOUR ?? VITALS_LIMITS.sitePerHour },
    pageview: { perClientDay: PAGEVIEW_LIMITS.perClientPathDay, perHour: env.PAGEVIEW_BEACONS_PER_HOUR ?? PAGEVIEW_LIMITS.sitePerHour },
  };
}

/**
 * The client as the quota table stores it: an HMAC of its IPv4 address or IPv6 /64 and the day,
 * under a key derived from the server secret. The address cannot be read back, and a client's
 * keys of two days cannot be linked.
 */
export function beaconClientKey(ip: string, day: string): string {
  return createHmac('sha256', deriveKey('beacon-client'))
    .update(`${day}\n${rateLimitIp(ip)}`)
    .digest('base64url')
    .slice(0, 32);
}

const siteKey = (kind: BeaconKind) => `${kind}:site-hour`;

/**
 * Whether the site's current hour has no room left for `kind`: one read and nothing written, so
 * the beacons of a flood past the ceiling are dropped as cheaply as can be.
 */
export async function beaconHourFull(db: Db, kind: BeaconKind): Promise<boolean> {
  const { perHour } = beaconCeilings()[kind];
  if (perHour <= 0) return true;
  const [window] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.key, siteKey(kind)), gt(rateLimits.windowStart, sql`now() - ${sql.raw(`interval '${HOUR_SECONDS} seconds'`)}`)),
    );
  return window !== undefined && window.count >= perHour;
}

/**
 * Whether a beacon may be stored, counting it when it may: the client has stored fewer than its
 * share of `subject` today, and then the site's hourly counter takes it (one atomic upsert, so
 * concurrent beacons never pass the ceiling together). Callers check `beaconHourFull` first, so a
 * flood past the ceiling writes no quota rows.
 */
export async function takeBeaconQuota(
  db: Db,
  { kind, ip, subject, now = new Date() }: { kind: BeaconKind; ip: string; subject: string; now?: Date },
): Promise<boolean> {
  const { perClientDay, perHour } = beaconCeilings()[kind];
  const day = companyDay(now);
  const [client] = await db
    .insert(analyticsBeaconQuotas)
    .values({ kind, day, client: beaconClientKey(ip, day), subject, count: 1 })
    .onConflictDoUpdate({
      target: [analyticsBeaconQuotas.kind, analyticsBeaconQuotas.day, analyticsBeaconQuotas.client, analyticsBeaconQuotas.subject],
      set: { count: sql`${analyticsBeaconQuotas.count} + 1` },
    })
    .returning({ count: analyticsBeaconQuotas.count });
  if (client!.count > perClientDay) return false;

  return (await hitRateLimit(db, siteKey(kind), perHour, HOUR_SECONDS)).allowed;
}

/** Deletes the quota rows of days before today (company time zone); returns how many went. */
export async function pruneBeaconQuotas(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .delete(analyticsBeaconQuotas)
    .where(lt(analyticsBeaconQuotas.day, companyDay(now)))
    .returning({ day: analyticsBeaconQuotas.day });
  return rows.length;
}
