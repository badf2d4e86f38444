import { getDb } from '@/lib/db';
import { guardResponse, readJsonBody, sameOriginOnly } from '@/lib/http/guard';
import { geoFromHeaders, NO_GEO, recordInstallation } from '@/lib/pwa/installations';
import { clientIp, trustedProxy } from '@/lib/request-ip';
import { pwaInstallationSchema } from '@/lib/validation/pwa';
import { logError } from '@/lib/ops/log-error';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** The body is one short field. */
const MAX_BODY_BYTES = 1024;
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * POST /api/pwa-installations — the install sheet reports an accepted install.
 * Body: application/json `{ platform? }`. 201 {id}; 400 malformed; 403 sent from another site;
 * 413 too large; 415 not JSON; 429 with Retry-After; 503 database down. Geo comes from Vercel's
 * edge headers, read only when that edge is the trusted proxy; the IP is not stored.
 */
export async function POST(request: Request) {
  const origin = sameOriginOnly(request);
  if (!origin.ok) return guardResponse(origin);
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (!read.ok) return guardResponse(read);
  const body = pwaInstallationSchema.safeParse(read.value);
  if (!body.success) return guardResponse({ ok: false, status: 400, error: 'invalid_body' });

  try {
    const result = await recordInstallation(await getDb(), {
      ip: clientIp(request.headers),
      userAgent: request.headers.get('user-agent') ?? '',
      platform: body.data.platform,
      geo: trustedProxy().kind === 'vercel' ? geoFromHeaders(request.headers) : NO_GEO,
    });
    if (!result.ok) {
      return Response.json(
        { error: 'Too many requests' },
        { status: 429, headers: { ...NO_STORE, 'Retry-After': String(result.retryAfterSeconds) } },
      );
    }
    return Response.json({ id: result.id }, { status: 201, headers: NO_STORE });
  } catch (error) {
    logError('Recording a PWA installation failed', error);
    return Response.json({ error: 'Service unavailable' }, { status: 503, headers: NO_STORE });
  }
}
