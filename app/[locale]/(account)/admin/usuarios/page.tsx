import type { Metadata } from 'next';
import type { Column } from '@/components/admin/data-table';
import { SearchField, SelectField, SortFields } from '@/components/admin/list-filters';
import { AdminListPage } from '@/components/admin/list-page';
import { RoleBadge } from '@/components/admin/users/role-badge';
import { RoleControls } from '@/components/admin/users/role-controls';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { listUsers, parseUserQuery, partnerChoices, USER_ROLE_FILTERS, type UserRow } from '@/lib/auth/admin-users';

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
    <AdminListPage
      locale={locale}
      path={PATH}
      namespace="AdminUsers"
      notes={
        list.source === 'roles' ? (
          <p role="note" className="rounded-2xl border bg-card p-4 text-sm text-muted-foreground">
            {t('sourceRoles')}
          </p>
        ) : null
      }
      filtered={filtered}
      filterColumns="lg:grid-cols-[14rem_1fr_auto]"
      fields={
        <>
          <SortFields sort={query.sort} dir={query.dir} isDefault={defaultSort} />
          <SelectField
            name="role"
            label={t('role')}
            value={query.role}
            options={USER_ROLE_FILTERS.map((role) => [role, t(ROLE_LABEL[role])])}
          />
          <SearchField label={t('search')} placeholder={t('searchPlaceholder')} value={query.q} />
        </>
      }
      clientNamespaces={['AdminUsers', 'AdminCommon']}
      table={{ list, columns, params: listParams, sort: query.sort, dir: query.dir, testId: 'users' }}
    />
  );
}
