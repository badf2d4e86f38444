import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { COMPANY } from '@/lib/config/company';
import { DOCUMENT_UPLOAD, RESELLER_LIMITS } from '@/lib/config/limits';
import { clientIp } from '@/lib/request-ip';
import { contentTypeOf, isPlainObject, parseJson, readBody, sameOriginOnly } from '@/lib/http/guard';
import { resellerErrorMessage, submitFailureMessage } from '@/lib/resellers/messages';
import { DOCUMENT_FIELD, submitResellerApplication, type UploadedDocument } from '@/lib/resellers/submit';
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER, readIdempotencyKey } from '@/lib/leads/idempotency';
import { LOCALE_COOKIE, toLocale, type Locale } from '@/i18n/locales';
import { logError } from '@/lib/ops/log-error';
import { afterAnswer } from '@/lib/http/after-answer';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const MAX_BODY_BYTES = DOCUMENT_UPLOAD.maxBytes + RESELLER_LIMITS.formOverheadBytes;

/**
 * POST /api/resellers — a reseller application as multipart/form-data: `data` (the form values
 * as JSON), `document` (the file), `locale`, `startedAt` (epoch ms the form was shown), `website`
 * (honeypot), and the submission's idempotency key as the `Idempotency-Key` header (replays) or
 * the `idempotencyKey` field (the form's first upload): one application per key, and a repeat
 * gets the first answer (marked `Idempotent-Replayed: true`). 201 {ok, id}; 400/422 {ok:false,
 * field?, message}; 409 duplicate CNPJ; 413 body too large; 415 not multipart; 403 foreign Origin;
 * 429 with Retry-After; 503 database or storage down.
 */
export async function POST(request: NextRequest) {
  let locale = requestLocale(request);
  const fail = (status: number, message: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) =>
    Response.json({ ok: false, ...extra, message }, { status, headers });

  if (!sameOriginOnly(request).ok) return fail(403, resellerErrorMessage(locale, 'invalidInput'));
  const type = contentTypeOf(request);
  if (type?.type !== 'multipart/form-data' || !type.parameters.boundary) return fail(415, resellerErrorMessage(locale, 'invalidInput'));
  const contentType = request.headers.get('content-type')!;

  const body = await readBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.status === 413 ? tooLarge(locale) : fail(400, resellerErrorMessage(locale, 'invalidInput'));
  let form: FormData;
  try {
    form = await new Response(body.value as BodyInit, { headers: { 'content-type': contentType } }).formData();
  } catch {
    // A malformed multipart body.
    return fail(400, resellerErrorMessage(locale, 'invalidInput'));
  }

  locale = toLocale(text(form, 'locale') ?? locale);
  const idempotencyKey = readIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER) ?? text(form, IDEMPOTENCY_FIELD));
  if (idempotencyKey === undefined) return fail(400, resellerErrorMessage(locale, 'invalidInput'));
  const data = parseJson(text(form, 'data') ?? '');
  if (!data.ok || !isPlainObject(data.value)) return fail(400, resellerErrorMessage(locale, 'invalidInput'));
  const input = data.value;
  const startedAt = text(form, 'startedAt');
  const upload = form.get(DOCUMENT_FIELD);
  const file: UploadedDocument | null =
    upload instanceof Blob && upload.size > 0
      ? { name: (upload as File).name ?? '', data: new Uint8Array(await upload.arrayBuffer()) }
      : null;

  try {
    const db = await getDb();
    const result = await submitResellerApplication(db, input, file, {
      ip: clientIp(request.headers),
      locale,
      // The form always sends it; a post without it is treated as too fast.
      startedAt: startedAt ? Number(startedAt) : Number.NaN,
      honeypot: text(form, 'website') ?? undefined,
      idempotencyKey,
      later: afterAnswer,
    });
    if (result.ok) {
      return Response.json(
        { ok: true, id: result.id },
        { status: 201, headers: result.replayed ? { 'Idempotent-Replayed': 'true' } : undefined },
      );
    }
    const message = resellerErrorMessage(locale, result.messageKey, result.messageValues);
    switch (result.error) {
      case 'rate_limited':
        return fail(429, message, {}, { 'Retry-After': String(result.retryAfterSeconds ?? RESELLER_LIMITS.perIp.windowSeconds) });
      case 'duplicate':
        return fail(409, message, { field: 'cnpj' });
      default:
        return fail(422, message, result.field ? { field: result.field } : {});
    }
  } catch (error) {
    logError('Reseller application failed', error);
    return fail(503, submitFailureMessage(locale, COMPANY.messagingApp));
  }
}

function tooLarge(locale: Locale) {
  return Response.json({ ok: false, field: DOCUMENT_FIELD, message: resellerErrorMessage(locale, 'fileTooLarge') }, { status: 413 });
}

function text(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
}

/** The language for answers given before the form is read: ?locale=, then the locale cookie. */
function requestLocale(request: NextRequest): Locale {
  const query = new URL(request.url).searchParams.get('locale');
  if (query) return toLocale(query);
  return toLocale(request.cookies.get(LOCALE_COOKIE)?.value);
}
