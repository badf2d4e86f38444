import type { MetadataRoute } from 'next';
import { PUBLIC_ROUTES } from '@/lib/routes';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/seo/paths';
import { LOCALES } from '@/lib/site';

export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_ROUTES.flatMap((route) =>
    LOCALES.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, route.path)),
      ...(route.lastModified ? { lastModified: route.lastModified } : {}),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
      alternates: { languages: languageAlternates(route.path) },
    })),
  );
}
