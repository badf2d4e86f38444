import { serverEnv } from '@/lib/config/env';

export const dynamic = 'force-dynamic';

/**
 * The IndexNow key file: /<INDEXNOW_KEY>.txt is rewritten here (next.config.ts) and answers the
 * key as plain text; any other key, or none configured, is 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const configured = serverEnv().INDEXNOW_KEY;
  if (!configured || key !== configured) {
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(configured, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
