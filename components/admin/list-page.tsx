import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, type DataTableProps } from '@/components/admin/data-table';
import { ListFilters } from '@/components/admin/list-filters';
import { ClientStrings } from '@/i18n/client-strings';
import type { Locale } from '@/i18n/locales';
import type { MessageGroup } from '@/i18n/strings';

/** The texts a list page takes from its namespace, by key; a page names other keys where its own differ. */
const KEYS = { title: 'title', subtitle: 'subtitle', filters: 'filters', heading: 'listTitle', caption: 'caption', empty: 'empty' };
type ListKeys = Partial<typeof KEYS>;

/**
 * A back-office list page: the heading with the way back, notes, the filter form, and the list
 * section with its heading and one `DataTable` (or a list of the page's own, as `children`).
 * Texts come from `namespace` (see KEYS); the filter and clear labels from AdminCommon.
 */
export async function AdminListPage<R>({
  locale,
  path,
  namespace,
  keys,
  headerAction,
  notes,
  filtered,
  filterColumns,
  filterActionsClassName,
  fields,
  heading,
  headingAside,
  beforeTable,
  clientNamespaces,
  table,
  children,
}: {
  locale: Locale;
  /** The list's address: the clear link, sort and page links. */
  path: string;
  namespace: MessageGroup;
  keys?: ListKeys;
  /** Beside the page's heading (a "new" or export link). */
  headerAction?: ReactNode;
  /** Between the heading and the filters. */
  notes?: ReactNode;
  filtered: boolean;
  /** See ListFilters' `columns`. */
  filterColumns: string;
  filterActionsClassName?: string;
  fields: ReactNode;
  /** The list's heading when it is not a plain text of the namespace. */
  heading?: ReactNode;
  headingAside?: ReactNode;
  beforeTable?: ReactNode;
  /** Namespaces the table's client cells read. */
  clientNamespaces?: readonly MessageGroup[];
  table?: Omit<DataTableProps<R>, 'locale' | 'path' | 'caption' | 'empty'>;
  children?: ReactNode;
}) {
  // The namespace's keys are checked where its messages are written; here they are plain strings.
  const t = (await getTranslations({ locale, namespace: namespace as never })) as unknown as (key: string) => string;
  const common = await getTranslations({ locale, namespace: 'AdminCommon' });
  const text = (key: keyof typeof KEYS) => t(keys?.[key] ?? KEYS[key]);
  const headingId = `${path.split('/').pop()}-h`;

  const header = <AdminPageHeader backLabel={common('backToAdmin')} title={text('title')} subtitle={text('subtitle')} />;
  const h2 = (
    <h2 id={headingId} className="text-lg font-bold">
      {heading ?? text('heading')}
    </h2>
  );
  const list = table ? <DataTable locale={locale} path={path} caption={text('caption')} empty={text('empty')} {...table} /> : children;

  return (
    <div className="container-page flex flex-col gap-8 py-12">
      {headerAction ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {header}
          {headerAction}
        </div>
      ) : (
        header
      )}
      {notes}
      <ListFilters
        label={text('filters')}
        clearHref={path}
        filtered={filtered}
        filterLabel={common('filter')}
        clearLabel={common('clear')}
        columns={filterColumns}
        actionsClassName={filterActionsClassName}
      >
        {fields}
      </ListFilters>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        {headingAside ? (
          <div className="flex flex-wrap items-end justify-between gap-3">
            {h2}
            {headingAside}
          </div>
        ) : (
          h2
        )}
        {beforeTable}
        {clientNamespaces ? (
          <ClientStrings locale={locale} namespaces={clientNamespaces}>
            {list}
          </ClientStrings>
        ) : (
          list
        )}
      </section>
    </div>
  );
}
