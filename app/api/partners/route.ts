import { createHash } from 'node:crypto';
import { activePartners } from '@/lib/data/partners';
import { logError } from '@/lib/ops/log-error';

export const dynamic = 'force-dynamic';

/**
 * Active partners and their territories, for the home page's partners island. Browsers and CDNs
 * must ask again every time (a change in the back office shows at once), and an unchanged list
 * answers 304 by its ETag.
 */
export async function GET(request: Request) {
  try {
    const body = JSON.stringify({ partners: await activePartners() });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const headers = { 'Cache-Control': 'public, no-cache', ETag: etag };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json' } });
  } catch (error) {
    logError('Error loading partners', error);
    return Response.json({ error: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
