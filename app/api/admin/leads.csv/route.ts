import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { leadsCsv } from '@/lib/data/admin-leads-csv';
import { parseLeadFilters } from '@/lib/data/admin-leads-query';
import { NotAdminError } from '@/lib/auth/authz';
import { csvHeaders } from '@/lib/data/csv';
import type { SearchParams } from '@/lib/data/list-query';
import { companyDay } from '@/lib/time';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * GET /api/admin/leads.csv?<the list's filters> — the leads of that filter and sort as CSV (BOM,
 * CRLF, ISO dates), for admins only: 401 signed out, 403 not an admin.
 */
export async function GET(request: Request) {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: 'unauthorized' }, { status: 401, headers: NO_STORE });
  const params: SearchParams = {};
  for (const [key, value] of new URL(request.url).searchParams) params[key] ??= value;
  try {
    const db = await getDb();
    const csv = await leadsCsv(db, user, parseLeadFilters(params));
    return new Response(csv, { headers: csvHeaders(`leads-${companyDay(new Date())}.csv`) });
  } catch (error) {
    if (error instanceof NotAdminError) return Response.json({ error: 'forbidden' }, { status: 403, headers: NO_STORE });
    throw error;
  }
}
