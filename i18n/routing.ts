import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from './locales';
import { secureOrigin } from './preference';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // Portuguese keeps the unprefixed URLs; /pt/... redirects to them (the rule of i18n/paths.ts).
  localePrefix: 'as-needed',
  // hreflang links are rendered in each page's <head> with full BCP 47 tags.
  alternateLinks: false,
  // Secure when the browser set it over https; the proxy marks the server's copy by SITE_URL.
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', secure: secureOrigin() },
});
