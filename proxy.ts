import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { denial, guardFor } from './lib/auth/guards';
import { userFromRequest } from './lib/auth/request-user';
import { supabaseConfig } from './lib/auth/supabase';
import { localeOfPath, localizedPath, stripLocale } from './i18n/paths';

const handleI18nRouting = createMiddleware(routing);

/**
 * Locale routing, then session refresh and route guards: a guarded page sends an anonymous
 * visitor to /auth?next=…, and a signed-in user without the role to the home page, in the
 * locale of the requested path.
 */
export default async function proxy(request: NextRequest) {
  const response = handleI18nRouting(request);
  // A redirect from the locale routing (e.g. /pt/… → /…) is answered first.
  if (response.headers.has('location')) return response;

  const { pathname, search } = request.nextUrl;
  const path = stripLocale(pathname);
  const guard = guardFor(path);
  if (!guard && !supabaseConfig()) return response;

  const user = await userFromRequest(request, response);
  if (!guard) return response;

  const denied = denial(guard, user);
  if (!denied) {
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  const locale = localeOfPath(pathname);
  const target = new URL(localizedPath(locale, denied === 'login' ? '/auth' : '/'), request.url);
  if (denied === 'login') target.searchParams.set('next', `${path}${search}`);
  const redirect = NextResponse.redirect(target, 307);
  for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie);
  return redirect;
}

export const config = {
  // Everything except API routes, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*opengraph-image|.*\\..*).*)'],
};
