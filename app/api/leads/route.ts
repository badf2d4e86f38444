import { getCurrentUser } from '@/lib/auth';
import { runRoute } from '@/lib/actions/route';
import { isPlainObject } from '@/lib/http/guard';
import { answerLead, leadFailure } from '@/lib/leads/answer';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '@/lib/leads/idempotency';
import { isLeadFormType, LEAD_SCHEMAS } from '@/lib/validation/leads';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * POST /api/leads — the shared submit routine over HTTP, for integrations, load tests and the
 * forms' retries (when the server action is unreachable, and the offline queue's replays).
 * Body: application/json {type, ...fields, locale?, sourcePage?, startedAt?, website?}, at most
 * 32 KB; optional `Idempotency-Key` header: every request with one key stores one lead, and a
 * repeat gets the first answer (marked `Idempotent-Replayed: true`). The answer is the server
 * action's: 201 {ok, title, description, data: {id, downloadUrl?}} (an e-book lead's signed link);
 * {ok: false, error, title, description, field?} with 400 malformed, unknown type or bad key, 403
 * sent from another site, 413 too large, 415 not JSON, 422 a field refused, 429 with Retry-After,
 * 503 database down.
 */
export async function POST(request: Request) {
  return runRoute(
    request,
    {
      area: 'leads',
      actor: 'anyone',
      body: { type: 'json' },
      locale: (body) => (isPlainObject(body) ? body.locale : undefined),
      log: 'Lead submission failed',
      failure: leadFailure,
      created: true,
    },
    async (ctx) => {
      if (!isPlainObject(ctx.body)) return ctx.fail('bad_request');
      const { type, locale: _locale, sourcePage, website, startedAt, ...fields } = ctx.body;
      if (!isLeadFormType(type)) {
        return ctx.fail('bad_request', { field: 'type', text: `type must be one of: ${Object.keys(LEAD_SCHEMAS).join(', ')}` });
      }
      const idempotencyKey = readIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER));
      if (idempotencyKey === undefined) {
        return ctx.fail('bad_request', { text: `${IDEMPOTENCY_HEADER} must be 16 to 64 letters, digits, '-' or '_'` });
      }
      // A lead sent with the site's session belongs to that account: the id comes from the session,
      // never from the body. A request without cookies (an integration) has no session to look up.
      const user = request.headers.has('cookie') ? await getCurrentUser() : null;
      const { answer, replayed } = await answerLead(ctx, type, fields, {
        sourcePage: typeof sourcePage === 'string' ? sourcePage : undefined,
        honeypot: typeof website === 'string' ? website : undefined,
        // Sent by the forms; a request without it is not timed.
        startedAt: typeof startedAt === 'number' ? startedAt : undefined,
        idempotencyKey,
        userId: user?.id ?? null,
      });
      if (replayed) ctx.headers.set('Idempotent-Replayed', 'true');
      return answer;
    },
  );
}
