import { runRoute } from '@/lib/actions/route';
import { partnerLeadsCsv } from '@/lib/partners/panel';
import { csvHeaders } from '@/lib/http/csv';
import { companyDay } from '@/lib/time';

export const dynamic = 'force-dynamic';

/** GET /api/partner/leads.csv — the signed-in partner's own leads; 401 signed out, 403 without a partner of its own. */
export async function GET(request: Request) {
  // Whose leads these are is the partner link's to say (partnerLeadsCsv), not the role alone.
  return runRoute(request, { area: 'partner', actor: 'signed-in', log: 'Partner CSV export failed' }, async ({ db, user, fail }) => {
    const result = await partnerLeadsCsv(db, user);
    if (!result.ok) return fail('forbidden');
    return new Response(result.csv, { headers: csvHeaders(`leads-${companyDay(new Date())}.csv`) });
  });
}
