import type { MetadataRoute } from 'next';
import { allPublicEbooks, allPublicPosts } from '@/lib/content';
import { PUBLIC_ROUTES } from '@/lib/routes';
import { isServicePublic } from '@/lib/content/pages';
import { localizedPath } from '@/i18n/paths';
import { absoluteUrl, languageAlternates } from '@/lib/seo/paths';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '@/i18n/locales';

/** Alternates for content that exists in some languages only. */
function contentAlternates(path: string, locales: readonly Locale[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of locales) out[LOCALE_TAGS[l]] = absoluteUrl(localizedPath(l, path));
  if (locales.includes(DEFAULT_LOCALE)) out['x-default'] = absoluteUrl(localizedPath(DEFAULT_LOCALE, path));
  return out;
}

function contentEntries(docs: { locale: string; slug: string; updated: string }[], base: string, priority: number): MetadataRoute.Sitemap {
  return docs.map((doc) => {
    const path = `${base}/${doc.slug}`;
    const locales = docs.filter((d) => d.slug === doc.slug).map((d) => d.locale as Locale);
    return {
      url: absoluteUrl(localizedPath(doc.locale as Locale, path)),
      lastModified: doc.updated,
      changeFrequency: 'monthly',
      priority,
      alternates: { languages: contentAlternates(path, locales) },
    };
  });
}

/**
 * Every public, indexable URL with its last change and language alternates: what /sitemap.xml
 * lists, and what the URL submitter tells search engines about.
 */
export function sitemapEntries(): MetadataRoute.Sitemap {
  const pages = PUBLIC_ROUTES.flatMap((route) => {
    const locales = route.service ? LOCALES.filter((l) => isServicePublic(route.service!, l)) : LOCALES;
    return locales.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, route.path)),
      ...(route.lastModified ? { lastModified: route.lastModified } : {}),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
      alternates: {
        languages: locales.length === LOCALES.length ? languageAlternates(route.path) : contentAlternates(route.path, locales),
      },
    }));
  });
  return [...pages, ...contentEntries(allPublicPosts(), '/blog', 0.7), ...contentEntries(allPublicEbooks(), '/ebooks', 0.6)];
}
