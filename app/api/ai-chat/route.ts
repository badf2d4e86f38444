import type { NextRequest } from 'next/server';
import { CATALOGUES } from '@/lib/ai/knowledge';
import type { ActionErrorKey, ActionFailure, ActionSuccess } from '@/lib/actions/client';
import { STREAM_CONTENT_TYPE, type AssistantError, type StreamEvent } from '@/lib/ai/protocol';
import { validateChatRequest } from '@/lib/ai/schema';
import { chatTurn, errorMessage } from '@/lib/ai/service';
import { getDb } from '@/lib/db';
import { ASSISTANT_LIMITS } from '@/lib/config/limits';
import { GUARD_ERROR_KEY, isPlainObject, readJsonBody, sameOriginOnly } from '@/lib/http/guard';
import { clientIp } from '@/lib/request-ip';
import { LOCALE_COOKIE, toLocale, type Locale } from '@/i18n/locales';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * POST /api/ai-chat — one turn of the AI assistant.
 * Body (application/json, at most 64 KB): {message, conversationHistory: [{role, content}], locale?}.
 * With `Accept: application/json`: 200 `{ok: true, title}`, the whole reply as the title.
 * Otherwise the reply streams as NDJSON events (start, text…, end; an error event when the model
 * fails after it started). A refusal or failure is an action's failure, `{ok: false, error,
 * title, description, field?}`, the description the sentence the widget shows: 400/422 invalid
 * body, 403 sent from another site, 413 too large, 415 not JSON, 429 too many messages from this
 * IP (Retry-After) or the model's rate limit, 503 the model's quota is exhausted or the database is
 * down, 502 the model failed or timed out.
 */
export async function POST(request: NextRequest) {
  let locale = requestLocale(request);
  const fail = (status: number, error: ActionErrorKey, description: string, more: Partial<ActionFailure> = {}) => {
    const failure: ActionFailure = { ok: false, error, title: CATALOGUES[locale].Assistant.widget.errorTitle, description, ...more };
    const headers: HeadersInit = { 'Cache-Control': 'no-store' };
    if (failure.retryAfter !== undefined) headers['Retry-After'] = String(failure.retryAfter);
    return Response.json(failure, { status, headers });
  };
  const modelFailure = (kind: AssistantError) =>
    fail(STATUS[kind], kind === 'rate_limited' ? 'rate_limited' : 'failed', errorMessage(kind, locale));
  const invalid = () => CATALOGUES[locale].LeadErrors.invalidInput;

  const origin = sameOriginOnly(request);
  if (!origin.ok) return fail(403, 'forbidden', invalid());
  const read = await readJsonBody(request, ASSISTANT_LIMITS.bodyBytes);
  if (!read.ok) return fail(read.status, GUARD_ERROR_KEY[read.error], invalid());
  if (!isPlainObject(read.value)) return fail(400, 'bad_request', invalid());
  locale = toLocale(read.value.locale ?? locale);
  const validation = validateChatRequest(read.value);
  if (!validation.ok) {
    return fail(422, 'validation', CATALOGUES[locale].LeadErrors[validation.messageKey], { field: validation.field });
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
    return fail(503, 'failed', errorMessage('generic', locale));
  }
  if (!outcome.ok) {
    return fail(429, 'rate_limited', errorMessage('rate_limited', locale), { retryAfter: outcome.retryAfterSeconds });
  }

  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const events = outcome.events[Symbol.asyncIterator]();
  // The first piece decides the status: a model that fails before answering gets a plain error.
  const first = await events.next();
  if (!first.done && first.value.type === 'error') return modelFailure(first.value.error);

  if (wantsJson) {
    let text = first.done ? '' : first.value.type === 'text' ? first.value.text : '';
    for (let next = await events.next(); !next.done; next = await events.next()) {
      if (next.value.type === 'error') return modelFailure(next.value.error);
      text += next.value.text;
    }
    const reply: ActionSuccess = { ok: true, title: text.trim() || errorMessage('generic', locale) };
    return Response.json(reply, { headers: { 'Cache-Control': 'no-store' } });
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
