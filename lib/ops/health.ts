import 'server-only';
import { sql } from 'drizzle-orm';
import { HEALTH_CHECK } from '@/lib/config/limits';
import { getDb } from '@/lib/db';
import pkg from '@/package.json';

/** The running release: the deployed commit on Vercel, else APP_VERSION, else the package version. */
export function appVersion(): string {
  return process.env.VERCEL_GIT_COMMIT_SHA?.slice(0, 12) || process.env.APP_VERSION?.trim() || pkg.version;
}

/** Whether the database answers a trivial query within the limit (never throws). */
export async function databaseAnswers(timeoutMs: number = HEALTH_CHECK.dbTimeoutMs): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const probe = getDb()
    .then((db) => db.execute(sql`select 1`))
    .then(() => true as const)
    .catch(() => false as const);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
