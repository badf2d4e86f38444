import { getTranslations } from 'next-intl/server';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { postsFor } from '@/lib/content';
import { feedPath, feedTitle } from './feed-link';
import { absoluteUrl } from './paths';
import { xmlText } from '@/lib/validation/zod';

/** How many of the newest posts a feed carries. */
export const FEED_ITEMS = 20;

/** Characters XML forbids are dropped, the five it reserves escaped. */
const escapeXml = (s: string) =>
  xmlText(s).replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A YYYY-MM-DD day as RFC 822 (RSS dates), at noon UTC like the pages show it. */
const rfc822 = (day: string) => new Date(`${day}T12:00:00Z`).toUTCString();

/** The blog of one language as RSS 2.0: the newest posts, with absolute links. */
export async function blogFeed(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const posts = postsFor(locale).slice(0, FEED_ITEMS);
  const blogUrl = absoluteUrl(localizedPath(locale, '/blog'));
  const lastBuild = posts
    .map((p) => p.updated)
    .sort()
    .at(-1);
  const items = posts.map((post) => {
    const url = absoluteUrl(localizedPath(locale, `/blog/${post.slug}`));
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(post.description)}</description>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <category>${escapeXml(t(`categories.${post.category}` as 'categories.cloud'))}</category>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(feedTitle(locale, t('title')))}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(t('metaDescription'))}</description>`,
    `    <language>${LOCALE_TAGS[locale]}</language>`,
    `    <atom:link href="${escapeXml(absoluteUrl(feedPath(locale)))}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function feedResponse(xml: string): Response {
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
