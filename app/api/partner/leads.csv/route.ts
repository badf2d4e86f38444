import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { partnerLeadsCsv } from '@/lib/data/partner';
import { companyDay } from '@/lib/time';
import { logError } from '@/lib/ops/log-error';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** GET /api/partner/leads.csv — the signed-in partner's own leads; 401 signed out, 403 without the partner role. */
export async function GET() {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: 'unauthorized' }, { status: 401, headers: PRIVATE });
  try {
    const result = await partnerLeadsCsv(await getDb(), user);
    if (!result.ok) return Response.json({ error: 'forbidden' }, { status: 403, headers: PRIVATE });
    return new Response(result.csv, {
      headers: {
        ...PRIVATE,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename=leads-${companyDay(new Date())}.csv`,
      },
    });
  } catch (error) {
    logError('Partner CSV export failed', error);
    return Response.json({ error: 'unavailable' }, { status: 503, headers: PRIVATE });
  }
}
