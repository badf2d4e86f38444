import { Plus } from '@/components/ui/icons';
import type { Metadata } from 'next';
import type { Column } from '@/components/admin/data-table';
import { SearchField, SelectField, SortFields, stateOptions } from '@/components/admin/list-filters';
import { AdminListPage } from '@/components/admin/list-page';
import { PartnerActiveToggle } from '@/components/admin/partners/active-toggle';
import { PartnerStatusBadge } from '@/components/admin/partners/status-badge';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { listPartners, parsePartnerQuery, PARTNER_STATUSES, PARTNER_VIEW_DAYS, type PartnerListRow } from '@/lib/partners/admin';

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
    <AdminListPage
      locale={locale}
      path={PATH}
      namespace="AdminPartners"
      keys={{
        filters: 'list.filters',
        heading: 'list.heading',
        caption: 'list.caption',
        empty: `list.${filtered ? 'emptyFiltered' : 'empty'}`,
      }}
      headerAction={
        <Link href={`${PATH}/novo`} className={buttonClass()}>
          <Plus className="size-4" aria-hidden />
          {t('list.new')}
        </Link>
      }
      filtered={filtered}
      filterColumns="lg:grid-cols-[12rem_14rem_1fr_auto]"
      fields={
        <>
          <SortFields sort={query.sort} dir={query.dir} isDefault={defaultSort} />
          <SelectField
            name="status"
            label={t('list.status')}
            value={query.status}
            options={PARTNER_STATUSES.map((s) => [s, t(STATUS_LABEL[s])])}
          />
          <SelectField name="uf" label={t('list.state')} value={query.uf ?? ''} options={stateOptions(t('list.stateAll'))} />
          <SearchField
            label={common('search')}
            placeholder={t('list.searchPlaceholder')}
            value={query.q}
            className="sm:col-span-2 lg:col-span-1"
          />
        </>
      }
      clientNamespaces={['AdminPartners', 'AdminCommon']}
      table={{
        list: result,
        columns,
        params: { status: query.status === 'all' ? null : query.status, uf: query.uf, q: query.q, ...sortParams },
        sort: query.sort,
        dir: query.dir,
        testId: 'partners-table',
      }}
    />
  );
}
