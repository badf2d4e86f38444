import { countryCode, PAGEVIEW_LIMITS } from '@/lib/analytics/beacon';
import { answerBeacon } from '@/lib/analytics/beacon-route';
import { recordBeacon } from '@/lib/analytics/record';
import { siteUrl } from '@/lib/config/env';
import { clientIp, trustedProxy } from '@/lib/request-ip';
import { pageviewSchema } from '@/lib/validation/analytics';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * POST /api/analytics/pageview — the first-party page-view beacon. Body: application/json
 * `{ sessionId, path, locale?, referrer? }` (≤ 4 KB). 204 when recorded, for crawlers and past the
 * per-client daily share or the site's hourly ceiling (dropped unrecorded); 400 malformed; 403
 * sent from another site; 413 too large; 415 not JSON; 429 with Retry-After; 503 database down.
 * No cookie is read or set and the IP is not stored: it only keys the rate limit and, hashed, the
 * daily share. The country comes from Vercel's edge header, read only when that edge is the
 * trusted proxy (a client reaching the server directly could send it itself).
 */
export function POST(request: Request) {
  const ownHosts = [new URL(siteUrl()).host, request.headers.get('host') ?? ''].filter(Boolean);
  return answerBeacon(
    request,
    { maxBytes: PAGEVIEW_LIMITS.bodyMaxBytes, schema: pageviewSchema, failure: 'Recording a page view failed:' },
    (db, body) =>
      recordBeacon(db, {
        ...body,
        userAgent: request.headers.get('user-agent'),
        country: trustedProxy().kind === 'vercel' ? countryCode(request.headers.get('x-vercel-ip-country')) : null,
        ip: clientIp(request.headers),
        ownHosts,
      }),
  );
}
