import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES } from '@/i18n/locales';
import { localizedPath, normalizePath } from '@/i18n/paths';
import { siteUrl } from '@/lib/config/env';

/** A site path as an absolute URL on the public origin. */
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
