import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { COMPANY } from '@/lib/config/company';

/** The blog feed's path in a language: /blog/feed.xml, /en/blog/feed.xml, /es/blog/feed.xml. */
export const feedPath = (locale: Locale) => localizedPath(locale, '/blog/feed.xml');

/** The feed's name, as feed readers and the pages' <link rel="alternate"> show it. */
export const feedTitle = (locale: Locale, blogTitle: string) => `${blogTitle} | ${COMPANY.name} (${LOCALE_TAGS[locale]})`;
