import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { MarkdownDocument } from './documents';
import { isPublic } from './publication';
import { content } from './store';

export type Post = MarkdownDocument;
export type Ebook = MarkdownDocument;

/**
 * Posts and e-books as visitors see them: public ones only (drafts and entries scheduled for
 * later are on no public surface). The admin's preview reads `anyPost`/`anyEbook`.
 */

const newestFirst = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date);
const visible = (docs: MarkdownDocument[]) => docs.filter((d) => isPublic(d));

export const allPublicPosts = () => visible(content().posts);
export const allPublicEbooks = () => visible(content().ebooks);

export function postsFor(locale: Locale): Post[] {
  return allPublicPosts()
    .filter((p) => p.locale === locale)
    .sort(newestFirst);
}

export function postFor(locale: Locale, slug: string): Post | undefined {
  return allPublicPosts().find((p) => p.locale === locale && p.slug === slug);
}

/** A post whatever its publication state (the admin's preview). */
export function anyPost(locale: Locale, slug: string): Post | undefined {
  return content().posts.find((p) => p.locale === locale && p.slug === slug);
}

/** Posts of the same category first, then the newest others. */
export function relatedPosts(post: Post, count = 3): Post[] {
  const others = postsFor(post.locale as Locale).filter((p) => p.slug !== post.slug);
  const same = others.filter((p) => p.category === post.category);
  return [...same, ...others.filter((p) => p.category !== post.category)].slice(0, count);
}

export function ebooksFor(locale: Locale): Ebook[] {
  return allPublicEbooks()
    .filter((e) => e.locale === locale)
    .sort(newestFirst);
}

export function ebookFor(locale: Locale, slug: string): Ebook | undefined {
  return allPublicEbooks().find((e) => e.locale === locale && e.slug === slug);
}

/** An e-book whatever its publication state (the admin's preview). */
export function anyEbook(locale: Locale, slug: string): Ebook | undefined {
  return content().ebooks.find((e) => e.locale === locale && e.slug === slug);
}

/** {locale, slug} pairs for generateStaticParams, built from the child's own data (a child filtering by the parent's locale builds nothing on Next 16.4.6 when a locale has no entries). */
export function postParams() {
  return allPublicPosts().map((p) => ({ locale: p.locale, slug: p.slug }));
}
export function ebookParams() {
  return allPublicEbooks().map((e) => ({ locale: e.locale, slug: e.slug }));
}
