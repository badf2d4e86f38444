import { runRoute } from '@/lib/actions/route';
import { subscribersCsv } from '@/lib/leads/admin-newsletter';
import { csvHeaders } from '@/lib/http/csv';
import { companyDay } from '@/lib/time';

export const dynamic = 'force-dynamic';

/** GET /api/admin/newsletter.csv — the active subscriptions; 401 signed out, 403 not an admin. */
export async function GET(request: Request) {
  return runRoute(request, { area: 'admin', actor: 'admin', log: 'Newsletter CSV export failed' }, async ({ db, user }) => {
    const csv = await subscribersCsv(db, user);
    return new Response(csv, { headers: csvHeaders(`newsletter-${companyDay(new Date())}.csv`) });
  });
}
