import { useEffect } from 'react';
import { localeCookie, localeFromCookies, resolveInitialLocale } from '@/i18n/preference';
import { STORAGE_KEYS } from '@/lib/config/limits';

/**
 * Keeps the locale cookie in line with the stored preferredLanguage, so a returning
 * visitor's choice beats the browser language on the next unprefixed visit.
 */
export function LocalePreferenceSync() {
  useEffect(() => {
    try {
      const stored = localStorage.getItem(STORAGE_KEYS.preferredLanguage);
      if (!stored) return;
      const preferred = resolveInitialLocale(stored, navigator.languages ?? []);
      if (localeFromCookies(document.cookie) !== preferred) document.cookie = localeCookie(preferred);
    } catch {
      // Storage can be unavailable (private mode); the proxy's detection still applies.
    }
  }, []);
  return null;
}
