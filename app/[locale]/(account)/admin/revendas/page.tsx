import type { Metadata } from 'next';
import { StatusBadge } from '@/components/admin/application-status';
import { SearchField, SelectField, stateOptions } from '@/components/admin/list-filters';
import { AdminListPage } from '@/components/admin/list-page';
import { Pagination } from '@/components/admin/pagination';
import { Link } from '@/i18n/navigation';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { listApplications } from '@/lib/resellers/admin';
import { filterParams, parseFilters, type ApplicationStatus } from '@/lib/resellers/admin-query';
import { listHref } from '@/lib/admin/list-query';
import { formatCnpj } from '@/lib/validation/cnpj';

const PATH = '/admin/revendas';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/revendas'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminResellers');
}

const BADGE = { pending: 'badgePending', approved: 'badgeApproved', rejected: 'badgeRejected' } as const;
const COLUMNS = ['colName', 'colLegalName', 'colCnpj', 'colLocation', 'colDate', 'colStatus'] as const;
const FILTER_LABEL = { pending: 'statusPending', approved: 'statusApproved', rejected: 'statusRejected', all: 'statusAll' } as const;

export default async function ResellerApplicationsPage({ params, searchParams }: PageProps<'/[locale]/admin/revendas'>) {
  const { locale, user, db, t, format } = await adminPage(params, PATH, 'AdminResellers');
  const filters = parseFilters(await searchParams);
  const result = await listApplications(db, user, filters);
  const date = (d: Date) => format.dateTime(d, { dateStyle: 'short', timeZone: COMPANY_TIME_ZONE });
  const badge = (status: ApplicationStatus) => <StatusBadge status={status} label={t(BADGE[status])} />;
  const filtered = filters.status !== 'all' || filters.uf !== null || filters.q !== '';

  return (
    <AdminListPage
      locale={locale}
      path={PATH}
      namespace="AdminResellers"
      filtered={filtered}
      filterColumns="lg:grid-cols-[12rem_14rem_1fr_auto]"
      fields={
        <>
          <SelectField
            name="status"
            label={t('status')}
            value={filters.status}
            options={(['pending', 'approved', 'rejected', 'all'] as const).map((s) => [s, t(FILTER_LABEL[s])])}
          />
          <SelectField name="uf" label={t('state')} value={filters.uf ?? ''} options={stateOptions(t('stateAll'))} />
          <SearchField label={t('search')} placeholder={t('searchPlaceholder')} value={filters.q} className="sm:col-span-2 lg:col-span-1" />
        </>
      }
      heading={t('results', { count: result.total })}
    >
      {result.items.length === 0 ? (
        <p className="rounded-2xl border bg-card p-6 text-muted-foreground">{t('empty')}</p>
      ) : (
        <>
          {/* Cards on small screens, a table from lg up. */}
          <ul className="flex flex-col gap-3 lg:hidden" data-testid="application-cards">
            {result.items.map((row) => (
              <li key={row.id} className="rounded-xl border bg-card p-4">
                <div className="flex items-start justify-between gap-3">
                  <Link href={`${PATH}/${row.id}`} className="font-semibold text-primary hover:underline">
                    {row.nomeFantasia}
                  </Link>
                  {badge(row.status)}
                </div>
                <p className="mt-1 text-sm">{row.razaoSocial}</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  <span className="tabular-nums">{formatCnpj(row.cnpj)}</span> · {row.cidade}/{row.estado} · {date(row.createdAt)}
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-2xl border bg-card lg:block">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  {COLUMNS.map((key) => (
                    <th key={key} scope="col" className="px-4 py-3 font-medium">
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.items.map((row) => (
                  <tr key={row.id} className="border-b last:border-0" data-testid="application-row">
                    <td className="px-4 py-3">
                      <Link href={`${PATH}/${row.id}`} className="font-semibold text-primary hover:underline">
                        {row.nomeFantasia}
                      </Link>
                    </td>
                    <td className="px-4 py-3">{row.razaoSocial}</td>
                    <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatCnpj(row.cnpj)}</td>
                    <td className="px-4 py-3">
                      {row.cidade}/{row.estado}
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 tabular-nums">{date(row.createdAt)}</td>
                    <td className="px-4 py-3">{badge(row.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pagination
        locale={locale}
        page={result.page}
        pageCount={result.pageCount}
        href={(page) => listHref(PATH, { ...filterParams(result.filters), page })}
      />
    </AdminListPage>
  );
}
