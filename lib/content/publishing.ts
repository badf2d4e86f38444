import 'server-only';
import { revalidateTag } from 'next/cache';
import { LOCALES, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { SERVICE_PAGES } from '@/lib/config/catalogue';
import { afterAnswer } from '@/lib/http/after-answer';
import { ownOrigin } from '@/lib/http/own-origin';
import { ogImagePath } from '@/lib/seo/metadata';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { entryOfPath, type ContentLocale } from './editor/kinds';
import { ebooksFor, postsFor } from './index';
import { invalidateContent } from './store';

/**
 * Publishing a save: the server's content is read again, the pages that show the changed entries
 * are marked for regeneration (on-demand revalidation, no rebuild), and the server then asks for
 * each of them itself, so the regenerated page (with its script hashes) is in the cache before a
 * visitor asks. Posts and e-books touch their own language's blog or e-book pages, feed, search
 * and sitemap; every other kind (services, prices, home texts, pages named in menus and footers)
 * touches every page.
 */

export interface PublishedChange {
  /** A repository path under content/ (or the prices file). */
  path: string;
}

/** The public address of a post or e-book page in its language (`/blog/x`, `/en/ebooks/y`). */
export function entryUrl(kind: 'blog' | 'ebooks', locale: ContentLocale, slug: string): string {
  return localizedPath(locale as Locale, `/${kind}/${slug}`);
}

const feedUrl = (locale: Locale) => localizedPath(locale, '/blog/feed.xml');
const searchUrl = (locale: Locale) => `/files/search/${locale}.json`;
/**
 * The path revalidatePath names: a Portuguese page's route path carries the locale segment the
 * proxy rewrites to (`/blog/x` → `/pt/blog/x`); files (feeds, indexes, the sitemap) are their own.
 */
const internalPath = (url: string, locale: Locale) =>
  locale === 'pt' && !/\.(xml|json)$/.test(url) ? `/pt${url === '/' ? '' : url}` : url;

export interface Plan {
  /** Every page is touched. */
  everything: boolean;
  /** Public addresses to regenerate, the changed entries' own first. */
  urls: string[];
  /** Route paths to revalidate (when not everything). */
  paths: string[];
}

/** Which pages a set of changed files touches. */
export function publicationPlan(changes: PublishedChange[]): Plan {
  const first: string[] = [];
  const paths: string[] = [];
  let everything = false;
  const sitemapPaths = () => sitemapEntries().map((e) => new URL(e.url).pathname);
  for (const change of changes) {
    const entry = entryOfPath(change.path);
    if (!entry || (entry.kind.id !== 'blog' && entry.kind.id !== 'ebooks')) {
      everything = true;
      if (entry?.kind.id === 'services') {
        const page = SERVICE_PAGES.find((p) => p.slug === entry.slug);
        if (page) first.push(localizedPath(entry.locale as Locale, `/servicos/${page.slug}`));
      }
      continue;
    }
    const locale = entry.locale as Locale;
    const kind = entry.kind.id;
    const own = [entryUrl(kind, locale, entry.slug), localizedPath(locale, `/${kind}`), searchUrl(locale), '/sitemap.xml'];
    if (kind === 'blog') own.push(feedUrl(locale));
    first.push(...own);
    // Its share image carries its title; the image's path names the locale segment in every language.
    const image = ogImagePath(`/[locale]/(site)/${kind}/[slug]`, locale, `/${kind}/${entry.slug}`);
    first.push(image);
    paths.push(image);
    // Related posts and e-books name each other: every page of the kind in that language.
    const siblings = (kind === 'blog' ? postsFor : ebooksFor)(locale).map((doc) => entryUrl(kind, locale, doc.slug));
    for (const url of [...own, ...siblings]) paths.push(internalPath(url, locale));
    first.push(...siblings);
  }
  let urls = first;
  if (everything) {
    urls = [
      ...first,
      ...sitemapPaths(),
      ...LOCALES.map(feedUrl),
      ...LOCALES.map(searchUrl),
      ...LOCALES.map((l) => localizedPath(l, '/home-dialogs.json')),
    ];
  }
  return { everything, urls: [...new Set(urls)], paths: [...new Set(paths)] };
}

/** Next's own tag of every cached page or file at a path (what revalidatePath names). */
const pathTag = (path: string) => `_N_T_${path}`;

const REGENERATION_PAUSE_MS = 60;
/** Longer than a page's render on this server takes. */
const IN_FLIGHT_RENDER_MS = 1000;
/** Set by the page cache handler (scripts/page-cache-handler.mjs). */
const MARK_STALE = Symbol.for('site.markStale');

/** Asks the server for each touched page, one after another. */
async function regenerate(urls: string[], tags: string[]): Promise<void> {
  // A render under way when the save came in may be stored after the mark: mark again once it is.
  await new Promise((r) => setTimeout(r, IN_FLIGHT_RENDER_MS));
  (globalThis as { [MARK_STALE]?: (tags: string[]) => void })[MARK_STALE]?.(tags);
  const origin = ownOrigin();
  for (const [i, url] of urls.entries()) {
    // Each request starts a regeneration behind it: a pause keeps them from piling up on the CPU.
    if (i > 0) await new Promise((r) => setTimeout(r, REGENERATION_PAUSE_MS));
    try {
      const res = await fetch(origin + url, {
        headers: { 'Accept-Language': 'pt-BR', 'User-Agent': 'site-publisher' },
        redirect: 'manual',
      });
      await res.arrayBuffer();
    } catch {
      // The page regenerates on its first visit instead.
    }
  }
}

/** Inside a route handler or server action: the changes are live once the answer has gone. */
export function publish(changes: PublishedChange[]): Plan {
  invalidateContent();
  const plan = publicationPlan(changes);
  // Stale, not expired: the next request still gets the cached page (whose hashes the policy
  // holds) and the page regenerates behind it, through the cache handler that records its hashes.
  const tags = plan.everything ? [pathTag('/layout')] : plan.paths.map(pathTag);
  for (const tag of tags) revalidateTag(tag, 'max');
  if (process.env.NODE_ENV === 'production') void afterAnswer(() => regenerate(plan.urls, tags));
  return plan;
}
