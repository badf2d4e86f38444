import 'server-only';
import { getDb } from '@/lib/db';
import { resultResponse } from '@/lib/actions/route';
import { guardResponse, sameOriginOnly } from '@/lib/http/guard';
import { isCronRequest } from './cron-auth';
import { runJob } from './index';
import type { JobName } from './runs';
import { logError } from '@/lib/ops/log-error';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The route handler of a scheduled job (GET and POST alike, as Vercel Cron and curl call): a
 * request from another site is refused (403; cron callers send no Origin and pass), a caller
 * without `Authorization: Bearer $CRON_SECRET` gets 401, then the job runs and answers its report
 * as JSON. Refusals and a job that throws (503) answer as every route does, an `ActionResult`;
 * their titles are for the operator reading a cron log, so they are English.
 */
export function cronHandler(job: JobName) {
  return async function handler(request: Request): Promise<Response> {
    const origin = sameOriginOnly(request);
    if (!origin.ok) return guardResponse(origin);
    if (!isCronRequest(request)) {
      const headers = new Headers({ 'WWW-Authenticate': 'Bearer realm="cron"' });
      return resultResponse({ ok: false, error: 'signed_out', title: 'Unauthorized' }, { headers });
    }
    try {
      const { httpStatus, body } = await runJob(await getDb(), job);
      return Response.json(body, { status: httpStatus, headers: NO_STORE });
    } catch (error) {
      logError(`Job ${job} failed`, error);
      return resultResponse({ ok: false, error: 'failed', title: 'The job failed; see the server log.' });
    }
  };
}
