'use client';

import { useEffect } from 'react';
import { localeCookie, LOCALE_COOKIE, resolveInitialLocale } from '@/lib/locale-preference';
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
      const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
      if (cookie?.split('=')[1] !== preferred) document.cookie = localeCookie(preferred);
    } catch {
      // Storage can be unavailable (private mode); the proxy's detection still applies.
    }
  }, []);
  return null;
}
