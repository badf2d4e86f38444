import { getDb } from '@/lib/db';
import { CSP_REPORT_LIMITS } from '@/lib/config/limits';
import { mediaTypeOf, readBody } from '@/lib/http/guard';
import { hitRateLimit, rateLimitClient } from '@/lib/rate-limit';
import { clientIp } from '@/lib/request-ip';
import { cspLogLine, parseCspReports } from '@/lib/security/csp-report';
import { logError } from '@/lib/ops/log-error';

export const dynamic = 'force-dynamic';

const TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];
const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * POST /api/csp-report — where pages' script policy reports violations (report-uri and report-to).
 * Rate-limited per client; each violation becomes one compact log line. 204 whatever it held.
 */
export async function POST(request: Request) {
  const type = mediaTypeOf(request);
  if (!TYPES.includes(type)) return answer(415);
  const body = await readBody(request, CSP_REPORT_LIMITS.bodyBytes);
  if (!body.ok) return answer(body.status);
  try {
    const limit = await hitRateLimit(
      await getDb(),
      `csp-report:${rateLimitClient(clientIp(request.headers))}`,
      CSP_REPORT_LIMITS.perIp.limit,
      CSP_REPORT_LIMITS.perIp.windowSeconds,
    );
    if (!limit.allowed) return answer(429);
  } catch (error) {
    logError('CSP report limit failed', error);
    return answer(503);
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body.value));
  } catch {
    return answer(400);
  }
  for (const violation of parseCspReports(json)) console.warn(cspLogLine(violation));
  return answer(204);
}
