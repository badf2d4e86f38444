import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '@/i18n/locales';
import { siteUrl } from '@/lib/config/env';

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

const LOCALE_SEGMENT = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`);

/** Removes a leading /en or /es (or /pt) segment from a pathname. */
export function stripLocale(pathname: string): string {
  const match = LOCALE_SEGMENT.exec(pathname);
  const rest = match ? pathname.slice(match[0].length) : pathname;
  return normalizePath(rest || '/');
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${normalizePath(path)}`;
}

/** hreflang alternates: pt-BR and x-default → unprefixed, en-US → /en…, es-ES → /es…. */
export function languageAlternates(pathname: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const locale of LOCALES) entries[LOCALE_TAGS[locale]] = absoluteUrl(localizedPath(locale, pathname));
  entries['x-default'] = absoluteUrl(localizedPath(DEFAULT_LOCALE, pathname));
  return entries;
}
