import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { myDataExport } from '@/lib/data/client-area';
import { companyDay } from '@/lib/time';
import { logError } from '@/lib/ops/log-error';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** GET /api/account/export — everything held about the signed-in user, as a JSON download; 401 signed out. */
export async function GET() {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: 'unauthorized' }, { status: 401, headers: PRIVATE });
  try {
    const now = new Date();
    const data = await myDataExport(await getDb(), user, { now });
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        ...PRIVATE,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="meus-dados-${companyDay(now)}.json"`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    logError('Personal data export failed', error);
    return Response.json({ error: 'unavailable' }, { status: 503, headers: PRIVATE });
  }
}
