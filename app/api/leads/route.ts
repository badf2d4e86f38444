import { getTranslations } from 'next-intl/server';
import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { afterAnswer } from '@/lib/http/after-answer';
import { submitLeadWith } from '@/lib/leads/submit';
import { clientIp } from '@/lib/request-ip';
import { COMPANY } from '@/lib/config/company';
import { toLocale } from '@/i18n/locales';
import { guardResponse, isPlainObject, readJsonBody, sameOriginOnly } from '@/lib/http/guard';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '@/lib/leads/idempotency';
import { isLeadFormType, LEAD_SCHEMAS } from '@/lib/validation/leads';
import { logError } from '@/lib/ops/log-error';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * POST /api/leads — the shared submit routine over HTTP, for integrations, load tests and the
 * forms' retries (when the server action is unreachable, and the offline queue's replays).
 * Body: application/json {type, ...fields, locale?, sourcePage?, startedAt?, website?}, at most
 * 32 KB; optional `Idempotency-Key` header: every request with one key stores one lead, and a
 * repeat gets the first answer (marked `Idempotent-Replayed: true`). 201 {id, downloadUrl?} (an
 * e-book lead's signed link); 400 malformed, unknown type or bad key; 403 sent from another site;
 * 413 too large; 415 not JSON; 422 {error, field}; 429 with Retry-After; 503 database down.
 */
export async function POST(request: Request) {
  const origin = sameOriginOnly(request);
  if (!origin.ok) return guardResponse(origin);
  const read = await readJsonBody(request);
  if (!read.ok) return guardResponse(read);
  const body = read.value;
  if (!isPlainObject(body)) return guardResponse({ ok: false, status: 400, error: 'invalid_json' });

  const { type, locale: rawLocale, sourcePage, website, startedAt, ...fields } = body;
  const locale = toLocale(rawLocale);
  if (!isLeadFormType(type)) {
    return Response.json({ error: `type must be one of: ${Object.keys(LEAD_SCHEMAS).join(', ')}` }, { status: 400 });
  }
  const idempotencyKey = readIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER));
  if (idempotencyKey === undefined) {
    return Response.json({ error: `${IDEMPOTENCY_HEADER} must be 16 to 64 letters, digits, '-' or '_'` }, { status: 400 });
  }
  const tErr = await getTranslations({ locale, namespace: 'LeadErrors' });
  try {
    const db = await getDb();
    // A lead sent with the site's session belongs to that account: the id comes from the session,
    // never from the body. A request without cookies (an integration) has no session to look up.
    const user = request.headers.has('cookie') ? await getCurrentUser() : null;
    const result = await submitLeadWith(db, type, fields, {
      ip: clientIp(request.headers),
      locale,
      sourcePage: typeof sourcePage === 'string' ? sourcePage : undefined,
      honeypot: typeof website === 'string' ? website : undefined,
      // Sent by the forms; a request without it is not timed.
      startedAt: typeof startedAt === 'number' ? startedAt : undefined,
      idempotencyKey,
      userId: user?.id ?? null,
      later: afterAnswer,
    });
    if (result.ok) {
      return Response.json(
        { id: result.id, ...(result.downloadPath ? { downloadUrl: result.downloadPath } : {}) },
        { status: 201, headers: result.replayed ? { 'Idempotent-Replayed': 'true' } : undefined },
      );
    }
    if (result.error === 'rate_limited') {
      return Response.json(
        { error: tErr('rateLimited') },
        { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds ?? 60) } },
      );
    }
    return Response.json({ error: tErr(result.messageKey, result.messageValues), field: result.field }, { status: 422 });
  } catch (error) {
    logError('Lead submission failed', error);
    const t = await getTranslations({ locale, namespace: 'Leads' });
    return Response.json({ error: t('failure', { app: COMPANY.messagingApp }) }, { status: 503 });
  }
}
