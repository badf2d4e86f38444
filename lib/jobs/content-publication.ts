import 'server-only';
import type { Db } from '@/lib/db/client';
import { publish } from '@/lib/content/publishing';
import { publishDueEntries, scheduledEntries } from '@/lib/content/schedule';
import { content } from '@/lib/content/store';
import { runGlobalSubmitter } from './indexnow';
import { recordRun, type JobAnswer } from './runs';

/**
 * The scheduled-publication job (every minute): entries whose São Paulo moment has come are
 * published (their pages regenerated) and IndexNow is told of the URLs that changed. A minute in
 * which nothing comes due records no run.
 */
export async function runContentPublication(db: Db, now: Date = new Date()): Promise<JobAnswer> {
  const entries = scheduledEntries(content());
  let indexNow: Record<string, unknown> | null = null;
  const run = await publishDueEntries(
    db,
    entries,
    async (paths) => {
      publish(paths.map((path) => ({ path })));
      indexNow = (await runGlobalSubmitter(db)).body;
    },
    now,
  );
  if (run.published.length === 0) return { httpStatus: 200, body: { status: 'idle', published: [], waiting: run.waiting } };
  const recorded = await recordRun(db, 'content-publication', async () => ({
    status: 'succeeded' as const,
    result: { published: run.published, waiting: run.waiting, indexNow },
  }));
  return {
    httpStatus: 200,
    body: { status: 'succeeded', published: recorded.result.published, waiting: run.waiting, runId: recorded.runId },
  };
}
