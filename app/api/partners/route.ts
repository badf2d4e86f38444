import { createHash } from 'node:crypto';
import { areaAnswers } from '@/lib/actions/client';
import { requestLocale, resultResponse } from '@/lib/actions/route';
import { activePartners } from '@/lib/partners/active';
import { logError } from '@/lib/ops/log-error';

export const dynamic = 'force-dynamic';

/**
 * Active partners and their territories, for the home page's partners island. Browsers and CDNs
 * must ask again every time (a change in the back office shows at once), and an unchanged list
 * answers 304 by its ETag; 503 `{ok: false, error: 'failed'}` while the database is down.
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
    // The answer every route gives when the database is down: 503 with the failure's texts.
    const { fail } = await areaAnswers('leads', requestLocale(request));
    return resultResponse(fail('failed'));
  }
}
