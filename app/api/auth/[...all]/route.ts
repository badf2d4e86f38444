import { toNextJsHandler } from 'better-auth/next-js';
import { localAuth } from '@/lib/auth/local';
import { supabaseConfig } from '@/lib/auth/supabase';

export const dynamic = 'force-dynamic';

/** The embedded auth's HTTP endpoints (the reset link lands here); absent when Supabase runs auth. */
async function handle(request: Request) {
  if (supabaseConfig()) return new Response('Not found', { status: 404 });
  const handlers = toNextJsHandler((await localAuth()).handler);
  return request.method === 'GET' ? handlers.GET(request) : handlers.POST(request);
}

export { handle as GET, handle as POST };
