import type { Metadata } from 'next';
import { fillMetadataSegment } from 'next/dist/lib/metadata/get-metadata-route';
import { COMPANY } from '@/lib/config/company';
import { LOCALE_TAGS, LOCALES, type Locale } from '@/i18n/locales';
import { localizedPath, normalizePath } from '@/i18n/paths';
import { feedPath, feedTitle } from './feed-link';
import { absoluteUrl, languageAlternates } from './paths';

export interface PageSeo {
  locale: Locale;
  /** Locale-less pathname of the page, e.g. '/sobre'. */
  pathname: string;
  title: string;
  description: string;
  keywords?: string | string[];
  /** Absolute or root-relative image URL; file-based OG images apply when omitted. */
  image?: string;
  /**
   * The app folder of the page's opengraph-image.tsx, e.g. '/[locale]/(site)/servicos/[slug]': the
   * page then names that image itself, with its size and the title as alt (Next's automatic link
   * carries only the file's one fixed alt).
   */
  ogImage?: string;
  /** A canonical the page supplies itself; otherwise SITE_URL + localized pathname. */
  canonical?: string;
  author?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  /** Set for pages that must stay out of search results. */
  noindex?: boolean;
  /** Use the title as is, without the "| company" suffix. */
  absoluteTitle?: boolean;
  /** Announce the blog's feed in the page's language (<link rel="alternate" type="application/rss+xml">). */
  feed?: boolean;
}

/** One metadata builder for every page. */
export function buildMetadata(seo: PageSeo): Metadata {
  const path = localizedPath(seo.locale, normalizePath(seo.pathname));
  const canonical = seo.canonical ?? absoluteUrl(path);
  const author = seo.author ?? COMPANY.name;
  const type = seo.type ?? 'website';
  const keywords = Array.isArray(seo.keywords)
    ? seo.keywords
    : seo.keywords
        ?.split(',')
        .map((k) => k.trim())
        .filter(Boolean);
  const imageUrl = seo.image ?? (seo.ogImage ? absoluteUrl(ogImagePath(seo.ogImage, seo.locale, seo.pathname)) : undefined);
  const images = imageUrl ? [{ url: imageUrl, width: 1200, height: 630, alt: seo.title }] : undefined;
  const ogTitle = seo.absoluteTitle ? seo.title : `${seo.title} | ${COMPANY.name}`;

  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    keywords,
    authors: [{ name: author }],
    alternates: {
      canonical,
      languages: languageAlternates(seo.pathname),
      ...(seo.feed
        ? { types: { 'application/rss+xml': [{ url: absoluteUrl(feedPath(seo.locale)), title: feedTitle(seo.locale, 'Blog') }] } }
        : {}),
    },
    robots: seo.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type,
      title: ogTitle,
      description: seo.description,
      url: canonical,
      siteName: COMPANY.name,
      locale: LOCALE_TAGS[seo.locale].replace('-', '_'),
      alternateLocale: LOCALES.filter((l) => l !== seo.locale).map((l) => LOCALE_TAGS[l].replace('-', '_')),
      ...(images ? { images } : {}),
      ...(type === 'article'
        ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime ?? seo.publishedTime, authors: [author] }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: ogTitle,
      description: seo.description,
      ...(images ? { images } : {}),
    },
  };
}

/** A route segment that only groups folders, e.g. '(site)': not part of the URL. */
const isGroup = (segment: string) => segment.startsWith('(') && segment.endsWith(')');

/**
 * The path Next serves the opengraph-image.tsx of app folder `folder` at, for the page at the
 * locale-less `pathname`: the folder's route with the page's params (the locale segment stays,
 * Portuguese included) and, in a route group, Next's hash suffix on the file name. A pathname that
 * does not fit the folder throws, so a wrong folder fails the build.
 */
export function ogImagePath(folder: string, locale: Locale, pathname: string): string {
  const [first, ...segments] = folder.split('/').filter((s) => s && !isGroup(s));
  const parts = normalizePath(pathname).split('/').filter(Boolean);
  const params: Record<string, string> = { locale };
  const fits =
    first === '[locale]' &&
    segments.length === parts.length &&
    segments.every((segment, i) => {
      const param = /^\[(\w+)\]$/.exec(segment)?.[1];
      if (param) params[param] = parts[i]!;
      return param !== undefined || segment === parts[i];
    });
  if (!fits) throw new Error(`Open Graph image folder ${folder} does not match the page ${pathname}`);
  return fillMetadataSegment(folder, params, 'opengraph-image', false);
}
