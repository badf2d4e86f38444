import { Download } from '@/components/ui/icons';
import type { Metadata } from 'next';
import type { Column } from '@/components/admin/data-table';
import { BulkStatusForm } from '@/components/admin/leads/bulk-status-form';
import { LeadStatusBadge } from '@/components/admin/leads/lead-status-badge';
import { FilterField, SearchField, SelectField, SortFields } from '@/components/admin/list-filters';
import { AdminListPage } from '@/components/admin/list-page';
import { buttonClass } from '@/components/ui/button';
import { Checkbox, Input } from '@/components/ui/input';
import { ClientStrings } from '@/i18n/client-strings';
import { LOCALE_NAMES, LOCALES, isLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { leadPartnerOptions, listLeads, type AdminLeadRow } from '@/lib/leads/admin';
import { hasLeadFilters, leadQueryParams, parseLeadFilters } from '@/lib/leads/admin-query';
import { listHref } from '@/lib/admin/list-query';
import { LEAD_STATUSES, LEAD_TYPES } from '@/lib/db/schema';
import { ADMIN_LEAD_NOTE_MAX } from '@/lib/validation/admin-leads';

const PATH = '/admin/leads';
const BULK_FORM = 'bulk-leads';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/leads'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminLeads');
}

export default async function AdminLeadsPage({ params, searchParams }: PageProps<'/[locale]/admin/leads'>) {
  const { locale, user, db, t, common, format } = await adminPage(params, PATH, 'AdminLeads');
  const query = parseLeadFilters(await searchParams);
  const [result, partners] = await Promise.all([listLeads(db, user, query), leadPartnerOptions(db, user)]);
  const urlParams = leadQueryParams(result.query);
  const csvHref = listHref('/api/admin/leads.csv', urlParams);
  const none = <span className="text-muted-foreground">{common('none')}</span>;
  const when = (d: Date) => format.dateTime(d, { dateStyle: 'short', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE });
  const label = (row: AdminLeadRow) => row.name || row.email || t('noName');

  const columns: Column<AdminLeadRow>[] = [
    {
      key: 'select',
      label: t('columns.select'),
      srOnlyLabel: true,
      className: 'w-10',
      cell: (row) => <Checkbox form={BULK_FORM} name="ids" value={row.id} aria-label={t('selectLead', { name: label(row) })} />,
    },
    {
      key: 'created_at',
      label: t('columns.date'),
      sortable: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => <time dateTime={row.createdAt.toISOString()}>{when(row.createdAt)}</time>,
    },
    { key: 'type', label: t('columns.type'), sortable: true, className: 'whitespace-nowrap', cell: (row) => t(`types.${row.type}`) },
    {
      key: 'name',
      label: t('columns.name'),
      sortable: true,
      className: 'min-w-32',
      // The company goes under the name: one column less, so an e-mail keeps to one line on a laptop.
      cell: (row) => (
        <div className="flex flex-col gap-0.5">
          <Link href={`${PATH}/${row.id}`} className="font-semibold text-primary hover:underline">
            {label(row)}
          </Link>
          {row.company ? (
            <span className="text-xs text-muted-foreground">
              <span className="sr-only">{t('columns.company')}: </span>
              {row.company}
            </span>
          ) : null}
        </div>
      ),
    },
    { key: 'email', label: t('columns.email'), className: 'whitespace-nowrap', cell: (row) => row.email ?? none },
    {
      key: 'status',
      label: t('columns.status'),
      sortable: true,
      cell: (row) => <LeadStatusBadge status={row.status} label={t(`statuses.${row.status}`)} />,
    },
    { key: 'partner', label: t('columns.partner'), cell: (row) => row.partnerName ?? none },
    {
      key: 'locale',
      label: t('columns.locale'),
      className: 'whitespace-nowrap',
      cell: (row) => (isLocale(row.locale) ? LOCALE_NAMES[row.locale] : (row.locale ?? none)),
    },
    {
      key: 'source',
      label: t('columns.source'),
      cell: (row) =>
        row.sourcePage ? (
          // Capped on the span itself: a table cell's own max-width does not bound the column.
          <span className="block max-w-32 truncate" title={row.sourcePage}>
            {row.sourcePage}
          </span>
        ) : (
          none
        ),
    },
  ];

  return (
    <AdminListPage
      locale={locale}
      path={PATH}
      namespace="AdminLeads"
      keys={{ heading: 'resultsHeading' }}
      filtered={hasLeadFilters(query)}
      filterColumns="lg:grid-cols-4"
      filterActionsClassName="sm:col-span-2 lg:col-span-4"
      fields={
        <>
          <SortFields
            sort={result.query.sort}
            dir={result.query.dir}
            isDefault={result.query.sort === 'created_at' && result.query.dir === 'desc'}
          />
          <SelectField
            name="type"
            label={t('type')}
            value={query.type ?? ''}
            options={[['', common('all')], ...LEAD_TYPES.map((type) => [type, t(`types.${type}`)] as const)]}
          />
          <SelectField
            name="status"
            label={t('status')}
            value={query.status ?? ''}
            options={[['', common('all')], ...LEAD_STATUSES.map((status) => [status, t(`statuses.${status}`)] as const)]}
          />
          <SelectField
            name="partner"
            label={t('partner')}
            value={query.partner ?? ''}
            options={[
              ['', common('all')],
              ['none', t('partnerNone')],
              ...partners.map((p) => [p.id, p.active ? p.name : t('partnerInactive', { name: p.name })] as const),
            ]}
          />
          <SelectField
            name="locale"
            label={t('locale')}
            value={query.locale ?? ''}
            options={[['', common('all')], ...LOCALES.map((l) => [l, LOCALE_NAMES[l]] as const)]}
          />
          <FilterField id="filter-from" label={t('from')}>
            <Input id="filter-from" type="date" name="from" defaultValue={query.from ?? ''} max={query.to ?? undefined} />
          </FilterField>
          <FilterField id="filter-to" label={t('to')}>
            <Input id="filter-to" type="date" name="to" defaultValue={query.to ?? ''} min={query.from ?? undefined} />
          </FilterField>
          <SearchField label={t('search')} placeholder={t('searchPlaceholder')} value={query.q} className="sm:col-span-2" />
        </>
      }
      headingAside={
        <div className="flex flex-col items-start gap-1 sm:items-end">
          {/* A plain link: the download is a route handler, outside the locale prefix. */}
          <a href={csvHref} download className={buttonClass({ variant: 'outline', size: 'sm' })} data-testid="leads-export">
            <Download className="size-4" aria-hidden />
            {common('exportCsv')}
          </a>
          <p className="text-xs text-muted-foreground">{t('exportHint')}</p>
        </div>
      }
      beforeTable={
        result.rows.length > 0 ? (
          <ClientStrings locale={locale} namespaces={['AdminLeads', 'AdminCommon']}>
            <BulkStatusForm formId={BULK_FORM} statuses={LEAD_STATUSES} noteMax={ADMIN_LEAD_NOTE_MAX} />
          </ClientStrings>
        ) : null
      }
      table={{ list: result, columns, params: urlParams, sort: result.query.sort, dir: result.query.dir, testId: 'leads-table' }}
    />
  );
}
