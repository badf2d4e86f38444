import { appVersion, databaseAnswers } from '@/lib/ops/health';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * GET /api/health — for uptime monitors and load balancers: 200 `{status:'ok', db:'ok', version}`
 * while the database answers within 2 s, otherwise 503 `{status:'error', db:'down'}` (no detail of
 * why). Never cached.
 */
export async function GET() {
  if (!(await databaseAnswers())) {
    return Response.json({ status: 'error', db: 'down' }, { status: 503, headers: NO_STORE });
  }
  return Response.json({ status: 'ok', db: 'ok', version: appVersion() }, { headers: NO_STORE });
}
