import { createHmac, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconClientKey, beaconHourFull, takeBeaconQuota, type BeaconKind } from '@/lib/analytics/beacon-quota';
import { deriveKey } from '@/lib/security/secret';
import type { DbHandle } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { testDatabases } from './helpers';

/*
 * The site-wide hourly ceilings of the analytics beacons and the client keys of the daily quota
 * table. The hourly counter is one row per kind for the whole site, so each test starts it over.
 */

let ipCount = 0;
const ip = () => `198.51.100.${++ipCount}`;

for (const target of testDatabases()) {
  describe(`beacon quotas on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const db = () => handle.db;

    beforeAll(async () => {
      vi.stubEnv('AUTH_SECRET', 'beacon-quota-test-secret-0123456789abcdef');
      ({ handle, cleanup } = await target.open());
    }, 60_000);
    beforeEach(async () => {
      await db()
        .delete(rateLimits)
        .where(inArray(rateLimits.key, ['vitals:site-hour', 'pageview:site-hour']));
    });
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.stubEnv('AUTH_SECRET', 'beacon-quota-test-secret-0123456789abcdef');
    });
    afterAll(async () => {
      vi.unstubAllEnvs();
      await cleanup?.();
    });

    /** One beacon from a new client about a new subject: whether it may be stored. */
    const take = (kind: BeaconKind) => takeBeaconQuota(db(), { kind, ip: ip(), subject: `/pagina-${randomUUID().slice(0, 8)}` });

    const hourStartedAgo = (kind: BeaconKind, minutes: number) =>
      db()
        .update(rateLimits)
        .set({ windowStart: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(rateLimits.key, `${kind}:site-hour`));

    it('names a client by a 32-character keyed hash of its address and the day, so two days cannot be linked', () => {
      const expected = createHmac('sha256', deriveKey('beacon-client')).update('2025-03-14\n203.0.113.7').digest('base64url').slice(0, 32);
      expect(beaconClientKey('203.0.113.7', '2025-03-14')).toBe(expected);
      expect(expected).toHaveLength(32);
      expect(beaconClientKey('203.0.113.7', '2025-03-15')).not.toBe(expected);
      expect(beaconClientKey('2001:db8:5:5::1', '2025-03-14')).toBe(beaconClientKey('2001:db8:5:5::abcd', '2025-03-14'));
    });

    it('with a ceiling of 3 an hour, the hour is full after the 3rd beacon and not after the 2nd; the 4th is dropped', async () => {
      vi.stubEnv('VITALS_BEACONS_PER_HOUR', '3');
      vi.stubEnv('PAGEVIEW_BEACONS_PER_HOUR', '3');
      expect([await take('vitals'), await take('vitals')]).toEqual([true, true]);
      expect(await beaconHourFull(db(), 'vitals')).toBe(false);
      expect(await take('vitals')).toBe(true);
      expect(await beaconHourFull(db(), 'vitals')).toBe(true);
      expect(await take('vitals')).toBe(false);
    });

    it('counts page views and speed metrics apart: a full hour of one leaves room for the other', async () => {
      vi.stubEnv('VITALS_BEACONS_PER_HOUR', '2');
      vi.stubEnv('PAGEVIEW_BEACONS_PER_HOUR', '2');
      await take('vitals');
      await take('vitals');
      expect(await beaconHourFull(db(), 'vitals')).toBe(true);
      expect(await beaconHourFull(db(), 'pageview')).toBe(false);
      expect(await take('pageview')).toBe(true);
      expect(await beaconHourFull(db(), 'pageview')).toBe(false);
    });

    it('a ceiling of 0 turns a kind off: its hour is full before any beacon', async () => {
      vi.stubEnv('PAGEVIEW_BEACONS_PER_HOUR', '0');
      expect(await beaconHourFull(db(), 'pageview')).toBe(true);
      expect(await beaconHourFull(db(), 'vitals')).toBe(false);
    });

    it('a full hour stays full for 60 minutes from its first beacon, then takes beacons again', async () => {
      vi.stubEnv('PAGEVIEW_BEACONS_PER_HOUR', '2');
      await take('pageview');
      await take('pageview');
      await hourStartedAgo('pageview', 59);
      expect(await beaconHourFull(db(), 'pageview')).toBe(true);
      expect(await take('pageview')).toBe(false);
      await hourStartedAgo('pageview', 61);
      expect(await beaconHourFull(db(), 'pageview')).toBe(false);
      expect(await take('pageview')).toBe(true);
    });
  });
}
