import { content } from '@/lib/content/store';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { seed } from '@/lib/demo/seed';
import { verifyEbookLink } from '@/lib/ebooks/links';
import { submitLeadWith } from '@/lib/leads/submit';
import { hitRateLimit, pruneRateLimits, RATE_LIMIT_MAX_WINDOW_SECONDS, rateLimitClient, storedRateLimitKey } from '@/lib/rate-limit';
import { testDatabases } from './helpers';

const allEbooks = content().ebooks;

const HOUR = 3600_000;
const BACKUP_GUIDE = allEbooks.find((e) => e.locale === 'pt' && e.slug === 'guia-completo-backup-empresarial')!.title;

for (const target of testDatabases()) {
  describe(`rate-limit retention and e-book links on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      process.env.AUTH_SECRET ??= 'a-test-root-secret-of-enough-length';
      ({ handle, cleanup } = await target.open());
      await seed(handle.db, { withUsers: false });
    }, 60_000);
    afterAll(async () => cleanup?.());

    const keys = async () => (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);

    it('stores keys holding an e-mail address as an HMAC, one counter for any spelling of the address', async () => {
      await hitRateLimit(handle.db, 'signin:email:Leitor.Atento@Empresa.com.br', 5, 600);
      const second = await hitRateLimit(handle.db, 'signin:email:leitor.atento@empresa.com.br', 5, 600);
      expect(second.count).toBe(2);
      const stored = await keys();
      expect(stored.filter((k) => k.includes('@'))).toEqual([]);
      expect(stored.filter((k) => /leitor|empresa/i.test(k))).toEqual([]);
      expect(stored).toContain(storedRateLimitKey('signin:email:leitor.atento@empresa.com.br'));
      expect(storedRateLimitKey('signin:email:a@b.c')).toMatch(/^signin:email:h\.[A-Za-z0-9_-]{43}$/);
      // Keys without an address are kept as they are.
      await hitRateLimit(handle.db, 'lead:contact:203.0.113.7', 5, 60);
      expect(await keys()).toContain('lead:contact:203.0.113.7');
    });

    it('a client is keyed by a hash of its address (an IPv6 one by its /64), never the address', () => {
      expect(rateLimitClient('203.0.113.7')).toMatch(/^c\.[A-Za-z0-9_-]{32}$/);
      expect(rateLimitClient('203.0.113.7')).toBe(rateLimitClient('::ffff:203.0.113.7'));
      expect(rateLimitClient('203.0.113.7')).not.toBe(rateLimitClient('203.0.113.8'));
      expect(rateLimitClient('2001:db8:1:1::1')).toBe(rateLimitClient('2001:db8:1:1:ffff::2'));
      expect(rateLimitClient('2001:db8:1:1::1')).not.toBe(rateLimitClient('2001:db8:1:2::1'));
    });

    it('prunes windows older than the longest window, and only those', async () => {
      // A counter in use, as a request leaves it.
      await hitRateLimit(handle.db, 'lead:contact:203.0.113.9', 5, 60, { pruneChance: 0 });
      const now = new Date();
      const at = (msAgo: number) => new Date(now.getTime() - msAgo);
      await handle.db.insert(rateLimits).values([
        { key: 'old:1', count: 3, windowStart: at(RATE_LIMIT_MAX_WINDOW_SECONDS * 1000 + HOUR) },
        { key: 'old:2', count: 1, windowStart: at(30 * 24 * HOUR) },
        { key: 'recent:1', count: 1, windowStart: at(2 * HOUR) },
      ]);
      expect(await pruneRateLimits(handle.db, now)).toBe(2);
      const left = await keys();
      expect(left).not.toContain('old:1');
      expect(left).not.toContain('old:2');
      expect(left).toContain('recent:1');
      expect(left).toContain('lead:contact:203.0.113.9');
      // Without a time, the database's clock decides.
      await handle.db.insert(rateLimits).values({ key: 'old:3', count: 1, windowStart: sql`now() - interval '25 hours'` });
      expect(await pruneRateLimits(handle.db)).toBe(1);
    });

    it('prunes on some hits on its own, and refuses windows longer than the retention', async () => {
      await handle.db.insert(rateLimits).values({ key: 'old:4', count: 1, windowStart: new Date(Date.now() - 48 * HOUR) });
      await hitRateLimit(handle.db, 'lead:ebook:203.0.113.8', 5, 60, { pruneChance: 0 });
      expect(await keys()).toContain('old:4');
      await hitRateLimit(handle.db, 'lead:ebook:203.0.113.8', 5, 60, { pruneChance: 1 });
      expect(await keys()).not.toContain('old:4');
      await expect(hitRateLimit(handle.db, 'x', 1, RATE_LIMIT_MAX_WINDOW_SECONDS + 1)).rejects.toThrow(RangeError);
    });

    it('answers a stored e-book lead with a signed link to its PDF, valid for an hour', async () => {
      const now = Date.now();
      const result = await submitLeadWith(
        handle.db,
        'ebook',
        { name: 'Leitor Atento', email: 'leitor@empresa.com.br', phone: '(11) 97777-1234', ebook: BACKUP_GUIDE },
        { ip: '198.51.100.40', locale: 'pt', now },
      );
      expect(result.ok).toBe(true);
      const path = result.ok ? result.downloadPath : undefined;
      expect(path).toMatch(/^\/files\/ebooks\/pt-guia-completo-backup-empresarial\.pdf\?expires=\d+&sig=[\w-]{43}$/);
      const url = new URL(path!, 'http://x');
      const check = (at: number) =>
        verifyEbookLink('pt-guia-completo-backup-empresarial.pdf', url.searchParams.get('expires'), url.searchParams.get('sig'), {
          now: at,
        });
      expect(check(now)).toBe('ok');
      expect(check(now + HOUR + 1000)).toBe('expired');

      // No link for a bot (nothing stored), nor for an e-book that does not exist.
      const bot = await submitLeadWith(
        handle.db,
        'ebook',
        { name: 'Bot', email: 'bot@spam.test', phone: '(11) 97777-1234', ebook: BACKUP_GUIDE },
        { ip: '198.51.100.41', honeypot: 'x' },
      );
      expect(bot).toEqual({ ok: true, id: null });
      const unknown = await submitLeadWith(
        handle.db,
        'ebook',
        { name: 'Leitor Atento', email: 'leitor@empresa.com.br', phone: '(11) 97777-1234', ebook: 'Um livro que não existe' },
        { ip: '198.51.100.42', locale: 'pt' },
      );
      expect(unknown.ok && unknown.downloadPath).toBeFalsy();
      expect(
        (
          await handle.db
            .select()
            .from(rateLimits)
            .where(eq(rateLimits.key, `lead:ebook:${rateLimitClient('198.51.100.40')}`))
        ).length,
      ).toBe(1);
    });
  });
}
