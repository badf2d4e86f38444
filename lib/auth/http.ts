import { guardResponse, sameOriginOnly } from '@/lib/http/guard';
import { withClientIp } from '@/lib/request-ip';

type Handler = (request: Request) => Promise<Response>;

/**
 * The embedded auth's endpoints served over HTTP: only the landing of a password-reset or
 * invitation link, which checks its token and redirects to /auth. Sign-up, sign-in, sign-out and
 * resets run through the site's server actions, where the site's rules apply; every other path
 * answers 404.
 */
const SERVED: { method: string; path: RegExp }[] = [{ method: 'GET', path: /^\/reset-password\/[^/]+$/ }];

const NOT_FOUND = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

/**
 * The /api/auth/[...all] route: a request from another site that could change something is refused
 * (403, whatever the path), then only SERVED paths reach better-auth, with the client IP resolved
 * the site's way. `handler` is null when the embedded auth is not in use.
 */
export function createAuthRoute(handler: () => Promise<Handler | null>, basePath = '/api/auth'): Handler {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const guard = sameOriginOnly(request);
      if (!guard.ok) return guardResponse(guard);
    }
    const pathname = new URL(request.url).pathname;
    if (!pathname.startsWith(`${basePath}/`)) return NOT_FOUND();
    const path = pathname.slice(basePath.length);
    if (!SERVED.some((s) => s.method === request.method && s.path.test(path))) return NOT_FOUND();
    const handle = await handler();
    if (!handle) return NOT_FOUND();
    return handle(new Request(request, { headers: withClientIp(request.headers) }));
  };
}
