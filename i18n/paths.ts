import { DEFAULT_LOCALE, LOCALE_PATTERN, toLocale, type Locale } from './locales';

/*
 * The locale prefix rule, in one place: Portuguese pages live at unprefixed paths, English and
 * Spanish under /en and /es (a /pt prefix is accepted on the way in and redirected away).
 * Pure string functions, safe for server, proxy and client code alike.
 */

/** A leading locale segment: '/en', '/es' or '/pt', followed by '/' or the end. */
const LOCALE_SEGMENT = new RegExp(`^/(${LOCALE_PATTERN})(?=/|$)`);

/** Normalises a locale-less pathname: leading slash, no trailing slash (except root). */
export function normalizePath(pathname: string): string {
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

/** Public path of a page in a locale: Portuguese unprefixed, others under /en, /es. */
export function localizedPath(locale: Locale, pathname: string): string {
  const path = normalizePath(pathname);
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Like localizedPath, for hrefs that may carry a query string or a hash; external URLs pass through. */
export function localizedHref(locale: Locale, href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  return `${localizedPath(locale, path || '/')}${rest}`;
}

/** Removes a leading /en or /es (or /pt) segment from a pathname. */
export function stripLocale(pathname: string): string {
  const match = LOCALE_SEGMENT.exec(pathname);
  const rest = match ? pathname.slice(match[0].length) : pathname;
  return normalizePath(rest || '/');
}

/** The locale a public pathname belongs to: its leading locale segment, else Portuguese. */
export function localeOfPath(pathname: string): Locale {
  return toLocale(LOCALE_SEGMENT.exec(pathname)?.[1]);
}
