import type { MetadataRoute } from 'next';
import { PRIVATE_PATHS } from '@/lib/routes';
import { LOCALES, DEFAULT_LOCALE } from '@/i18n/locales';
import { siteUrl } from '@/lib/config/env';

export default function robots(): MetadataRoute.Robots {
  const prefixed = LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((l) =>
    PRIVATE_PATHS.filter((p) => p !== '/api').map((p) => `/${l}${p}`),
  );
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...PRIVATE_PATHS, ...prefixed] }],
    // No `Host:` line: it is not part of the robots standard, and crawlers read the origin from the sitemap.
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
