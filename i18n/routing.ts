import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // Portuguese keeps the unprefixed URLs; /pt/... redirects to them.
  localePrefix: 'as-needed',
  // hreflang links are rendered in each page's <head> with full BCP 47 tags.
  alternateLinks: false,
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
});
