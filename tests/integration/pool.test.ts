import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DbHandle } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { testDatabases } from './helpers';

// A busy server process: far more concurrent queries and transactions than pooled connections,
// as a serverless instance holding one or two connections sees. Through a transaction-mode pooler
// a driver that pipelines queries onto a busy connection loses replies and hangs here.
for (const target of testDatabases().filter((t) => t.name === 'postgres')) {
  describe(`a small connection pool on ${target.name}`, () => {
    let cleanup: () => Promise<void>;
    let small: DbHandle;
    beforeAll(async () => {
      const opened = await target.open();
      cleanup = opened.cleanup;
      small = openPostgres(opened.url!, 2);
    }, 60_000);
    afterAll(async () => {
      await small?.close();
      await cleanup?.();
    });

    it('answers 120 concurrent queries and transactions, every one, in order of their own results', async () => {
      const work = Array.from({ length: 120 }, (_, i) =>
        i % 3 === 0
          ? small.db.transaction(async (tx) => {
              await tx.insert(rateLimits).values({ key: `pool-${i}`, windowStart: new Date(), count: i });
              const [row] = await tx
                .select({ n: count() })
                .from(rateLimits)
                .where(sql`${rateLimits.key} = ${`pool-${i}`}`);
              return row!.n;
            })
          : // Half of them carry no parameter, which a pipelining driver sends without waiting.
            small.db.execute(i % 2 ? sql`select ${i}::int as i` : sql.raw(`select ${i}::int as i`)).then((r) => {
              const rows = (Array.isArray(r) ? r : (r as { rows: { i: number }[] }).rows) as { i: number }[];
              return rows[0]!.i;
            }),
      );
      const results = await Promise.all(work);
      expect(results).toEqual(Array.from({ length: 120 }, (_, i) => (i % 3 === 0 ? 1 : i)));
      const [stored] = await small.db
        .select({ n: count() })
        .from(rateLimits)
        .where(sql`${rateLimits.key} like 'pool-%'`);
      expect(stored!.n).toBe(40);
    }, 20_000);
  });
}
