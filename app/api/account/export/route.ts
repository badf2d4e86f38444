import { runRoute } from '@/lib/actions/route';
import { myDataExport } from '@/lib/auth/client-area';
import { companyDay } from '@/lib/time';

export const dynamic = 'force-dynamic';

/** GET /api/account/export — everything held about the signed-in user, as a JSON download; 401 signed out, 503 database down. */
export async function GET(request: Request) {
  return runRoute(request, { area: 'account', actor: 'signed-in', log: 'Personal data export failed' }, async ({ db, user }) => {
    const now = new Date();
    const data = await myDataExport(db, user, { now });
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        'Cache-Control': 'private, no-store',
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="meus-dados-${companyDay(now)}.json"`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
