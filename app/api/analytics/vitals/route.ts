import { answerBeacon } from '@/lib/analytics/beacon-route';
import { VITALS_LIMITS } from '@/lib/analytics/vitals';
import { recordVitalsBeacon } from '@/lib/analytics/vitals-store';
import { clientIp } from '@/lib/request-ip';
import { webVitalsSchema } from '@/lib/validation/analytics';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * POST /api/analytics/vitals — the field speed beacon. Body: application/json
 * `{ viewId, path, locale?, device, connection?, metrics: [{name, value}] }` (≤ 2 KB). 204 when
 * accepted (a metric already stored for the page view is ignored), for crawlers and past the
 * per-client daily share or the site's hourly ceiling (dropped unrecorded); 400 malformed; 403
 * sent from another site; 413 too large; 415 not JSON; 429 with Retry-After; 503 database down.
 * No cookie is read or set and the IP is not stored: it only keys the rate limit and, hashed, the
 * daily share. The route pattern and language come from the path, decided here.
 */
export function POST(request: Request) {
  return answerBeacon(
    request,
    { maxBytes: VITALS_LIMITS.bodyMaxBytes, schema: webVitalsSchema, failure: 'Recording field speed metrics failed:' },
    (db, body) =>
      recordVitalsBeacon(db, {
        viewId: body.viewId,
        path: body.path,
        device: body.device,
        connection: body.connection,
        metrics: body.metrics,
        userAgent: request.headers.get('user-agent'),
        ip: clientIp(request.headers),
      }),
  );
}
