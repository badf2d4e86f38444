import 'server-only';
import { publicServicePages, services } from '@/lib/content/pages';
import { ebooksFor, postsFor } from '@/lib/content';
import { type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import type { SearchItem } from './match';

const SERVICES_DATE = '2026-11-01';

/** Every service, post and e-book of a language, in the order relevance keeps. */
export function searchIndex(locale: Locale): SearchItem[] {
  return [
    ...publicServicePages(locale).map(({ key, slug }) => {
      const s = services[key][locale];
      return {
        id: `service-${slug}`,
        title: s.title,
        description: s.description,
        category: 'services' as const,
        url: localizedPath(locale, `/servicos/${slug}`),
        date: SERVICES_DATE,
        tags: s.keywords,
      };
    }),
    ...postsFor(locale).map((p) => ({
      id: `post-${p.slug}`,
      title: p.title,
      description: p.description,
      category: 'blog' as const,
      url: localizedPath(locale, `/blog/${p.slug}`),
      date: p.updated,
      tags: p.tags,
    })),
    ...ebooksFor(locale).map((e) => ({
      id: `ebook-${e.slug}`,
      title: e.title,
      description: e.description,
      category: 'ebooks' as const,
      url: localizedPath(locale, `/ebooks/${e.slug}`),
      date: e.updated,
      tags: e.tags,
    })),
  ];
}
