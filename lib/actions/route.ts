import 'server-only';
import type { z } from 'zod';
import { toLocale, type Locale } from '@/i18n/locales';
import { getCurrentUser } from '@/lib/auth';
import { localeFromCookies } from '@/i18n/preference';
import { contentTypeOf, GUARD_ERROR_KEY, readBody, readJsonBody, sameOriginOnly, type GuardError, type Guarded } from '@/lib/http/guard';
import {
  areaAnswers,
  runChecked,
  type ActionContext,
  type ActionErrorKey,
  type ActionFailure,
  type ActionOptions,
  type ActionResult,
  type ActorRule,
} from './client';

/**
 * The one way a route handler that answers a form or a signed-in download runs: a write from this
 * site only, its body read within its cap, then the caller, the schema and the step exactly as a
 * server action (`runChecked`). The answer is the action's `ActionResult` as JSON with the status
 * its error key means, so a client reads one shape from an action and from a route; a step may
 * answer a file instead.
 */

/** The HTTP status of each refusal. */
export const ERROR_STATUS: Record<ActionErrorKey, number> = {
  bad_request: 400,
  signed_out: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  last_admin: 409,
  too_large: 413,
  unsupported: 415,
  validation: 422,
  wrong_password: 422,
  rate_limited: 429,
  failed: 503,
};

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

type BodyRule = { type: 'json'; maxBytes?: number } | { type: 'multipart' | 'urlencoded'; maxBytes: number };
type BodyOf<B extends BodyRule | undefined> = B extends { type: 'json' }
  ? unknown
  : B extends { type: 'multipart' }
    ? FormData
    : B extends { type: 'urlencoded' }
      ? URLSearchParams
      : undefined;

export interface RouteOptions<A extends ActorRule, S extends z.ZodType | undefined, B extends BodyRule | undefined> extends Omit<
  ActionOptions<A, S>,
  'locale' | 'input'
> {
  /** The body the route takes; none for a download. */
  body?: B;
  /** The answer's language from the body; before the body is read, `?locale=` then the locale cookie. */
  locale?: (body: BodyOf<B>) => unknown;
  /** The step's input from the body, parsed with `schema` when there is one. */
  input?: (body: BodyOf<B>) => unknown;
  /** The status of a success (201 for a stored record). */
  created?: boolean;
}

export interface RouteContext<A extends ActorRule, D, B extends BodyRule | undefined> extends ActionContext<A, D> {
  request: Request;
  body: BodyOf<B>;
  /** Headers added to the JSON answer. */
  headers: Headers;
}

/** The language of a request before its body is read: `?locale=`, then the locale cookie. */
export function requestLocale(request: Request): Locale {
  const query = new URL(request.url).searchParams.get('locale');
  if (query) return toLocale(query);
  return toLocale(localeFromCookies(request.headers.get('cookie') ?? ''));
}

/** A multipart/form-data body (415 otherwise, or without a boundary), at most `maxBytes` (413). */
async function readFormBody(request: Request, maxBytes: number): Promise<Guarded<FormData>> {
  const type = contentTypeOf(request);
  if (type?.type !== 'multipart/form-data' || !type.parameters.boundary) {
    return { ok: false, status: 415, error: 'unsupported_media_type' };
  }
  const body = await readBody(request, maxBytes);
  if (!body.ok) return body;
  try {
    const headers = { 'content-type': request.headers.get('content-type') ?? '' };
    return { ok: true, value: await new Response(body.value as BodyInit, { headers }).formData() };
  } catch {
    // A malformed multipart body.
    return { ok: false, status: 400, error: 'invalid_body' };
  }
}

/** A plain HTML form's body (application/x-www-form-urlencoded; 415 otherwise), at most `maxBytes` (413). */
async function readUrlEncodedBody(request: Request, maxBytes: number): Promise<Guarded<URLSearchParams>> {
  if (contentTypeOf(request)?.type !== 'application/x-www-form-urlencoded')
    return { ok: false, status: 415, error: 'unsupported_media_type' };
  const body = await readBody(request, maxBytes);
  if (!body.ok) return body;
  return { ok: true, value: new URLSearchParams(new TextDecoder().decode(body.value)) };
}

/** A result as the route's JSON answer: its status from the error key, Retry-After on a rate limit. */
export function resultResponse(result: ActionResult, options: { created?: boolean; headers?: Headers } = {}): Response {
  const headers = new Headers(options.headers);
  for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
  if (!result.ok && result.retryAfter !== undefined) headers.set('Retry-After', String(result.retryAfter));
  const status = result.ok ? (options.created ? 201 : 200) : ERROR_STATUS[result.error];
  return Response.json(result, { status, headers });
}

/** Runs one route handler; see the module comment. */
export async function runRoute<
  A extends ActorRule,
  S extends z.ZodType | undefined = undefined,
  B extends BodyRule | undefined = undefined,
  D extends Record<string, string | number | boolean | null | undefined> = Record<string, string | number | boolean | null | undefined>,
>(
  request: Request,
  options: RouteOptions<A, S, B>,
  step: (ctx: RouteContext<A, S extends z.ZodType ? z.output<S> : unknown, B>) => Promise<ActionResult<D> | Response>,
): Promise<Response> {
  let locale = requestLocale(request);
  const refuse = async (error: GuardError) => resultResponse((await areaAnswers(options.area, locale)).fail(GUARD_ERROR_KEY[error]));

  // Signed out is 401 first, as on every handler of the signed-in areas, before the body is looked at.
  const user = options.actor === 'anyone' ? null : await getCurrentUser();
  if (options.actor !== 'anyone' && !user) return resultResponse((await areaAnswers(options.area, locale)).fail('signed_out'));

  let body: unknown;
  if (options.body) {
    // A write comes from this site only; a download may be opened from anywhere the session is.
    const origin = sameOriginOnly(request);
    if (!origin.ok) return refuse(origin.error);
    const rule: BodyRule = options.body;
    const read =
      rule.type === 'json'
        ? await readJsonBody(request, rule.maxBytes)
        : rule.type === 'multipart'
          ? await readFormBody(request, rule.maxBytes)
          : await readUrlEncodedBody(request, rule.maxBytes);
    if (!read.ok) return refuse(read.error);
    body = read.value;
  }
  const typed = body as BodyOf<B>;
  if (options.locale) locale = toLocale(options.locale(typed));

  const headers = new Headers();
  const answer: ActionResult<D> | Response | ActionFailure = await runChecked(
    { ...options, locale, request, user, input: options.input?.(typed) },
    (ctx) => step({ ...ctx, request, body: typed, headers }),
  );
  return answer instanceof Response ? answer : resultResponse(answer, { created: options.created, headers });
}
