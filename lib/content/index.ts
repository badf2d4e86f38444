import 'server-only';
import { allEbooks, allPosts } from 'content-collections';
import type { Locale } from '@/i18n/locales';

export type Post = (typeof allPosts)[number];
export type Ebook = (typeof allEbooks)[number];

const newestFirst = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date);

export function postsFor(locale: Locale): Post[] {
  return allPosts.filter((p) => p.locale === locale).sort(newestFirst);
}

export function postFor(locale: Locale, slug: string): Post | undefined {
  return allPosts.find((p) => p.locale === locale && p.slug === slug);
}

/** Posts of the same category first, then the newest others. */
export function relatedPosts(post: Post, count = 3): Post[] {
  const others = postsFor(post.locale as Locale).filter((p) => p.slug !== post.slug);
  const same = others.filter((p) => p.category === post.category);
  return [...same, ...others.filter((p) => p.category !== post.category)].slice(0, count);
}

export function ebooksFor(locale: Locale): Ebook[] {
  return allEbooks.filter((e) => e.locale === locale).sort(newestFirst);
}

export function ebookFor(locale: Locale, slug: string): Ebook | undefined {
  return allEbooks.find((e) => e.locale === locale && e.slug === slug);
}

/** {locale, slug} pairs for generateStaticParams, built from the child's own data (a child filtering by the parent's locale builds nothing on Next 16.4.6 when a locale has no entries). */
export function postParams() {
  return allPosts.map((p) => ({ locale: p.locale, slug: p.slug }));
}
export function ebookParams() {
  return allEbooks.map((e) => ({ locale: e.locale, slug: e.slug }));
}
