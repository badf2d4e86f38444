import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { seoRuns } from '@/lib/db/schema';

/** The scheduled jobs, by the name their runs are recorded under (table seo_runs). */
export const JOB_NAMES = [
  'global-seo-submitter',
  'seo-traffic-booster',
  'outbox-retry',
  'maintenance-cleanup',
  'content-publication',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** Each job's name in the AdminJobs messages (AdminJobs.jobs.<key>.title and the rest). */
export const JOB_MESSAGE_KEY = {
  'global-seo-submitter': 'submitter',
  'seo-traffic-booster': 'audit',
  'outbox-retry': 'outbox',
  'maintenance-cleanup': 'cleanup',
  'content-publication': 'publication',
} as const satisfies Record<JobName, string>;

export function isJobName(value: unknown): value is JobName {
  return typeof value === 'string' && (JOB_NAMES as readonly string[]).includes(value);
}

/** A recommendation or note of a job: a code (translated on the admin page) and its values. */
export interface Advice {
  code: string;
  values?: Record<string, string | number>;
}

export type RunStatus = 'running' | 'succeeded' | 'failed';

export interface JobRun {
  id: string;
  job: string;
  status: RunStatus;
  result: Record<string, unknown> | null;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

/** Records the start of a run; returns its id and start time (the database's clock). */
export async function startRun(db: Db, job: JobName): Promise<{ id: string; startedAt: Date }> {
  const [row] = await db.insert(seoRuns).values({ job }).returning({ id: seoRuns.id, startedAt: seoRuns.startedAt });
  return { id: row!.id, startedAt: new Date(row!.startedAt) };
}

/** Records how a run ended. */
export async function finishRun(
  db: Db,
  id: string,
  outcome: { status: Exclude<RunStatus, 'running'>; result?: Record<string, unknown>; error?: string | null },
): Promise<void> {
  await db
    .update(seoRuns)
    .set({
      status: outcome.status,
      result: outcome.result ?? null,
      error: outcome.error ? outcome.error.slice(0, 2000) : null,
      finishedAt: sql`now()`,
    })
    .where(eq(seoRuns.id, id));
}

/**
 * Runs `work` as a recorded run: running first, then succeeded with its result, or failed with the
 * error (thrown again after it is recorded).
 */
export async function recordRun<T extends { status: Exclude<RunStatus, 'running'>; result: Record<string, unknown>; error?: string }>(
  db: Db,
  job: JobName,
  work: (run: { id: string; startedAt: Date }) => Promise<T>,
): Promise<T & { runId: string }> {
  const run = await startRun(db, job);
  try {
    const outcome = await work(run);
    await finishRun(db, run.id, outcome);
    return { ...outcome, runId: run.id };
  } catch (error) {
    await finishRun(db, run.id, { status: 'failed', error: errorMessage(error) }).catch(() => {});
    throw error;
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** The latest succeeded run of a job whose result is not marked skipped. */
export async function lastSuccessfulRun(db: Db, job: JobName): Promise<JobRun | null> {
  const [row] = await db
    .select()
    .from(seoRuns)
    .where(and(eq(seoRuns.job, job), eq(seoRuns.status, 'succeeded'), sql`coalesce(${seoRuns.result} ->> 'skipped', 'false') <> 'true'`))
    .orderBy(desc(seoRuns.startedAt))
    .limit(1);
  return row ? toRun(row) : null;
}

/** The latest runs of a job, newest first. */
export async function recentRuns(db: Db, job: JobName, limit = 5): Promise<JobRun[]> {
  const rows = await db.select().from(seoRuns).where(eq(seoRuns.job, job)).orderBy(desc(seoRuns.startedAt)).limit(limit);
  return rows.map(toRun);
}

function toRun(row: typeof seoRuns.$inferSelect): JobRun {
  return {
    id: row.id,
    job: row.job,
    status: row.status,
    result: row.result ?? null,
    error: row.error,
    startedAt: new Date(row.startedAt),
    finishedAt: row.finishedAt ? new Date(row.finishedAt) : null,
  };
}

/** What a job answers over HTTP (and what the admin's "run now" gets back). */
export interface JobAnswer {
  httpStatus: number;
  body: Record<string, unknown>;
}
