import { Download } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, type Column } from '@/components/admin/data-table';
import { FilterField, ListFilters } from '@/components/admin/list-filters';
import { RemoveSubscriberButton } from '@/components/admin/newsletter/remove-subscriber';
import { buttonClass } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { ClientStrings } from '@/i18n/client-strings';
import { isLocale, LOCALE_NAMES } from '@/i18n/locales';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import {
  listSubscribers,
  parseSubscriberQuery,
  SUBSCRIBER_STATUSES,
  subscriberStatus,
  type SubscriberRow,
} from '@/lib/data/admin-newsletter';
import { LIST_Q_MAX } from '@/lib/data/list-query';
import { cn } from '@/lib/utils';

const PATH = '/admin/newsletter';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/newsletter'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminNewsletter');
}

const STATUS_LABEL = { all: 'statusAll', active: 'statusActive', pending: 'statusPending', unsubscribed: 'statusUnsubscribed' } as const;

const TONES = {
  active: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  pending: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  unsubscribed: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
} as const;

export default async function AdminNewsletterPage({ params, searchParams }: PageProps<'/[locale]/admin/newsletter'>) {
  const { locale, user, db, t, common, format } = await adminPage(params, PATH, 'AdminNewsletter');
  const query = parseSubscriberQuery(await searchParams);
  const result = await listSubscribers(db, user, query);
  const when = (d: Date) => format.dateTime(d, { dateStyle: 'short', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE });
  const filtered = query.status !== 'all' || query.q !== '';
  const defaultSort = query.sort === 'created' && query.dir === 'desc';
  const sortParams = defaultSort ? {} : { sort: query.sort, dir: query.dir };

  const badge = (row: SubscriberRow) => {
    const status = subscriberStatus(row);
    const text =
      status === 'active'
        ? t('statusActiveBadge')
        : status === 'pending'
          ? t('statusPendingBadge')
          : t('cancelledOn', { date: when(row.unsubscribedAt!) });
    return (
      <span
        data-status={status}
        className={cn(
          'inline-flex w-fit items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
          TONES[status],
        )}
      >
        {text}
      </span>
    );
  };

  const columns: Column<SubscriberRow>[] = [
    { key: 'email', label: t('colEmail'), sortable: true, className: 'break-all', cell: (row) => row.email },
    {
      key: 'locale',
      label: t('colLocale'),
      cell: (row) =>
        isLocale(row.locale) ? LOCALE_NAMES[row.locale] : row.locale || <span className="text-muted-foreground">{common('none')}</span>,
    },
    {
      key: 'consent',
      label: t('colConsent'),
      sortable: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => <time dateTime={row.consentAt.toISOString()}>{when(row.consentAt)}</time>,
    },
    {
      key: 'created',
      label: t('colCreated'),
      sortable: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => <time dateTime={row.createdAt.toISOString()}>{when(row.createdAt)}</time>,
    },
    { key: 'status', label: t('colStatus'), cell: badge },
    {
      key: 'actions',
      label: t('colActions'),
      srOnlyLabel: true,
      cell: (row) => <RemoveSubscriberButton id={row.id} email={row.email} />,
    },
  ];

  return (
    <div className="container-page flex flex-col gap-8 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <AdminPageHeader backLabel={common('backToAdmin')} title={t('title')} subtitle={t('subtitle')} />
        {/* A plain link: the browser downloads the file itself, signed in by its cookie. */}
        <a href="/api/admin/newsletter.csv" download className={buttonClass({ variant: 'outline' })} data-testid="newsletter-export">
          <Download className="size-4" aria-hidden />
          {common('exportCsv')}
        </a>
      </div>
      <p className="-mt-4 text-sm text-muted-foreground">{t('exportHint')}</p>

      <ListFilters
        label={t('filters')}
        clearHref={PATH}
        filtered={filtered}
        filterLabel={common('filter')}
        clearLabel={common('clear')}
        columns="lg:grid-cols-[14rem_1fr_auto]"
      >
        {!defaultSort ? (
          <>
            <input type="hidden" name="sort" value={query.sort} />
            <input type="hidden" name="dir" value={query.dir} />
          </>
        ) : null}
        <FilterField id="filter-status" label={t('status')}>
          <Select id="filter-status" name="status" defaultValue={query.status}>
            {SUBSCRIBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_LABEL[s])}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id="filter-q" label={common('search')}>
          <Input id="filter-q" type="search" name="q" defaultValue={query.q} placeholder={t('searchPlaceholder')} maxLength={LIST_Q_MAX} />
        </FilterField>
      </ListFilters>

      <section aria-labelledby="results-h" className="flex flex-col gap-4">
        <h2 id="results-h" className="text-lg font-bold">
          {t('heading')}
        </h2>
        <ClientStrings locale={locale} namespaces={['AdminNewsletter', 'AdminCommon']}>
          <DataTable
            locale={locale}
            path={PATH}
            params={{ status: query.status === 'all' ? null : query.status, q: query.q, ...sortParams }}
            columns={columns}
            rows={result.rows}
            rowKey={(row) => row.id}
            caption={t('caption')}
            sort={query.sort}
            dir={query.dir}
            page={result.page}
            pageCount={result.pageCount}
            total={result.total}
            empty={filtered ? t('emptyFiltered') : t('empty')}
            testId="subscribers-table"
          />
        </ClientStrings>
      </section>
    </div>
  );
}
