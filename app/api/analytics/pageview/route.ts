import { countryCode, PAGEVIEW_LIMITS } from '@/lib/analytics/beacon';
import { recordBeacon } from '@/lib/analytics/record';
import { siteUrl } from '@/lib/config/env';
import { getDb } from '@/lib/db';
import { guardResponse, readJsonBody, sameOriginOnly } from '@/lib/http/guard';
import { clientIp, trustedProxy } from '@/lib/request-ip';
import { pageviewSchema } from '@/lib/validation/analytics';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * POST /api/analytics/pageview — the first-party page-view beacon. Body: application/json
 * `{ sessionId, path, locale?, referrer? }` (≤ 4 KB). 204 when recorded and for crawlers (dropped
 * unrecorded); 400 malformed; 403 sent from another site; 413 too large; 415 not JSON; 429 with
 * Retry-After; 503 database down. No cookie is read or set and the IP is not stored: it only keys
 * the rate limit. The country comes from Vercel's edge header, read only when that edge is the
 * trusted proxy (a client reaching the server directly could send it itself).
 */
export async function POST(request: Request) {
  const origin = sameOriginOnly(request);
  if (!origin.ok) return guardResponse(origin);
  const read = await readJsonBody(request, PAGEVIEW_LIMITS.bodyMaxBytes);
  if (!read.ok) return guardResponse(read);
  const body = pageviewSchema.safeParse(read.value);
  if (!body.success) return guardResponse({ ok: false, status: 400, error: 'invalid_body' });

  const ownHosts = [new URL(siteUrl()).host, request.headers.get('host') ?? ''].filter(Boolean);
  try {
    const result = await recordBeacon(await getDb(), {
      ...body.data,
      userAgent: request.headers.get('user-agent'),
      country: trustedProxy().kind === 'vercel' ? countryCode(request.headers.get('x-vercel-ip-country')) : null,
      ip: clientIp(request.headers),
      ownHosts,
    });
    if (!result.ok) {
      return Response.json(
        { error: 'Too many requests' },
        { status: 429, headers: { ...NO_STORE, 'Retry-After': String(result.retryAfterSeconds) } },
      );
    }
    return new Response(null, { status: 204, headers: NO_STORE });
  } catch (error) {
    console.error('Recording a page view failed:', error);
    return Response.json({ error: 'Service unavailable' }, { status: 503, headers: NO_STORE });
  }
}
