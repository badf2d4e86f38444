import { Loader2, Search } from '@/components/ui/icons';
import { useEffect, useId, useMemo, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useTranslations } from 'next-intl';
import NextLink from 'next/link';
import { useLocale } from '@/i18n/navigation';
import { searchItems, shouldSearch, type CategoryFilter, type SearchItem, type SortOrder } from '@/lib/search/match';
import { TIMINGS } from '@/lib/config/limits';

const indexCache = new Map<string, Promise<SearchItem[]>>();
function loadIndex(locale: string): Promise<SearchItem[]> {
  if (!indexCache.has(locale)) {
    indexCache.set(
      locale,
      fetch(`/files/search/${locale}.json`)
        .then((r) => (r.ok ? (r.json() as Promise<SearchItem[]>) : []))
        .catch(() => {
          indexCache.delete(locale);
          return [];
        }),
    );
  }
  return indexCache.get(locale)!;
}

const BADGE = { services: 'badgeServices', blog: 'badgeBlog', ebooks: 'badgeEbooks' } as const;
const selectClass = 'h-10 rounded-lg border border-input bg-background px-2 text-sm';

export default function SearchOverlay({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const t = useTranslations('Search');
  const locale = useLocale();
  const id = useId();
  const [index, setIndex] = useState<SearchItem[] | null>(null);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [sort, setSort] = useState<SortOrder>('relevance');
  const [settled, setSettled] = useState({ query: '', category: 'all' as CategoryFilter, sort: 'relevance' as SortOrder });

  useEffect(() => {
    if (open) void loadIndex(locale).then(setIndex);
  }, [open, locale]);

  // Input is debounced by 500 ms.
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled({ query, category, sort }), TIMINGS.searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [query, category, sort]);

  const active = shouldSearch(settled.query, settled.category);
  const pending =
    shouldSearch(query, category) && (query !== settled.query || category !== settled.category || sort !== settled.sort || index === null);
  const results = useMemo(
    () => (index && active ? searchItems(index, settled.query, settled.category, settled.sort) : []),
    [index, active, settled],
  );

  let status: string;
  if (pending) status = t('searching');
  else if (!active) status = t('idle');
  else if (results.length === 0) status = t('noResults', { query: settled.query });
  else status = results.length === 1 ? t('countOne') : t('count', { count: results.length });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('close')}
        className="top-[10vh] max-w-2xl translate-y-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <div className="flex flex-col gap-3 border-b bg-muted/40 p-4 pr-14">
          <DialogTitle className="sr-only">{t('title')}</DialogTitle>
          <DialogDescription className="sr-only">{t('idle')}</DialogDescription>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <input
              type="search"
              autoFocus
              aria-label={t('query')}
              placeholder={t('placeholder')}
              value={query}
              onChange={(e) => setQuery(e.target.value.slice(0, 200))}
              className="h-12 w-full rounded-lg border border-input bg-background pl-10 pr-3 text-base outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <label className="flex items-center gap-2 text-sm">
              {t('category')}
              <select value={category} onChange={(e) => setCategory(e.target.value as CategoryFilter)} className={selectClass}>
                <option value="all">{t('all')}</option>
                <option value="services">{t('services')}</option>
                <option value="blog">{t('blog')}</option>
                <option value="ebooks">{t('ebooks')}</option>
              </select>
            </label>
            <label className="flex items-center gap-2 text-sm">
              {t('sort')}
              <select value={sort} onChange={(e) => setSort(e.target.value as SortOrder)} className={selectClass}>
                <option value="relevance">{t('relevance')}</option>
                <option value="date">{t('date')}</option>
              </select>
            </label>
          </div>
        </div>
        <p
          id={`${id}-status`}
          role="status"
          className="flex items-center gap-2 px-4 pt-3 text-sm text-muted-foreground"
          data-testid="search-status"
        >
          {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {status}
        </p>
        {!pending && results.length ? (
          <ul className="flex flex-col gap-1 p-2" aria-describedby={`${id}-status`}>
            {results.map((item) => (
              <li key={item.id}>
                <NextLink
                  href={item.url}
                  onClick={() => onOpenChange(false)}
                  className="flex flex-col gap-1 rounded-lg p-3 hover:bg-accent focus-visible:bg-accent"
                  data-testid="search-result"
                >
                  <span className="flex items-center justify-between gap-3">
                    <span className="font-semibold">{item.title}</span>
                    <span className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-bold text-primary">
                      {t(BADGE[item.category])}
                    </span>
                  </span>
                  <span className="line-clamp-2 text-sm text-muted-foreground">{item.description}</span>
                  <span className="flex flex-wrap gap-1">
                    {item.tags.slice(0, 4).map((tag) => (
                      <span key={tag} className="rounded border px-1.5 text-xs text-muted-foreground">
                        {tag}
                      </span>
                    ))}
                  </span>
                </NextLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="h-2" />
      </DialogContent>
    </Dialog>
  );
}
