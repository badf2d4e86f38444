import { Feed } from 'feed';
import { getTranslations } from 'next-intl/server';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { postsFor } from '@/lib/content';
import { feedPath, feedTitle } from './feed-link';
import { absoluteUrl } from './paths';
import { xmlText } from '@/lib/validation/zod';

/** How many of the newest posts a feed carries. */
export const FEED_ITEMS = 20;

/** A YYYY-MM-DD day at noon UTC, as the pages show it. */
const noonUtc = (day: string) => new Date(`${day}T12:00:00Z`);

/** The blog of one language as RSS 2.0 (the `feed` package): the newest posts, with absolute links. */
export async function blogFeed(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const posts = postsFor(locale).slice(0, FEED_ITEMS);
  const lastBuild = posts
    .map((p) => p.updated)
    .sort()
    .at(-1);
  const blogUrl = absoluteUrl(localizedPath(locale, '/blog'));
  // Characters XML forbids are dropped from every text; the library escapes the rest.
  const feed = new Feed({
    title: xmlText(feedTitle(locale, t('title'))),
    description: xmlText(t('metaDescription')),
    id: blogUrl,
    link: blogUrl,
    language: LOCALE_TAGS[locale],
    feedLinks: { rss: absoluteUrl(feedPath(locale)) },
    ...(lastBuild ? { updated: noonUtc(lastBuild) } : {}),
    generator: false,
  });
  for (const post of posts) {
    const url = absoluteUrl(localizedPath(locale, `/blog/${post.slug}`));
    feed.addItem({
      title: xmlText(post.title),
      link: url,
      description: xmlText(post.description),
      date: noonUtc(post.date),
      category: [{ name: xmlText(t(`categories.${post.category}` as 'categories.cloud')) }],
    });
  }
  return feed.rss2();
}

export function feedResponse(xml: string): Response {
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
