import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales';

export const LOCALE_COOKIE = 'NEXT_LOCALE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * SPEC §4 Language: the stored preferredLanguage when it is pt, en or es; otherwise the first
 * browser language whose prefix is supported; otherwise pt.
 */
export function resolveInitialLocale(stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const prefix = tag.toLowerCase().split('-')[0];
    if (isLocale(prefix)) return prefix;
  }
  return DEFAULT_LOCALE;
}

/** The cookie the locale proxy reads, so the stored choice wins over Accept-Language. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
