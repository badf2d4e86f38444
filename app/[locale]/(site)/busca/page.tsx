import { Search } from '@/components/ui/icons';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { pageLocale } from '@/i18n/page-locale';
import { searchIndex } from '@/lib/search';
import { searchItems, type CategoryFilter, type SortOrder } from '@/lib/search/match';
import { buildMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/i18n/paths';
import { buttonClass } from '@/components/ui/button';

/** The SearchAction target (/busca?q=): rendered per request, kept out of search engines. */
export const dynamic = 'force-dynamic';

const CATEGORIES: CategoryFilter[] = ['all', 'services', 'blog', 'ebooks'];
const BADGE = { services: 'badgeServices', blog: 'badgeBlog', ebooks: 'badgeEbooks' } as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/busca'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return buildMetadata({ locale, pathname: '/busca', title: t('pageTitle'), description: t('pageDescription'), noindex: true });
}

export default async function SearchPage({ params, searchParams }: PageProps<'/[locale]/busca'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Search' });
  const sp = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const q = one(sp.q).slice(0, 200);
  const category = (CATEGORIES as string[]).includes(one(sp.categoria)) ? (one(sp.categoria) as CategoryFilter) : 'all';
  const sort: SortOrder = one(sp.ordem) === 'date' ? 'date' : 'relevance';
  const results = searchItems(searchIndex(locale), q, category, sort);
  const searched = q.trim().length > 0 || category !== 'all';

  return (
    <>
      <PageHeader
        locale={locale}
        pathname="/busca"
        title={q ? t('resultsFor', { query: q }) : t('pageTitle')}
        labels={{ '/busca': t('pageTitle') }}
      />
      <div className="container-page flex max-w-4xl flex-col gap-6 py-10">
        <form
          action={localizedPath(locale, '/busca')}
          method="get"
          role="search"
          className="flex flex-col gap-3 rounded-2xl border bg-card p-4 sm:flex-row sm:items-end"
        >
          <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
            {t('query')}
            <input
              name="q"
              type="search"
              defaultValue={q}
              placeholder={t('placeholder')}
              className="h-11 rounded-lg border border-input bg-background px-3 text-base"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('category')}
            <select name="categoria" defaultValue={category} className="h-11 rounded-lg border border-input bg-background px-2">
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(c)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('sort')}
            <select name="ordem" defaultValue={sort} className="h-11 rounded-lg border border-input bg-background px-2">
              <option value="relevance">{t('relevance')}</option>
              <option value="date">{t('date')}</option>
            </select>
          </label>
          <button type="submit" className={buttonClass()}>
            <Search className="size-4" aria-hidden />
            {t('submit')}
          </button>
        </form>
        <p role="status" className="text-muted-foreground">
          {!searched
            ? t('idle')
            : results.length === 0
              ? t('noResults', { query: q })
              : results.length === 1
                ? t('countOne')
                : t('count', { count: results.length })}
        </p>
        <ul className="flex flex-col gap-3">
          {results.map((item) => (
            <li key={item.id} className="rounded-xl border bg-card p-4" data-category={item.category}>
              <p className="flex items-center justify-between gap-3">
                <NextLink href={item.url} className="text-lg font-semibold hover:text-primary">
                  {item.title}
                </NextLink>
                <span className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-bold text-primary">
                  {t(BADGE[item.category])}
                </span>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
