'use server';

import { z } from 'zod';
import { formText, runAction, type ActionResult, type ActionText } from '@/lib/actions/client';
import { revalidateJobs } from '@/lib/actions/revalidate';
import { runJobAsAdmin } from '@/lib/jobs/admin';
import { isJobName, JOB_MESSAGE_KEY, JOB_NAMES } from '@/lib/jobs/runs';

const jobSchema = z.object({ job: z.enum(JOB_NAMES) });

/**
 * "Run now" on the scheduled jobs page: the same job function the cron route calls, for a
 * signed-in admin only (checked here, and again in the database by runJobAsAdmin). The answer
 * names the job; the page lists the new run.
 */
export async function runJobNow(_prev: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const job = formText(formData, 'job');
  const key = isJobName(job) ? JOB_MESSAGE_KEY[job] : null;
  const jobTitle = (text: ActionText) => (key ? text(`AdminJobs.jobs.${key}.title`) : job);
  return runAction(
    {
      locale: formText(formData, 'locale'),
      area: 'admin',
      actor: 'admin',
      schema: jobSchema,
      input: { job },
      log: `Job ${job} run by an admin failed`,
      failure: (text) => ({ title: text('AdminJobs.ranFailed', { job: jobTitle(text) }) }),
    },
    async ({ db, user, meta, data, text, fail }) => {
      const result = await runJobAsAdmin(db, user, data.job, { ip: meta.ip });
      revalidateJobs();
      const values = { job: jobTitle(text) };
      return result.ok
        ? { ok: true, title: text('AdminJobs.ran', values) }
        : fail('failed', { title: text('AdminJobs.ranFailed', values) });
    },
  );
}
