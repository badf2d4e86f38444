'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { formText } from '@/lib/actions/client';
import { localizedPath } from '@/i18n/paths';
import { toLocale } from '@/i18n/locales';
import { requireUser } from '@/lib/auth/require';
import { getDb } from '@/lib/db';
import { runJobAsAdmin } from '@/lib/jobs/admin';
import { isJobName } from '@/lib/jobs/runs';
import { clientIp } from '@/lib/request-ip';
import { logError } from '@/lib/ops/log-error';

const PATH = '/admin/seo';

/**
 * "Run now" on the scheduled jobs page: the same job function the cron route calls, for a
 * signed-in admin only (checked here, and again in the database by runJobAsAdmin); then back to
 * the page, which lists the new run.
 */
export async function runJobNow(formData: FormData): Promise<void> {
  const locale = toLocale(formText(formData, 'locale'));
  const user = await requireUser(locale, 'admin', PATH);
  const job = formText(formData, 'job');
  if (!isJobName(job)) redirect(localizedPath(locale, PATH));
  let outcome: 'ok' | 'failed' = 'failed';
  try {
    const db = await getDb();
    const result = await runJobAsAdmin(db, user, job, { ip: clientIp(await headers()) });
    outcome = result.ok ? 'ok' : 'failed';
  } catch (error) {
    logError(`Job ${job} run by an admin failed`, error);
  }
  redirect(`${localizedPath(locale, PATH)}?ran=${encodeURIComponent(job)}&outcome=${outcome}`);
}
