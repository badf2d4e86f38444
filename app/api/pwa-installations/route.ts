import { runRoute } from '@/lib/actions/route';
import { geoFromHeaders, NO_GEO, recordInstallation } from '@/lib/pwa/installations';
import { trustedProxy } from '@/lib/request-ip';
import { pwaInstallationSchema } from '@/lib/validation/pwa';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** The body is one short field. */
const MAX_BODY_BYTES = 1024;

/**
 * POST /api/pwa-installations — the install sheet reports an accepted install.
 * Body: application/json `{ platform? }`. 201 {ok, data: {id}}; 400 malformed; 403 sent from
 * another site; 413 too large; 415 not JSON; 429 with Retry-After; 503 database down. Geo comes
 * from Vercel's edge headers, read only when that edge is the trusted proxy; the IP is not stored.
 * The sheet reads no answer: the lead forms' texts word a refusal.
 */
export async function POST(request: Request) {
  return runRoute(
    request,
    {
      area: 'leads',
      actor: 'anyone',
      body: { type: 'json', maxBytes: MAX_BODY_BYTES },
      log: 'Recording a PWA installation failed',
      created: true,
    },
    async ({ body, db, meta, fail }) => {
      const input = pwaInstallationSchema.safeParse(body);
      if (!input.success) return fail('bad_request');
      const result = await recordInstallation(db, {
        ip: meta.ip,
        userAgent: request.headers.get('user-agent') ?? '',
        platform: input.data.platform,
        geo: trustedProxy().kind === 'vercel' ? geoFromHeaders(request.headers) : NO_GEO,
      });
      if (!result.ok) return fail('rate_limited', { retryAfter: result.retryAfterSeconds });
      return { ok: true, title: '', data: { id: result.id } };
    },
  );
}
