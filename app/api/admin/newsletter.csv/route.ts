import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { subscribersCsv } from '@/lib/data/admin-newsletter';
import { NotAdminError } from '@/lib/auth/authz';
import { csvHeaders } from '@/lib/data/csv';
import { companyDay } from '@/lib/time';
import { logError } from '@/lib/ops/log-error';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** GET /api/admin/newsletter.csv — the active subscriptions; 401 signed out, 403 not an admin. */
export async function GET() {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: 'unauthorized' }, { status: 401, headers: PRIVATE });
  try {
    const csv = await subscribersCsv(await getDb(), user);
    return new Response(csv, { headers: csvHeaders(`newsletter-${companyDay(new Date())}.csv`) });
  } catch (error) {
    if (error instanceof NotAdminError) return Response.json({ error: 'forbidden' }, { status: 403, headers: PRIVATE });
    logError('Newsletter CSV export failed', error);
    return Response.json({ error: 'unavailable' }, { status: 503, headers: PRIVATE });
  }
}
