import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/admin/pagination';
import { ArrowDown, ArrowUp } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listHref, type SortDir } from '@/lib/admin/list-query';
import { cn } from '@/lib/utils';

export interface Column<R> {
  key: string;
  label: string;
  /** Sortable columns link to the same list sorted by `key` (the data function whitelists it). */
  sortable?: boolean;
  /** Shown to screen readers only (e.g. a selection column). */
  srOnlyLabel?: boolean;
  className?: string;
  cell: (row: R) => ReactNode;
}

/**
 * The back office's one table: server-rendered, sorted, filtered and paginated by the address
 * (`params` are the list's current query parameters), so every view can be bookmarked.
 */
export interface DataTableProps<R> {
  locale: Locale;
  path: string;
  params: Record<string, string | number | null | undefined>;
  columns: Column<R>[];
  /** One page of the list. */
  list: { rows: R[]; page: number; pageCount: number; total: number };
  /** By default the row's `id`. */
  rowKey?: (row: R) => string;
  caption: string;
  sort?: string;
  dir?: SortDir;
  empty: string;
  testId?: string;
}

const idOf = (row: unknown) => (row as { id: string }).id;

export async function DataTable<R>({
  locale,
  path,
  params,
  columns,
  list: { rows, page, pageCount, total },
  rowKey = idOf,
  caption,
  sort,
  dir,
  empty,
  testId,
}: DataTableProps<R>) {
  const t = await getTranslations({ locale, namespace: 'AdminTable' });
  const href = (values: Record<string, string | number | null | undefined>) => listHref(path, { ...params, ...values });

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" data-testid={testId ? `${testId}-total` : undefined}>
        {t('results', { count: total })}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-2xl border bg-card p-6 text-muted-foreground">{empty}</p>
      ) : (
        // Wide tables scroll sideways on phones; the region is focusable so keyboards can scroll it too.
        <div className="scroll-hint relative overflow-x-auto rounded-2xl border bg-card" role="region" aria-label={caption} tabIndex={0}>
          <table className="w-full text-sm" data-testid={testId}>
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                {columns.map((col) => {
                  const active = sort === col.key;
                  const nextDir: SortDir = active && dir === 'asc' ? 'desc' : 'asc';
                  return (
                    <th
                      key={col.key}
                      scope="col"
                      className={cn('whitespace-nowrap px-4 py-3 font-medium', col.className)}
                      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {col.sortable ? (
                        <Link
                          href={href({ sort: col.key, dir: nextDir, page: null })}
                          className="inline-flex items-center gap-1 hover:text-foreground hover:underline"
                        >
                          {col.label}
                          {active ? (
                            dir === 'asc' ? (
                              <ArrowUp className="size-3.5" aria-hidden />
                            ) : (
                              <ArrowDown className="size-3.5" aria-hidden />
                            )
                          ) : null}
                          <span className="sr-only">{t(nextDir === 'asc' ? 'sortAsc' : 'sortDesc')}</span>
                        </Link>
                      ) : (
                        <span className={col.srOnlyLabel ? 'sr-only' : undefined}>{col.label}</span>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b align-top last:border-0" data-testid={testId ? `${testId}-row` : undefined}>
                  {columns.map((col) => (
                    <td key={col.key} className={cn('px-4 py-3', col.className)}>
                      {col.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination locale={locale} page={page} pageCount={pageCount} href={(n) => href({ page: n })} />
    </div>
  );
}
