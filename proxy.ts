import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { denial, guardFor } from './lib/auth/guards';
import { syncSignedInHint, userFromRequest } from './lib/auth/request-user';
import { supabaseConfig } from './lib/auth/supabase';
import { localeOfPath, localizedPath, stripLocale } from './i18n/paths';
import { contentSecurityPolicy, createNonce, NON_PAGE_CSP, reportingEndpoints } from './lib/security/csp';
import { decodedPath, isFileRoutePath } from './lib/security/proxy-paths';
import { refusedActionRequest } from './lib/security/action-requests';
import { applyCacheRules } from './lib/http/cache-headers';
import { cspManifest } from './lib/security/csp-manifest';
import { siteUrl } from './lib/config/env';
import { isMalformedPath } from './scripts/malformed-path.mjs';
import { getDbHandle } from './lib/db/client';
import { redirectFor } from './lib/content/redirects';
import { ownOrigin } from './lib/http/own-origin';

const handleI18nRouting = createMiddleware(routing);
const development = process.env.NODE_ENV === 'development';

/** The staff content editor's pages: one language (the library's), no locale prefix. */
const isEditorPath = (pathname: string) => pathname === '/keystatic' || pathname.startsWith('/keystatic/');

/**
 * The page's script policy. A prerendered page gets the hashes of its own inline scripts, so it
 * is still served from the static cache; any other page gets a fresh nonce, which Next reads from
 * the request's policy header and puts on the scripts it renders.
 */
function pagePolicy(request: NextRequest): string {
  const connect = [supabaseConfig()?.url].filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin);
  const upgradeInsecure = siteUrl().startsWith('https:');
  const editor = isEditorPath(request.nextUrl.pathname);
  if (development) return contentSecurityPolicy({ development, connect, editor });
  const manifest = cspManifest();
  if (!manifest) return contentSecurityPolicy({ unhashed: true, connect, upgradeInsecure, editor });

  const { pathname } = request.nextUrl;
  const rest = stripLocale(pathname);
  const route = `/${localeOfPath(pathname)}${rest === '/' ? '' : rest}`;
  const hashes = request.method === 'GET' || request.method === 'HEAD' ? manifest.routes[route] : undefined;
  if (hashes) return contentSecurityPolicy({ hashes, connect, upgradeInsecure });

  const policy = contentSecurityPolicy({ nonce: createNonce(), hashes: manifest.fallback, connect, upgradeInsecure, editor });
  request.headers.set('content-security-policy', policy);
  return policy;
}

/**
 * Malformed paths, then locale routing, session refresh and route guards: a guarded page sends an
 * anonymous visitor to /auth?next=…, and a signed-in user without the role to the home page, in
 * the locale of the requested path. Every page answer carries its script policy and the caching
 * rules of lib/http/cache-headers.ts.
 */
export default async function proxy(request: NextRequest) {
  if (isMalformedPath(request.nextUrl.pathname)) {
    return new NextResponse('Bad Request', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  // A real file or a non-page route (share images, feeds, the sitemap…): not locale-routed, no page
  // policy. A name with an extension gets next.config's policy for files; a share image (no
  // extension) one that lets nothing run.
  const { pathname } = request.nextUrl;
  if (isFileRoutePath(pathname)) {
    const file = NextResponse.next();
    if (!pathname.slice(pathname.lastIndexOf('/')).includes('.')) file.headers.set('Content-Security-Policy', NON_PAGE_CSP);
    return file;
  }
  const moved = await movedAnswer(request);
  if (moved) return moved;
  const refused = await refusedActionRequest(request, internalPath(request));
  if (refused) {
    const text = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 413: 'Payload Too Large' }[refused];
    return new NextResponse(text, {
      status: refused,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': NON_PAGE_CSP },
    });
  }
  const policy = pagePolicy(request);
  const response = await routeAndGuard(request);
  syncSignedInHint(request, response, siteUrl().startsWith('https:'));
  response.headers.set('Content-Security-Policy', policy);
  if (!development) response.headers.set('Reporting-Endpoints', reportingEndpoints(siteUrl()));
  return applyCacheRules(request.nextUrl.pathname, response, {
    secureCookies: siteUrl().startsWith('https:'),
    search: request.nextUrl.searchParams,
  });
}

/** A path no page has: the not-found page a gone address is answered with. */
const GONE_PAGE = '/nao-encontrada-410';

/**
 * An old address of a renamed entry answers 308 to its new one; a deleted entry's answers 410
 * with the not-found page of its language (fetched from this server, with that page's policy).
 */
async function movedAnswer(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { pathname, search } = request.nextUrl;
  if (isEditorPath(pathname) || pathname === '/' || pathname.endsWith(GONE_PAGE)) return null;
  let target: string | null | undefined;
  try {
    target = await redirectFor((await getDbHandle()).db, pathname.replace(/\/$/, ''));
  } catch {
    return null;
  }
  if (target === undefined) return null;
  if (target !== null) return NextResponse.redirect(new URL(`${target}${search}`, request.url), 308);
  const locale = localeOfPath(pathname);
  const origin = process.env.PORT ? ownOrigin() : request.nextUrl.origin;
  const page = await fetch(`${origin}${localizedPath(locale, GONE_PAGE)}`, { headers: { 'Accept-Language': 'pt-BR' } });
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' });
  const policy = page.headers.get('content-security-policy');
  if (policy) headers.set('Content-Security-Policy', policy);
  return new NextResponse(request.method === 'HEAD' ? null : await page.text(), { status: 410, headers });
}

/** The page's path with its locale segment, decoded as the router decodes it (`/%61dmin` → `/pt/admin`). */
function internalPath(request: NextRequest): string {
  const pathname = decodedPath(request.nextUrl.pathname);
  const rest = stripLocale(pathname);
  return `/${localeOfPath(pathname)}${rest === '/' ? '' : rest}`;
}

async function routeAndGuard(request: NextRequest): Promise<NextResponse> {
  const editor = isEditorPath(request.nextUrl.pathname);
  const response = editor ? NextResponse.next({ request: { headers: request.headers } }) : handleI18nRouting(request);
  if (editor) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  // A redirect from the locale routing (e.g. /pt/… → /…) is answered first.
  if (response.headers.has('location')) return response;

  // Guards decide on the decoded path: the router serves /%61dmin as /admin.
  const { search } = request.nextUrl;
  const pathname = decodedPath(request.nextUrl.pathname);
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
  // Everything but route handlers under /api/ (their bodies must stream to the handler's own cap)
  // and Next's assets under /_next/; files and other non-page routes are let through by
  // isFileRoutePath. scripts/serve.mjs refuses malformed paths of those.
  matcher: ['/((?!_next/|api/).*)'],
};
