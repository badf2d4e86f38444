import type { Db } from '@/lib/db/client';
import { runCleanup } from './cleanup';
import { runGlobalSubmitter } from './indexnow';
import { runOutboxRetry } from './outbox-retry';
import type { JobAnswer, JobName } from './runs';
import { runTrafficBooster } from './seo-audit';
import { runContentPublication } from './content-publication';

export { JOB_NAMES, isJobName, recentRuns, type JobName, type JobRun, type JobAnswer } from './runs';

/** Each scheduled job with its default options: what the cron routes and the admin's "run now" call. */
export const JOB_RUNNERS: Record<JobName, (db: Db) => Promise<JobAnswer>> = {
  'global-seo-submitter': (db) => runGlobalSubmitter(db),
  'seo-traffic-booster': (db) => runTrafficBooster(db),
  'outbox-retry': (db) => runOutboxRetry(db),
  'maintenance-cleanup': (db) => runCleanup(db),
  'content-publication': (db) => runContentPublication(db),
};

export function runJob(db: Db, job: JobName): Promise<JobAnswer> {
  return JOB_RUNNERS[job](db);
}
