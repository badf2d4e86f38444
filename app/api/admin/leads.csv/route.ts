import { runRoute } from '@/lib/actions/route';
import { leadsCsv } from '@/lib/leads/admin-csv';
import { parseLeadFilters } from '@/lib/leads/admin-query';
import { csvHeaders } from '@/lib/http/csv';
import type { SearchParams } from '@/lib/admin/list-query';
import { companyDay } from '@/lib/time';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET /api/admin/leads.csv?<the list's filters> — the leads of that filter and sort as CSV (BOM,
 * CRLF, ISO dates), for admins only: 401 signed out, 403 not an admin.
 */
export async function GET(request: Request) {
  return runRoute(request, { area: 'admin', actor: 'admin', log: 'Leads CSV export failed' }, async ({ db, user }) => {
    const params: SearchParams = {};
    for (const [key, value] of new URL(request.url).searchParams) params[key] ??= value;
    const csv = await leadsCsv(db, user, parseLeadFilters(params));
    return new Response(csv, { headers: csvHeaders(`leads-${companyDay(new Date())}.csv`) });
  });
}
