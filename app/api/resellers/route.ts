import { getDb } from '@/lib/db';
import { COMPANY } from '@/lib/config/company';
import { serverEnv, siteUrl } from '@/lib/config/env';
import { DOCUMENT_UPLOAD, RESELLER_LIMITS } from '@/lib/config/limits';
import { clientIp } from '@/lib/request-ip';
import { resellerErrorMessage, submitFailureMessage } from '@/lib/resellers/messages';
import { DOCUMENT_FIELD, submitResellerApplication, type UploadedDocument } from '@/lib/resellers/submit';
import { LOCALE_COOKIE, toLocale, type Locale } from '@/i18n/locales';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const MAX_BODY_BYTES = DOCUMENT_UPLOAD.maxBytes + RESELLER_LIMITS.formOverheadBytes;

/**
 * POST /api/resellers — a reseller application as multipart/form-data: `data` (the form values
 * as JSON), `document` (the file), `locale`, `startedAt` (epoch ms the form was shown), `website`
 * (honeypot). 201 {ok, id}; 400/422 {ok:false, field?, message}; 409 duplicate CNPJ; 413 body
 * too large; 415 not multipart; 403 foreign Origin; 429 with Retry-After; 503 database or storage down.
 */
export async function POST(request: Request) {
  let locale = requestLocale(request);
  const fail = (status: number, message: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) =>
    Response.json({ ok: false, ...extra, message }, { status, headers });

  if (!sameOrigin(request)) return fail(403, resellerErrorMessage(locale, 'invalidInput'));
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType)) return fail(415, resellerErrorMessage(locale, 'invalidInput'));
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return tooLarge(locale);

  let form: FormData;
  try {
    const body = await readCapped(request, MAX_BODY_BYTES);
    if (body === 'too_large') return tooLarge(locale);
    form = await new Response(body as BodyInit, { headers: { 'content-type': contentType } }).formData();
  } catch {
    // An aborted upload or a malformed multipart body.
    return fail(400, resellerErrorMessage(locale, 'invalidInput'));
  }

  locale = toLocale(text(form, 'locale') ?? locale);
  let input: unknown;
  try {
    input = JSON.parse(text(form, 'data') ?? '');
    if (!input || typeof input !== 'object' || Array.isArray(input)) throw new Error('not an object');
  } catch {
    return fail(400, resellerErrorMessage(locale, 'invalidInput'));
  }
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
    });
    if (result.ok) return Response.json({ ok: true, id: result.id }, { status: 201 });
    const message = resellerErrorMessage(locale, result.messageKey);
    switch (result.error) {
      case 'rate_limited':
        return fail(429, message, {}, { 'Retry-After': String(result.retryAfterSeconds ?? RESELLER_LIMITS.perIp.windowSeconds) });
      case 'duplicate':
        return fail(409, message, { field: 'cnpj' });
      default:
        return fail(422, message, result.field ? { field: result.field } : {});
    }
  } catch (error) {
    console.error('Reseller application failed:', error);
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
function requestLocale(request: Request): Locale {
  const query = new URL(request.url).searchParams.get('locale');
  if (query) return toLocale(query);
  const cookie = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return toLocale(cookie);
}

/** Browsers send Origin on cross-site posts: it must be this site (the public origin or the requested host). */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const allowed = new Set([new URL(siteUrl()).host, new URL(request.url).host]);
  const hostHeader = request.headers.get('host');
  if (hostHeader) allowed.add(hostHeader);
  const forwarded = request.headers.get('x-forwarded-host');
  if (forwarded && serverEnv().TRUST_PROXY) allowed.add(forwarded.split(',')[0]!.trim());
  return allowed.has(host);
}

/** The body, read until it passes `cap` bytes (then reading stops). */
async function readCapped(request: Request, cap: number): Promise<Uint8Array | 'too_large'> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => {});
      return 'too_large';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
