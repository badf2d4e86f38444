import type { NextResponse } from 'next/server';
import { LOCALE_COOKIE, LOCALE_PATTERN } from '@/i18n/locales';

/*
 * Caching rules for what the proxy answers, so a shared cache in front never hands one visitor's
 * cookie or language to another.
 */

const LOCALE_PREFIX = new RegExp(`^/${LOCALE_PATTERN}(?:/|$)`);

/** Pages opened from a mailed link: their address carries a token, so no cache may keep them. */
export const LINK_PAGES = ['/auth', '/newsletter/confirmar', '/newsletter/cancelar'] as const;

function isLinkPage(pathname: string, search: URLSearchParams): boolean {
  const rest = pathname.replace(LOCALE_PREFIX, '/').replace(/\/+$/, '') || '/';
  return search.has('token') || (LINK_PAGES as readonly string[]).includes(rest);
}

/** Request headers an unprefixed path's answer depends on: the locale cookie and Accept-Language pick the language (or a redirect). */
export const LOCALE_VARY = ['Accept-Language', 'Cookie'] as const;

/**
 * - The locale cookie is Secure when the site is served over https.
 * - A response that sets a cookie is never publicly cacheable: `private, no-cache` for the locale
 *   cookie alone (the visitor's browser may keep it), `private, no-store` for any other or for an
 *   answer already marked no-store (a signed-in page).
 * - A link page (or any page given a token) is `private, no-store`, with or without a cookie.
 * - An unprefixed path (Portuguese, or a redirect to the visitor's language) varies on the cookie
 *   and Accept-Language; a /en or /es path is the same for everyone.
 */
export function applyCacheRules(
  pathname: string,
  response: NextResponse,
  { secureCookies, search = new URLSearchParams() }: { secureCookies: boolean; search?: URLSearchParams },
): NextResponse {
  if (secureCookies) {
    for (const cookie of response.cookies.getAll()) {
      if (cookie.name === LOCALE_COOKIE && !cookie.secure) response.cookies.set({ ...cookie, secure: true });
    }
  }
  const cookies = response.cookies.getAll();
  if (cookies.length > 0 || response.headers.has('set-cookie')) {
    // The language preference alone may stay in the visitor's own browser (and its offline copy);
    // any other cookie keeps the answer out of every store.
    // A guarded page already marked no-store stays so.
    const onlyLocale = cookies.length > 0 && cookies.every((cookie) => cookie.name === LOCALE_COOKIE);
    const storeForbidden = /\bno-store\b/.test(response.headers.get('cache-control') ?? '');
    response.headers.set('Cache-Control', onlyLocale && !storeForbidden ? 'private, no-cache' : 'private, no-store');
  }
  if (isLinkPage(pathname, search)) response.headers.set('Cache-Control', 'private, no-store');
  if (!LOCALE_PREFIX.test(pathname)) {
    const vary = new Set(
      (response.headers.get('vary') ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    );
    for (const name of LOCALE_VARY) vary.add(name);
    response.headers.set('Vary', [...vary].join(', '));
  }
  return response;
}
