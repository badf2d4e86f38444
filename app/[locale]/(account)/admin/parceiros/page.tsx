import { Plus } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, type Column } from '@/components/admin/data-table';
import { FilterField, ListFilters } from '@/components/admin/list-filters';
import { PartnerActiveToggle } from '@/components/admin/partners/active-toggle';
import { PartnerStatusBadge } from '@/components/admin/partners/status-badge';
import { buttonClass } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { ClientStrings } from '@/i18n/client-strings';
import { Link } from '@/i18n/navigation';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { UFS } from '@/lib/config/brazil';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { listPartners, parsePartnerQuery, PARTNER_STATUSES, PARTNER_VIEW_DAYS, type PartnerListRow } from '@/lib/data/admin-partners';
import { LIST_Q_MAX } from '@/lib/data/list-query';

const PATH = '/admin/parceiros';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/parceiros'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminPartners');
}

const STATUS_LABEL = { all: 'list.statusAll', active: 'list.statusActive', inactive: 'list.statusInactive' } as const;

export default async function AdminPartnersPage({ params, searchParams }: PageProps<'/[locale]/admin/parceiros'>) {
  const { locale, user, db, t, common, format } = await adminPage(params, PATH, 'AdminPartners');
  const query = parsePartnerQuery(await searchParams);
  const result = await listPartners(db, user, query);
  const number = (n: number) => format.number(n);
  const filtered = query.status !== 'all' || query.uf !== null || query.q !== '';
  const defaultSort = query.sort === 'name' && query.dir === 'asc';
  const sortParams = defaultSort ? {} : { sort: query.sort, dir: query.dir };

  const columns: Column<PartnerListRow>[] = [
    {
      key: 'name',
      label: t('list.colName'),
      sortable: true,
      cell: (row) => (
        <div className="flex min-w-40 flex-col gap-0.5">
          <Link href={`${PATH}/${row.id}`} className="font-semibold text-primary hover:underline">
            {row.name}
          </Link>
          {row.email ? <span className="break-all text-xs text-muted-foreground">{row.email}</span> : null}
        </div>
      ),
    },
    {
      key: 'location',
      label: t('list.colLocation'),
      cell: (row) => [row.city, row.stateCode].filter(Boolean).join('/') || <span className="text-muted-foreground">{common('none')}</span>,
    },
    {
      key: 'active',
      label: t('list.colStatus'),
      cell: (row) => <PartnerStatusBadge active={row.active} label={t(row.active ? 'statusActive' : 'statusInactive')} />,
    },
    { key: 'territories', label: t('list.colTerritories'), className: 'text-right tabular-nums', cell: (row) => number(row.territories) },
    {
      key: 'views',
      label: t('list.colViews', { days: PARTNER_VIEW_DAYS }),
      sortable: true,
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (row) => (
        <span title={t('list.viewsTitle', { recent: row.viewsRecent, total: row.viewsTotal, days: PARTNER_VIEW_DAYS })}>
          {number(row.viewsRecent)} <span className="text-muted-foreground">/ {number(row.viewsTotal)}</span>
        </span>
      ),
    },
    { key: 'leads', label: t('list.colLeads'), className: 'text-right tabular-nums', cell: (row) => number(row.leads) },
    { key: 'users', label: t('list.colUsers'), className: 'text-right tabular-nums', cell: (row) => number(row.users) },
    {
      key: 'created_at',
      label: t('list.colCreated'),
      sortable: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => format.dateTime(row.createdAt, { dateStyle: 'short', timeZone: COMPANY_TIME_ZONE }),
    },
    {
      key: 'actions',
      label: t('list.colActions'),
      srOnlyLabel: true,
      cell: (row) => <PartnerActiveToggle id={row.id} name={row.name} active={row.active} />,
    },
  ];

  return (
    <div className="container-page flex flex-col gap-8 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <AdminPageHeader backLabel={common('backToAdmin')} title={t('title')} subtitle={t('subtitle')} />
        <Link href={`${PATH}/novo`} className={buttonClass()}>
          <Plus className="size-4" aria-hidden />
          {t('list.new')}
        </Link>
      </div>

      <ListFilters
        label={t('list.filters')}
        clearHref={PATH}
        filtered={filtered}
        filterLabel={common('filter')}
        clearLabel={common('clear')}
        columns="lg:grid-cols-[12rem_14rem_1fr_auto]"
      >
        {!defaultSort ? (
          <>
            <input type="hidden" name="sort" value={query.sort} />
            <input type="hidden" name="dir" value={query.dir} />
          </>
        ) : null}
        <FilterField id="filter-status" label={t('list.status')}>
          <Select id="filter-status" name="status" defaultValue={query.status}>
            {PARTNER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_LABEL[s])}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id="filter-uf" label={t('list.state')}>
          <Select id="filter-uf" name="uf" defaultValue={query.uf ?? ''}>
            <option value="">{t('list.stateAll')}</option>
            {UFS.map((uf) => (
              <option key={uf.code} value={uf.code}>
                {uf.code} — {uf.name}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id="filter-q" label={common('search')} className="sm:col-span-2 lg:col-span-1">
          <Input
            id="filter-q"
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={t('list.searchPlaceholder')}
            maxLength={LIST_Q_MAX}
          />
        </FilterField>
      </ListFilters>

      <section aria-labelledby="results-h" className="flex flex-col gap-4">
        <h2 id="results-h" className="text-lg font-bold">
          {t('list.heading')}
        </h2>
        <ClientStrings locale={locale} namespaces={['AdminPartners', 'AdminCommon']}>
          <DataTable
            locale={locale}
            path={PATH}
            params={{ status: query.status === 'all' ? null : query.status, uf: query.uf, q: query.q, ...sortParams }}
            columns={columns}
            rows={result.rows}
            rowKey={(row) => row.id}
            caption={t('list.caption')}
            sort={query.sort}
            dir={query.dir}
            page={result.page}
            pageCount={result.pageCount}
            total={result.total}
            empty={filtered ? t('list.emptyFiltered') : t('list.empty')}
            testId="partners-table"
          />
        </ClientStrings>
      </section>
    </div>
  );
}
