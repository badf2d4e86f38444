/** The site's languages: Portuguese (default, unprefixed URLs), English and Spanish. */
export const LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';
/** Any one locale, as a regular-expression group for building path patterns: `(?:pt|en|es)`. */
export const LOCALE_PATTERN = `(?:${LOCALES.join('|')})`;
/** BCP 47 tags used for <html lang>, Open Graph, hreflang and number formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
export const LOCALE_NAMES: Record<Locale, string> = { pt: 'Português', en: 'English', es: 'Español' };

/** The cookie the locale proxy reads, so a visitor's stored choice wins over Accept-Language. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A supported locale as is; anything else (missing, unknown) is the default locale. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
