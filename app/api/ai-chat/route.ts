import type { NextRequest } from 'next/server';
import { CATALOGUES } from '@/lib/ai/knowledge';
import { STREAM_CONTENT_TYPE, type AssistantError, type ErrorBody, type StreamEvent } from '@/lib/ai/protocol';
import { validateChatRequest } from '@/lib/ai/schema';
import { chatTurn, errorMessage } from '@/lib/ai/service';
import { getDb } from '@/lib/db';
import { ASSISTANT_LIMITS } from '@/lib/config/limits';
import { isPlainObject, readJsonBody, sameOriginOnly } from '@/lib/http/guard';
import { clientIp } from '@/lib/request-ip';
import { LOCALE_COOKIE, toLocale, type Locale } from '@/i18n/locales';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * POST /api/ai-chat — one turn of the AI assistant.
 * Body (application/json, at most 64 KB): {message, conversationHistory: [{role, content}], locale?}.
 * With `Accept: application/json`: 200 {message} (the whole reply). Otherwise the reply streams as
 * NDJSON events (start, text…, end; an error event when the model fails after it started).
 * Errors are {error, message}: 400/422 invalid body, 403 sent from another site, 413 too large,
 * 415 not JSON, 429 too many messages from this IP (Retry-After) or the model's rate limit,
 * 503 the model's quota is exhausted or the database is down, 502 the model failed or timed out.
 */
export async function POST(request: NextRequest) {
  let locale = requestLocale(request);
  const fail = (status: number, body: ErrorBody, headers?: HeadersInit) =>
    Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
  const invalid = CATALOGUES[locale].LeadErrors.invalidInput;

  const origin = sameOriginOnly(request);
  if (!origin.ok) return fail(403, { error: 'forbidden', message: invalid });
  const read = await readJsonBody(request, ASSISTANT_LIMITS.bodyBytes);
  if (!read.ok) {
    const error = read.status === 413 ? 'too_large' : read.status === 415 ? 'unsupported_media_type' : 'invalid';
    return fail(read.status, { error, message: invalid });
  }
  if (!isPlainObject(read.value)) return fail(400, { error: 'invalid', message: invalid });
  locale = toLocale(read.value.locale ?? locale);
  const validation = validateChatRequest(read.value);
  if (!validation.ok) {
    return fail(422, { error: 'invalid', message: CATALOGUES[locale].LeadErrors[validation.messageKey], field: validation.field });
  }

  let outcome: Awaited<ReturnType<typeof chatTurn>>;
  try {
    const db = await getDb();
    outcome = await chatTurn(
      db,
      { ...validation.data, locale },
      { ip: clientIp(request.headers), signal: request.signal, offlineChunkMs: ASSISTANT_LIMITS.offlineChunkMs },
    );
  } catch (error) {
    console.error('AI assistant failed:', error instanceof Error ? error.message : 'unknown error');
    return fail(503, { error: 'generic', message: errorMessage('generic', locale) });
  }
  if (!outcome.ok) {
    return fail(
      429,
      { error: 'rate_limited', message: errorMessage('rate_limited', locale) },
      { 'Retry-After': String(outcome.retryAfterSeconds) },
    );
  }

  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const events = outcome.events[Symbol.asyncIterator]();
  // The first piece decides the status: a model that fails before answering gets a plain error.
  const first = await events.next();
  if (!first.done && first.value.type === 'error') {
    const kind = first.value.error;
    return fail(STATUS[kind], { error: kind, message: errorMessage(kind, locale) });
  }

  if (wantsJson) {
    let text = first.done ? '' : first.value.type === 'text' ? first.value.text : '';
    for (let next = await events.next(); !next.done; next = await events.next()) {
      if (next.value.type === 'error') {
        const kind = next.value.error;
        return fail(STATUS[kind], { error: kind, message: errorMessage(kind, locale) });
      }
      text += next.value.text;
    }
    return Response.json({ message: text.trim() || errorMessage('generic', locale) }, { headers: { 'Cache-Control': 'no-store' } });
  }

  const encoder = new TextEncoder();
  const line = (event: StreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);
  const { mode, lead } = outcome;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(line({ type: 'start', mode, lead }));
      if (!first.done && first.value.type === 'text') controller.enqueue(line(first.value));
    },
    async pull(controller) {
      try {
        const next = await events.next();
        if (next.done) {
          controller.enqueue(line({ type: 'end' }));
          controller.close();
          return;
        }
        const event = next.value;
        controller.enqueue(
          line(event.type === 'error' ? { type: 'error', error: event.error, message: errorMessage(event.error, locale) } : event),
        );
      } catch {
        controller.enqueue(line({ type: 'error', error: 'generic', message: errorMessage('generic', locale) }));
        controller.close();
      }
    },
    async cancel() {
      await events.return?.(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': `${STREAM_CONTENT_TYPE}; charset=utf-8`,
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    },
  });
}

const STATUS: Record<AssistantError, number> = { rate_limited: 429, unavailable: 503, generic: 502 };

/** The language for answers given before the body is read: the locale cookie, else Portuguese. */
function requestLocale(request: NextRequest): Locale {
  return toLocale(request.cookies.get(LOCALE_COOKIE)?.value);
}
