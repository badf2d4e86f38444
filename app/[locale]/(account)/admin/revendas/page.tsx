import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { StatusBadge } from '@/components/admin/application-status';
import { FilterField, ListFilters } from '@/components/admin/list-filters';
import { buttonClass } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { Link } from '@/i18n/navigation';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { UFS } from '@/lib/config/brazil';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { listApplications, parseFilters, type ApplicationFilters, type ApplicationStatus } from '@/lib/resellers/review';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { formatCnpj } from '@/lib/validation/cnpj';

const PATH = '/admin/revendas';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/revendas'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminResellers');
}

const BADGE = { pending: 'badgePending', approved: 'badgeApproved', rejected: 'badgeRejected' } as const;
const FILTER_LABEL = { pending: 'statusPending', approved: 'statusApproved', rejected: 'statusRejected', all: 'statusAll' } as const;

/** The list's address with these filters (empty ones left out), for pagination links. */
function listHref(filters: ApplicationFilters, page: number): string {
  const query = new URLSearchParams();
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.uf) query.set('uf', filters.uf);
  if (filters.q) query.set('q', filters.q);
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  return qs ? `${PATH}?${qs}` : PATH;
}

export default async function ResellerApplicationsPage({ params, searchParams }: PageProps<'/[locale]/admin/revendas'>) {
  const { user, db, t, format } = await adminPage(params, PATH, 'AdminResellers');
  const filters = parseFilters(await searchParams);
  const result = await listApplications(db, user, filters);
  const date = (d: Date) => format.dateTime(d, { dateStyle: 'short', timeZone: COMPANY_TIME_ZONE });
  const badge = (status: ApplicationStatus) => <StatusBadge status={status} label={t(BADGE[status])} />;
  const filtered = filters.status !== 'all' || filters.uf !== null || filters.q !== '';

  return (
    <div className="container-page flex flex-col gap-8 py-12">
      <AdminPageHeader backLabel={t('backToAdmin')} title={t('title')} subtitle={t('subtitle')} />

      <ListFilters
        label={t('filters')}
        clearHref={PATH}
        filtered={filtered}
        filterLabel={t('filter')}
        clearLabel={t('clear')}
        columns="lg:grid-cols-[12rem_14rem_1fr_auto]"
      >
        <FilterField id="filter-status" label={t('status')}>
          <Select id="filter-status" name="status" defaultValue={filters.status}>
            {(['pending', 'approved', 'rejected', 'all'] as const).map((s) => (
              <option key={s} value={s}>
                {t(FILTER_LABEL[s])}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id="filter-uf" label={t('state')}>
          <Select id="filter-uf" name="uf" defaultValue={filters.uf ?? ''}>
            <option value="">{t('stateAll')}</option>
            {UFS.map((uf) => (
              <option key={uf.code} value={uf.code}>
                {uf.code} — {uf.name}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id="filter-q" label={t('search')} className="sm:col-span-2 lg:col-span-1">
          <Input id="filter-q" type="search" name="q" defaultValue={filters.q} placeholder={t('searchPlaceholder')} maxLength={100} />
        </FilterField>
      </ListFilters>

      <section aria-labelledby="results-h" className="flex flex-col gap-4">
        <h2 id="results-h" className="text-lg font-bold">
          {t('results', { count: result.total })}
        </h2>
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
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('colName')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('colLegalName')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('colCnpj')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('colLocation')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('colDate')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('colStatus')}
                    </th>
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
        {result.pageCount > 1 ? (
          <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-3">
            {result.page > 1 ? (
              <Link href={listHref(result.filters, result.page - 1)} className={buttonClass({ variant: 'outline', size: 'sm' })} rel="prev">
                <ChevronLeft className="size-4" aria-hidden />
                {t('previous')}
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-muted-foreground">{t('pageOf', { page: result.page, pages: result.pageCount })}</p>
            {result.page < result.pageCount ? (
              <Link href={listHref(result.filters, result.page + 1)} className={buttonClass({ variant: 'outline', size: 'sm' })} rel="next">
                {t('next')}
                <ChevronRight className="size-4" aria-hidden />
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
