import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, siteUrl, type Locale } from '@/lib/site';

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
