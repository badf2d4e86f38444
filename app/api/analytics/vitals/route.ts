import { VITALS_LIMITS } from '@/lib/analytics/vitals';
import { recordVitalsBeacon } from '@/lib/analytics/vitals-store';
import { getDb } from '@/lib/db';
import { guardResponse, readJsonBody, sameOriginOnly } from '@/lib/http/guard';
import { clientIp } from '@/lib/request-ip';
import { webVitalsSchema } from '@/lib/validation/analytics';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * POST /api/analytics/vitals — the field speed beacon. Body: application/json
 * `{ viewId, path, locale?, device, connection?, metrics: [{name, value}] }` (≤ 2 KB). 204 when
 * accepted (a metric already stored for the page view is ignored) and for crawlers (dropped
 * unrecorded); 400 malformed; 403 sent from another site; 413 too large; 415 not JSON; 429 with
 * Retry-After; 503 database down. No cookie is read or set and the IP is not stored: it only keys
 * the rate limit. The route pattern and language come from the path, decided here.
 */
export async function POST(request: Request) {
  const origin = sameOriginOnly(request);
  if (!origin.ok) return guardResponse(origin);
  const read = await readJsonBody(request, VITALS_LIMITS.bodyMaxBytes);
  if (!read.ok) return guardResponse(read);
  const body = webVitalsSchema.safeParse(read.value);
  if (!body.success) return guardResponse({ ok: false, status: 400, error: 'invalid_body' });

  try {
    const result = await recordVitalsBeacon(await getDb(), {
      viewId: body.data.viewId,
      path: body.data.path,
      device: body.data.device,
      connection: body.data.connection,
      metrics: body.data.metrics,
      userAgent: request.headers.get('user-agent'),
      ip: clientIp(request.headers),
    });
    if (!result.ok) {
      return Response.json(
        { error: 'Too many requests' },
        { status: 429, headers: { ...NO_STORE, 'Retry-After': String(result.retryAfterSeconds) } },
      );
    }
    return new Response(null, { status: 204, headers: NO_STORE });
  } catch (error) {
    console.error('Recording field speed metrics failed:', error);
    return Response.json({ error: 'Service unavailable' }, { status: 503, headers: NO_STORE });
  }
}
