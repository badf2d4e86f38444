import { defineRouting } from 'next-intl/routing';

/** Portuguese unprefixed (the default), English under /en: the site's rule. */
export const routing = defineRouting({
  locales: ['pt', 'en'],
  defaultLocale: 'pt',
  localePrefix: 'as-needed',
  alternateLinks: false,
});
