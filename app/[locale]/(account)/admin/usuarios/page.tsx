import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, type Column } from '@/components/admin/data-table';
import { FilterField, ListFilters } from '@/components/admin/list-filters';
import { RoleBadge } from '@/components/admin/users/role-badge';
import { RoleControls } from '@/components/admin/users/role-controls';
import { Input, Select } from '@/components/ui/input';
import { ClientStrings } from '@/i18n/client-strings';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { listUsers, parseUserQuery, partnerChoices, USER_ROLE_FILTERS, type UserRow } from '@/lib/data/admin-users';
import { LIST_Q_MAX } from '@/lib/data/list-query';

const PATH = '/admin/usuarios';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/usuarios'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminUsers');
}

const ROLE_LABEL = { all: 'roleAll', admin: 'roleAdmin', partner: 'rolePartner', none: 'roleNone' } as const;

export default async function AdminUsersPage({ params, searchParams }: PageProps<'/[locale]/admin/usuarios'>) {
  const { locale, user, db, t, common, format } = await adminPage(params, PATH, 'AdminUsers');
  const query = parseUserQuery(await searchParams);
  const [list, partners] = await Promise.all([listUsers(db, user, query), partnerChoices(db, user)]);

  const date = (d: Date) => format.dateTime(d, { dateStyle: 'short', timeZone: COMPANY_TIME_ZONE });
  const unknown = <span className="text-muted-foreground">{t('unknown')}</span>;
  const filtered = query.role !== 'all' || query.q !== '';
  const defaultSort = query.sort === 'created' && query.dir === 'desc';
  // The list's own parameters (pagination and sort links keep them).
  const listParams = {
    role: query.role === 'all' ? null : query.role,
    q: query.q,
    sort: defaultSort ? null : query.sort,
    dir: defaultSort ? null : query.dir,
  };

  const columns: Column<UserRow>[] = [
    {
      key: 'name',
      label: t('colName'),
      sortable: list.source !== 'roles',
      cell: (row) => (
        <div className="flex min-w-40 flex-col gap-0.5">
          <span className="font-semibold break-words">{row.name ?? unknown}</span>
          {list.source === 'roles' ? <span className="font-mono text-xs break-all text-muted-foreground">{row.id}</span> : null}
          {row.id === user.id ? <span className="text-xs font-medium text-primary">({t('you')})</span> : null}
        </div>
      ),
    },
    {
      key: 'email',
      label: t('colEmail'),
      sortable: list.source !== 'roles',
      cell: (row) =>
        row.email ? (
          <a href={`mailto:${row.email}`} className="break-all text-primary hover:underline">
            {row.email}
          </a>
        ) : (
          unknown
        ),
    },
    {
      key: 'verified',
      label: t('colVerified'),
      className: 'whitespace-nowrap',
      cell: (row) => (row.emailVerified === null ? unknown : row.emailVerified ? t('verifiedYes') : t('verifiedNo')),
    },
    {
      key: 'created',
      label: t('colCreated'),
      sortable: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => (row.createdAt ? date(row.createdAt) : unknown),
    },
    {
      key: 'roles',
      label: t('colRoles'),
      cell: (row) =>
        row.roles.length ? (
          <div className="flex flex-col items-start gap-1">
            <div className="flex flex-wrap gap-1">
              {row.roles.map((role) => (
                <RoleBadge key={role} role={role} label={t(role === 'admin' ? 'badgeAdmin' : 'badgePartner')} />
              ))}
            </div>
            {row.roles.includes('admin') && list.adminCount <= 1 ? (
              <span className="text-xs text-muted-foreground">{t('onlyAdmin')}</span>
            ) : null}
          </div>
        ) : (
          <span className="text-muted-foreground">{t('noRole')}</span>
        ),
    },
    {
      key: 'partner',
      label: t('colPartner'),
      cell: (row) =>
        row.partner ? (
          <span className="break-words">{row.partner.name}</span>
        ) : (
          <span className="text-muted-foreground">{common('none')}</span>
        ),
    },
    {
      key: 'actions',
      label: t('colActions'),
      cell: (row) => (
        <RoleControls
          userId={row.id}
          name={row.name ?? row.email ?? row.id}
          isAdmin={row.roles.includes('admin')}
          isSelf={row.id === user.id}
          partner={row.partner}
          partners={partners}
        />
      ),
    },
  ];

  return (
    <div className="container-page flex flex-col gap-8 py-12">
      <AdminPageHeader backLabel={common('backToAdmin')} title={t('title')} subtitle={t('subtitle')} />

      {list.source === 'roles' ? (
        <p role="note" className="rounded-2xl border bg-card p-4 text-sm text-muted-foreground">
          {t('sourceRoles')}
        </p>
      ) : null}

      <ListFilters
        label={t('filters')}
        clearHref={PATH}
        filtered={filtered}
        filterLabel={common('filter')}
        clearLabel={common('clear')}
        columns="lg:grid-cols-[14rem_1fr_auto]"
      >
        {defaultSort ? null : (
          <>
            <input type="hidden" name="sort" value={query.sort} />
            <input type="hidden" name="dir" value={query.dir} />
          </>
        )}
        <FilterField id="filter-role" label={t('role')}>
          <Select id="filter-role" name="role" defaultValue={query.role}>
            {USER_ROLE_FILTERS.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_LABEL[role])}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id="filter-q" label={t('search')}>
          <Input id="filter-q" type="search" name="q" defaultValue={query.q} placeholder={t('searchPlaceholder')} maxLength={LIST_Q_MAX} />
        </FilterField>
      </ListFilters>

      <section aria-labelledby="users-h" className="flex flex-col gap-4">
        <h2 id="users-h" className="text-lg font-bold">
          {t('listTitle')}
        </h2>
        <ClientStrings locale={locale} namespaces={['AdminUsers', 'AdminCommon']}>
          <DataTable
            locale={locale}
            path={PATH}
            params={listParams}
            columns={columns}
            rows={list.rows}
            rowKey={(row) => row.id}
            caption={t('caption')}
            sort={query.sort}
            dir={query.dir}
            page={list.page}
            pageCount={list.pageCount}
            total={list.total}
            empty={t('empty')}
            testId="users"
          />
        </ClientStrings>
      </section>
    </div>
  );
}
