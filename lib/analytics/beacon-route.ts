import type { z } from 'zod';
import { resultResponse } from '@/lib/actions/route';
import { getDb, type Db } from '@/lib/db';
import { guardResponse, readJsonBody, sameOriginOnly } from '@/lib/http/guard';
import { logError } from '@/lib/ops/log-error';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** What recording a beacon says: stored (or dropped on purpose), or over the client's limit. */
export type BeaconOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * The answer of a first-party analytics beacon endpoint: same-origin only, a JSON body of at most
 * `maxBytes` valid for `schema`, then `record`. 204 when recorded (or dropped on purpose), the
 * guard's 400/403/413/415, 429 with Retry-After, 503 when the database fails; never cached.
 */
export async function answerBeacon<S extends z.ZodType>(
  request: Request,
  { maxBytes, schema, failure }: { maxBytes: number; schema: S; failure: string },
  record: (db: Db, body: z.output<S>) => Promise<BeaconOutcome>,
): Promise<Response> {
  const origin = sameOriginOnly(request);
  if (!origin.ok) return guardResponse(origin);
  const read = await readJsonBody(request, maxBytes);
  if (!read.ok) return guardResponse(read);
  const body = schema.safeParse(read.value);
  if (!body.success) return guardResponse({ ok: false, status: 400, error: 'invalid_body' });
  try {
    const result = await record(await getDb(), body.data);
    if (!result.ok) {
      return resultResponse({ ok: false, error: 'rate_limited', title: 'Too many requests', retryAfter: result.retryAfterSeconds });
    }
    return new Response(null, { status: 204, headers: NO_STORE });
  } catch (error) {
    logError(failure.replace(/:$/, ''), error);
    return resultResponse({ ok: false, error: 'failed', title: 'Service unavailable' });
  }
}
