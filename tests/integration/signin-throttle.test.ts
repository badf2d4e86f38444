import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  beginResetRequest,
  beginSignIn,
  beginSignUp,
  mayMail,
  signInFailed,
  signInSucceeded,
  withinLimits,
  type Throttle,
} from '@/lib/auth/throttle';
import type { DbHandle } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { storedRateLimitKey } from '@/lib/rate-limit';
import { testDatabases } from './helpers';

/*
 * The auth throttles as a visitor meets them: how many tries pass, when the next is refused and
 * for how long, and which spellings of an address count as one.
 */

let ipCount = 0;
// One client per call within this file (its database is its own).
const ip = () => `192.0.2.${++ipCount}`;
const address = (tag: string) => `${tag}.${randomUUID().slice(0, 8)}@example.org`;

const waitOf = (t: Throttle) => (t.allowed ? 0 : t.retryAfterSeconds);

for (const target of testDatabases()) {
  describe(`auth throttles on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const db = () => handle.db;

    beforeAll(async () => {
      vi.stubEnv('AUTH_SECRET', 'signin-throttle-test-secret-0123456789abcdef');
      ({ handle, cleanup } = await target.open());
    }, 60_000);
    afterAll(async () => {
      vi.unstubAllEnvs();
      await cleanup?.();
    });

    /** `n` sign-in attempts in a row for one address from one client. */
    async function attempts(n: number, email: string, client: string): Promise<Throttle[]> {
      const results: Throttle[] = [];
      for (let i = 0; i < n; i++) results.push(await beginSignIn(db(), email, client));
      return results;
    }

    /** Moves the start of the stored window of `key` to `secondsAgo` seconds ago. */
    const startedAgo = (key: string, secondsAgo: number) =>
      db()
        .update(rateLimits)
        .set({ windowStart: sql`now() - make_interval(secs => ${secondsAgo}::float8)` })
        .where(eq(rateLimits.key, storedRateLimitKey(key)));

    describe('several limits at once', () => {
      it('a request refused by two limits waits as long as the longer of them', async () => {
        const id = randomUUID();
        const checks = [
          { key: `test:short:${id}`, limit: 1, windowSeconds: 60 },
          { key: `test:long:${id}`, limit: 1, windowSeconds: 600 },
        ];
        expect(await withinLimits(db(), checks)).toEqual({ allowed: true });
        const refused = await withinLimits(db(), checks);
        expect(refused.allowed).toBe(false);
        expect(waitOf(refused)).toBeGreaterThanOrEqual(599);
        expect(waitOf(refused)).toBeLessThanOrEqual(600);
      });
    });

    describe('back-off per address and client', () => {
      it('lets 5 attempts through at once and makes the 6th wait 2 seconds', async () => {
        const client = ip();
        const results = await attempts(6, address('ana'), client);
        expect(results.slice(0, 5)).toEqual(Array(5).fill({ allowed: true }));
        expect(results[5]).toEqual({ allowed: false, retryAfterSeconds: 2 });
      });

      it('never makes an attempt wait more than 15 minutes, however many came before', async () => {
        const email = address('muitas');
        const client = ip();
        await attempts(5, email, client);
        const { rateLimitClient } = await import('@/lib/rate-limit');
        await db()
          .update(rateLimits)
          .set({ count: 40, windowStart: sql`now()` })
          .where(eq(rateLimits.key, storedRateLimitKey(`signin:backoff:${email}:${rateLimitClient(client)}`)));
        expect(await beginSignIn(db(), email, client)).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 });
      });

      it('counts an address written with capitals or surrounding spaces as the same address', async () => {
        const tag = randomUUID().slice(0, 8);
        const client = ip();
        const spellings = [
          `Ana.${tag}@Example.ORG`,
          ` ana.${tag}@example.org `,
          `ANA.${tag}@EXAMPLE.ORG\t`,
          `ana.${tag}@example.org`,
          ` Ana.${tag}@example.org`,
        ];
        for (const spelling of spellings) expect(await beginSignIn(db(), spelling, client)).toEqual({ allowed: true });
        expect(await beginSignIn(db(), `ana.${tag}@example.org`, client)).toMatchObject({ allowed: false });
      });

      it('keeps two addresses apart that only an upper-case comparison would confuse (ß and ss)', async () => {
        const tag = randomUUID().slice(0, 8);
        const client = ip();
        await attempts(5, `straße.${tag}@example.de`, client);
        expect(await beginSignIn(db(), `strasse.${tag}@example.de`, client)).toEqual({ allowed: true });
        expect(await beginSignIn(db(), `straße.${tag}@example.de`, client)).toMatchObject({ allowed: false });
      });

      it('a successful sign-in clears the wait: the next 5 attempts go through at once again', async () => {
        const email = address('dona');
        const client = ip();
        await attempts(5, email, client);
        expect(await beginSignIn(db(), email, client)).toMatchObject({ allowed: false });
        await signInSucceeded(db(), ` ${email.toUpperCase()}`, client);
        const again = await attempts(6, email, client);
        expect(again.slice(0, 5)).toEqual(Array(5).fill({ allowed: true }));
        expect(again[5]).toEqual({ allowed: false, retryAfterSeconds: 2 });
      });
    });

    describe('daily failure ceiling per account', () => {
      const fail = async (n: number, email: string) => {
        for (let i = 0; i < n; i++) await signInFailed(db(), email);
      };

      it('asks for the mailed link after 20 failures in a day, from any client, for the rest of the day; 19 are not enough', async () => {
        const email = address('teto');
        await fail(19, email);
        expect(await beginSignIn(db(), email, ip())).toEqual({ allowed: true });
        await fail(1, email);
        const refused = await beginSignIn(db(), email, ip());
        expect(refused).toMatchObject({ allowed: false, useLink: true });
        expect(waitOf(refused)).toBeGreaterThan(24 * 60 * 60 - 60);
        expect(waitOf(refused)).toBeLessThanOrEqual(24 * 60 * 60);
      });

      it('counts failures under the address however it was written, and checks it the same way', async () => {
        const tag = randomUUID().slice(0, 8);
        await fail(20, `  Bia.${tag}@Example.ORG `);
        expect(await beginSignIn(db(), `bia.${tag}@example.org`, ip())).toMatchObject({ allowed: false, useLink: true });

        await fail(20, `caio.${tag}@example.org`);
        expect(await beginSignIn(db(), ` CAIO.${tag}@example.org  `, ip())).toMatchObject({ allowed: false, useLink: true });
      });

      it('keeps the failures of straße and strasse apart', async () => {
        const tag = randomUUID().slice(0, 8);
        await fail(20, `straße.${tag}@example.de`);
        expect(await beginSignIn(db(), `straße.${tag}@example.de`, ip())).toMatchObject({ allowed: false, useLink: true });
        expect(await beginSignIn(db(), `strasse.${tag}@example.de`, ip())).toEqual({ allowed: true });
      });

      it('still asks for the link one second before the day is over, and not once it is', async () => {
        const almost = address('quase');
        await fail(20, almost);
        await startedAgo(`signin:account:${almost}`, 24 * 60 * 60 - 1);
        expect(await beginSignIn(db(), almost, ip())).toEqual({ allowed: false, retryAfterSeconds: 1, useLink: true });

        const over = address('fim');
        await fail(20, over);
        await startedAgo(`signin:account:${over}`, 24 * 60 * 60);
        expect(await beginSignIn(db(), over, ip())).toEqual({ allowed: true });
      });
    });

    describe('password resets, sign-ups and account mails', () => {
      it('lets one client ask for 10 resets an hour for any addresses; the 11th waits an hour, another client does not', async () => {
        const client = ip();
        const results: Throttle[] = [];
        for (let i = 0; i < 11; i++) results.push(await beginResetRequest(db(), address(`reset${i}`), client));
        expect(results.slice(0, 10)).toEqual(Array(10).fill({ allowed: true }));
        expect(results[10]!.allowed).toBe(false);
        expect(waitOf(results[10]!)).toBeGreaterThan(59 * 60);
        expect(waitOf(results[10]!)).toBeLessThanOrEqual(60 * 60);
        expect(await beginResetRequest(db(), address('outra'), ip())).toEqual({ allowed: true });
      });

      it('lets one address ask for 3 resets an hour from one client; another address or client still may', async () => {
        const email = address('esqueci');
        const client = ip();
        const results: Throttle[] = [];
        for (let i = 0; i < 4; i++) results.push(await beginResetRequest(db(), email, client));
        expect(results.slice(0, 3)).toEqual(Array(3).fill({ allowed: true }));
        expect(results[3]).toMatchObject({ allowed: false });
        expect(await beginResetRequest(db(), address('vizinha'), client)).toEqual({ allowed: true });
        expect(await beginResetRequest(db(), email, ip())).toEqual({ allowed: true });
      });

      it('lets one client sign up 10 times an hour; the 11th waits, another client does not', async () => {
        const client = ip();
        const results: Throttle[] = [];
        for (let i = 0; i < 11; i++) results.push(await beginSignUp(db(), client));
        expect(results.slice(0, 10)).toEqual(Array(10).fill({ allowed: true }));
        expect(results[10]!.allowed).toBe(false);
        expect(waitOf(results[10]!)).toBeGreaterThan(59 * 60);
        expect(await beginSignUp(db(), ip())).toEqual({ allowed: true });
      });

      it('sends an address at most 10 reset mails and 5 sign-up mails an hour, each counted apart', async () => {
        const email = address('caixa');
        const reset: boolean[] = [];
        for (let i = 0; i < 11; i++) reset.push(await mayMail(db(), 'reset', email));
        expect(reset).toEqual([...Array(10).fill(true), false]);

        const signup: boolean[] = [];
        for (let i = 0; i < 6; i++) signup.push(await mayMail(db(), 'signup', email));
        expect(signup).toEqual([...Array(5).fill(true), false]);
        expect(await mayMail(db(), 'reset', address('outra-caixa'))).toBe(true);
      });
    });
  });
}
