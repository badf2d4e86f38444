import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './locales';

/**
 * The visitor's initial language: the stored preferredLanguage when it is pt, en or es; otherwise
 * the first browser language whose prefix is supported; otherwise Portuguese.
 */
export function resolveInitialLocale(stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const prefix = tag.toLowerCase().split('-')[0];
    if (isLocale(prefix)) return prefix;
  }
  return DEFAULT_LOCALE;
}

/** Whether the page was served over https, where the locale cookie is Secure (false on the server). */
export function secureOrigin(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

/** A document.cookie assignment storing the choice the locale proxy reads (same name, lifetime and flags as next-intl's). */
export function localeCookie(locale: Locale, secure = secureOrigin()): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax${secure ? '; secure' : ''}`;
}

/** The locale cookie's value in a Cookie header or document.cookie string, if any. */
export function localeFromCookies(cookies: string): string | undefined {
  const prefix = `${LOCALE_COOKIE}=`;
  return cookies
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}
