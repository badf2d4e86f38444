import { createHmac, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveKey } from '@/lib/security/secret';
import type { Db, DbHandle } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { hitRateLimit, pruneRateLimits, rateLimitClient, storedRateLimitKey } from '@/lib/rate-limit';
import { testDatabases } from './helpers';

/*
 * The database-kept rate limits: what the table holds for a key (never an address in clear), how
 * long a window may be, and when expired windows go.
 */

const hmac = (text: string) => createHmac('sha256', deriveKey('rate-limit-key')).update(text).digest('base64url');
const DAY_SECONDS = 24 * 60 * 60;

for (const target of testDatabases()) {
  describe(`rate limits on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const db = () => handle.db;

    beforeAll(async () => {
      vi.stubEnv('AUTH_SECRET', 'rate-limits-test-secret-0123456789abcdef');
      ({ handle, cleanup } = await target.open());
    }, 60_000);
    afterEach(() => {
      vi.restoreAllMocks();
    });
    afterAll(async () => {
      vi.unstubAllEnvs();
      await cleanup?.();
    });

    const keysPresent = async (keys: string[]) =>
      (await db().select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, keys))).map((r) => r.key).sort();

    /** Rows of their own keys whose windows started `secondsAgo` seconds ago. */
    async function windowsStarted(secondsAgo: Record<string, number>) {
      for (const [key, seconds] of Object.entries(secondsAgo)) {
        await db()
          .insert(rateLimits)
          .values({ key, count: 1, windowStart: sql`now() - make_interval(secs => ${seconds}::float8)` });
      }
    }

    describe('stored keys', () => {
      it('stores the address part of a key as its keyed hash, lower-cased, behind the readable prefix', () => {
        expect(storedRateLimitKey('signin:account:Ana.Souza@Example.com')).toBe(`signin:account:h.${hmac('ana.souza@example.com')}`);
        // Everything from the address on is hashed, the client after it too.
        expect(storedRateLimitKey('reset:email-ip:ana@x.com:c.AbC')).toBe(`reset:email-ip:h.${hmac('ana@x.com:c.abc')}`);
        expect(storedRateLimitKey('@example.org')).toBe(`h.${hmac('@example.org')}`);
        // Without an address the key stays as it is.
        expect(storedRateLimitKey('lead:contact:c.AbC')).toBe('lead:contact:c.AbC');
      });

      it('counts one address however it is capitalised, and the table never holds it in clear', async () => {
        const local = `leitora.${randomUUID().slice(0, 8)}`;
        expect((await hitRateLimit(db(), `newsletter:mail:${local}@Empresa.com.br`, 3, 3600)).count).toBe(1);
        expect((await hitRateLimit(db(), `newsletter:mail:${local.toUpperCase()}@empresa.com.br`, 3, 3600)).count).toBe(2);
        const [row] = await db()
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `newsletter:mail:h.${hmac(`${local}@empresa.com.br`)}`));
        expect(row).toMatchObject({ count: 2 });
        const clear = await db()
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(sql`lower(${rateLimits.key}) like ${`%${local}%`}`);
        expect(clear).toEqual([]);
      });

      it('names a client by a 32-character keyed hash of its address (an IPv6 one by its /64)', () => {
        expect(rateLimitClient('203.0.113.7')).toBe(`c.${hmac('ip\n203.0.113.7').slice(0, 32)}`);
        expect(rateLimitClient('203.0.113.7')).toHaveLength(34);
        expect(rateLimitClient('2001:db8:7:7::1')).toBe(rateLimitClient('2001:db8:7:7:ffff::9'));
        expect(rateLimitClient('2001:db8:7:8::1')).not.toBe(rateLimitClient('2001:db8:7:7::1'));
      });
    });

    describe('windows', () => {
      it('takes windows of up to a day and refuses a longer one', async () => {
        const key = `test:window:${randomUUID()}`;
        expect(await hitRateLimit(db(), key, 5, DAY_SECONDS)).toMatchObject({ allowed: true, count: 1 });
        await expect(hitRateLimit(db(), `${key}:longer`, 5, DAY_SECONDS + 1)).rejects.toThrow(
          new RangeError('Rate-limit windows are at most 86400 s (asked for 86401 s)'),
        );
        expect(await keysPresent([`${key}:longer`])).toEqual([]);
      });
    });

    describe('pruning expired windows', () => {
      it('deletes, as of a given time, the windows that started more than a day before it', async () => {
        const id = randomUUID();
        const rows = {
          [`test:prune:${id}:older`]: '2000-12-31T23:59:59Z',
          [`test:prune:${id}:at-cutoff`]: '2001-01-01T00:00:00Z',
          [`test:prune:${id}:newer`]: '2001-01-01T00:00:01Z',
        };
        for (const [key, start] of Object.entries(rows))
          await db()
            .insert(rateLimits)
            .values({ key, count: 3, windowStart: new Date(start) });
        expect(await pruneRateLimits(db(), new Date('2001-01-02T00:00:00Z'))).toBe(1);
        expect(await keysPresent(Object.keys(rows))).toEqual([`test:prune:${id}:at-cutoff`, `test:prune:${id}:newer`]);
      });

      it('by the database clock, deletes windows older than a day and keeps younger ones', async () => {
        const id = randomUUID();
        await windowsStarted({ [`test:now:${id}:old`]: DAY_SECONDS + 5, [`test:now:${id}:young`]: DAY_SECONDS - 60 });
        expect(await pruneRateLimits(db())).toBeGreaterThanOrEqual(1);
        expect(await keysPresent([`test:now:${id}:old`, `test:now:${id}:young`])).toEqual([`test:now:${id}:young`]);
      });

      it('a hit also prunes when its draw falls below 1 in 50, and only then', async () => {
        const id = randomUUID();
        const old = `test:draw:${id}:old`;
        await windowsStarted({ [old]: DAY_SECONDS + 5 });
        vi.spyOn(Math, 'random').mockReturnValue(0.02);
        await hitRateLimit(db(), `test:draw:${id}:a`, 5, 60);
        expect(await keysPresent([old])).toEqual([old]);
        vi.spyOn(Math, 'random').mockReturnValue(0.0199);
        await hitRateLimit(db(), `test:draw:${id}:b`, 5, 60);
        expect(await keysPresent([old])).toEqual([]);
      });

      it('a failing prune still counts the hit, and is logged', async () => {
        const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
        const failingDeletes = new Proxy(db(), {
          get(target, prop) {
            if (prop === 'delete') {
              return () => {
                throw new Error('delete refused');
              };
            }
            const value = Reflect.get(target, prop) as unknown;
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }) as Db;
        const key = `test:failing-prune:${randomUUID()}`;
        expect(await hitRateLimit(failingDeletes, key, 5, 60, { pruneChance: 1 })).toMatchObject({ allowed: true, count: 1 });
        expect(errors).toHaveBeenCalledTimes(1);
        expect(JSON.parse(String(errors.mock.calls[0]![0]))).toMatchObject({
          what: 'Pruning rate limits failed',
          message: 'delete refused',
        });
        expect(await keysPresent([key])).toEqual([key]);
      });
    });
  });
}
