import { siteUrl } from '@/lib/config/env';
import { HTTP_LIMITS } from '@/lib/config/limits';
import { behindTrustedProxy } from '@/lib/request-ip';
import { parse as parseContentType } from 'content-type';

/**
 * The checks every route handler that writes runs before it reads anything: the request comes
 * from this site (`sameOriginOnly`), the body has the expected type and stays under a cap while it
 * streams in (`readBody`, `readJsonBody`), and JSON is parsed with a nesting limit (`parseJson`).
 * Each returns a typed result; `guardResponse` turns a failure into a plain JSON answer, or the
 * handler answers in its own format from `status` and `error`.
 */

export type GuardError = 'cross_origin' | 'unsupported_media_type' | 'payload_too_large' | 'invalid_json' | 'invalid_body';
export interface GuardFailure {
  ok: false;
  status: 400 | 403 | 413 | 415;
  error: GuardError;
}
export type Guarded<T = undefined> = { ok: true; value: T } | GuardFailure;

const STATUS: Record<GuardError, GuardFailure['status']> = {
  cross_origin: 403,
  unsupported_media_type: 415,
  payload_too_large: 413,
  invalid_json: 400,
  invalid_body: 400,
};

const MESSAGES: Record<GuardError, string> = {
  cross_origin: 'Cross-origin request refused',
  unsupported_media_type: 'Unsupported content type',
  payload_too_large: 'Request body too large',
  invalid_json: 'Invalid JSON body',
  invalid_body: 'Invalid request body',
};

function fail(error: GuardError): GuardFailure {
  return { ok: false, status: STATUS[error], error };
}

const OK: Guarded = { ok: true, value: undefined };

/** The error key an answer names for each refusal: the same keys as an action's failures. */
export const GUARD_ERROR_KEY = {
  cross_origin: 'forbidden',
  unsupported_media_type: 'unsupported',
  payload_too_large: 'too_large',
  invalid_json: 'bad_request',
  invalid_body: 'bad_request',
} as const satisfies Record<GuardError, string>;

/**
 * A refusal as the JSON every route answers, `{ok: false, error, title}` (an action's failure),
 * with its status; `title` overrides the default English text.
 */
export function guardResponse(failure: GuardFailure, title: string = MESSAGES[failure.error]): Response {
  return Response.json(
    { ok: false, error: GUARD_ERROR_KEY[failure.error], title },
    { status: failure.status, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** `host[:port]` as an origin of `protocol` writes it (default port dropped), lower-case; null when malformed. */
function hostOf(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host.trim()}`).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Refuses (403) what a browser sends from another site: `Sec-Fetch-Site: cross-site` or
 * `same-site`, an opaque `Origin: null`, or an Origin whose host is neither the public origin
 * (`siteUrl()`) nor the host the request was sent to (Host, the request URL, and behind a trusted
 * proxy X-Forwarded-Host; browsers cannot set these on a cross-site request). Requests with
 * neither header (server-to-server integrations, curl) pass.
 */
export function sameOriginOnly(request: Request): Guarded {
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return fail('cross_origin');
  const origin = request.headers.get('origin');
  if (origin === null) return OK;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return fail('cross_origin');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('cross_origin');
  const candidates = [new URL(siteUrl()).host, request.headers.get('host') ?? ''];
  try {
    candidates.push(new URL(request.url).host);
  } catch {
    // A relative or malformed URL names no host.
  }
  if (behindTrustedProxy()) candidates.push(...(request.headers.get('x-forwarded-host') ?? '').split(','));
  const allowed = new Set(candidates.filter(Boolean).map((h) => hostOf(url.protocol, h)));
  return allowed.has(url.host.toLowerCase()) ? OK : fail('cross_origin');
}

/** The Content-Type: its media type in lower case and its parameters; null when absent or malformed. */
export function contentTypeOf(request: Request): { type: string; parameters: Record<string, string> } | null {
  try {
    return parseContentType(request.headers.get('content-type') ?? '');
  } catch {
    return null;
  }
}

/** The Content-Type's media type without its parameters; '' when absent or malformed. */
export function mediaTypeOf(request: Request): string {
  return contentTypeOf(request)?.type ?? '';
}

/**
 * The raw body, read chunk by chunk: 413 as soon as it passes `maxBytes` (or when Content-Length
 * already says so; the header alone is never trusted), 400 when the stream fails (an aborted upload).
 */
export async function readBody(request: Request, maxBytes: number): Promise<Guarded<Uint8Array>> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return fail('payload_too_large');
  if (!request.body) return { ok: true, value: new Uint8Array() };
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = request.body.getReader();
  } catch {
    return fail('invalid_body');
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return fail('payload_too_large');
      }
      chunks.push(value);
    }
  } catch {
    return fail('invalid_body');
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: out };
}

/** How deeply arrays and objects nest in JSON text (brackets inside strings not counted). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) max = Math.max(max, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/** JSON text parsed, 400 when malformed or nested deeper than `maxDepth`. */
export function parseJson(text: string, maxDepth: number = HTTP_LIMITS.jsonMaxDepth): Guarded<unknown> {
  if (jsonDepth(text) > maxDepth) return fail('invalid_json');
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return fail('invalid_json');
  }
}

/**
 * An `application/json` body (415 otherwise), at most `maxBytes` (413), valid UTF-8 and JSON
 * within the nesting limit (400).
 */
export async function readJsonBody(request: Request, maxBytes: number = HTTP_LIMITS.jsonBodyMaxBytes): Promise<Guarded<unknown>> {
  if (mediaTypeOf(request) !== 'application/json') return fail('unsupported_media_type');
  const body = await readBody(request, maxBytes);
  if (!body.ok) return body;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body.value);
  } catch {
    return fail('invalid_json');
  }
  return parseJson(text);
}

/** A JSON object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
