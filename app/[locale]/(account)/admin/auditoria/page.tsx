import type { Metadata } from 'next';
import { AuditChanges } from '@/components/admin/audit/audit-changes';
import type { Column } from '@/components/admin/data-table';
import { FilterField, SelectField, withCurrent } from '@/components/admin/list-filters';
import { AdminListPage } from '@/components/admin/list-page';
import { Input } from '@/components/ui/input';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { auditFacets, listAudit, parseAuditQuery, type AuditRow } from '@/lib/data/admin-audit';

const PATH = '/admin/auditoria';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/auditoria'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminAudit');
}

export default async function AdminAuditPage({ params, searchParams }: PageProps<'/[locale]/admin/auditoria'>) {
  const { locale, user, db, t, common, format } = await adminPage(params, PATH, 'AdminAudit');
  const query = parseAuditQuery(await searchParams);
  const [list, facets] = await Promise.all([listAudit(db, user, query), auditFacets(db, user)]);

  const none = <span className="text-muted-foreground">{common('none')}</span>;
  const filtered = Boolean(query.actor || query.action || query.entity || query.entityId || query.from || query.to);
  const listParams = {
    actor: query.actor,
    action: query.action,
    entity: query.entity,
    entityId: query.entityId,
    from: query.from,
    to: query.to,
    dir: query.dir === 'desc' ? null : query.dir,
  };
  const labels = (row: AuditRow) => ({
    summary: t('showChanges', { count: row.diff.changes.length + row.diff.details.length }),
    noData: t('noData'),
    field: t('field'),
    before: t('before'),
    after: t('after'),
    changed: t('changed'),
    details: t('details'),
    empty: t('emptyValue'),
  });

  const columns: Column<AuditRow>[] = [
    {
      key: 'created',
      label: t('colTime'),
      sortable: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => (
        <time dateTime={row.createdAt.toISOString()}>
          {format.dateTime(row.createdAt, { dateStyle: 'short', timeStyle: 'medium', timeZone: COMPANY_TIME_ZONE })}
        </time>
      ),
    },
    {
      key: 'actor',
      label: t('colActor'),
      cell: (row) =>
        row.actorId === null ? (
          <span className="text-muted-foreground">{t('system')}</span>
        ) : (
          <div className="flex min-w-40 flex-col gap-0.5">
            {row.actorName ? <span className="font-semibold break-words">{row.actorName}</span> : null}
            {row.actorEmail ? <span className="break-all">{row.actorEmail}</span> : null}
            {row.actorName || row.actorEmail ? null : <span className="font-mono text-xs break-all">{row.actorId}</span>}
          </div>
        ),
    },
    { key: 'action', label: t('colAction'), cell: (row) => <span className="font-mono text-xs whitespace-nowrap">{row.action}</span> },
    {
      key: 'entity',
      label: t('colEntity'),
      cell: (row) => (
        <div className="flex flex-col gap-0.5">
          <span className="font-mono text-xs">{row.entity}</span>
          {row.entityId ? <span className="font-mono text-xs break-all text-muted-foreground">{row.entityId}</span> : null}
        </div>
      ),
    },
    { key: 'ip', label: t('colIp'), cell: (row) => (row.ip ? <span className="font-mono text-xs">{row.ip}</span> : none) },
    { key: 'data', label: t('colChanges'), cell: (row) => <AuditChanges diff={row.diff} labels={labels(row)} /> },
  ];

  return (
    <AdminListPage
      locale={locale}
      path={PATH}
      namespace="AdminAudit"
      filtered={filtered}
      filterColumns="lg:grid-cols-4"
      filterActionsClassName=""
      fields={
        <>
          <FilterField id="filter-actor" label={t('actor')}>
            <Input
              id="filter-actor"
              type="search"
              name="actor"
              defaultValue={query.actor}
              placeholder={t('actorPlaceholder')}
              maxLength={100}
            />
          </FilterField>
          <FilterField id="filter-action" label={t('action')}>
            <Input
              id="filter-action"
              name="action"
              defaultValue={query.action}
              placeholder={t('actionPlaceholder')}
              maxLength={100}
              list="audit-actions"
              aria-describedby="filter-action-hint"
            />
            <datalist id="audit-actions">
              {facets.actions.map((action) => (
                <option key={action} value={action} />
              ))}
            </datalist>
            <p id="filter-action-hint" className="text-xs text-muted-foreground">
              {t('actionHint')}
            </p>
          </FilterField>
          <SelectField
            name="entity"
            label={t('entity')}
            value={query.entity}
            options={[['', t('entityAll')], ...withCurrent(facets.entities, query.entity).map((e) => [e, e] as const)]}
          />
          <FilterField id="filter-entity-id" label={t('entityId')}>
            <Input id="filter-entity-id" name="entityId" defaultValue={query.entityId} maxLength={100} className="font-mono text-sm" />
          </FilterField>
          <FilterField id="filter-from" label={t('from')}>
            <Input id="filter-from" type="date" name="from" defaultValue={query.from ?? ''} />
          </FilterField>
          <FilterField id="filter-to" label={t('to')}>
            <Input id="filter-to" type="date" name="to" defaultValue={query.to ?? ''} />
          </FilterField>
          <SelectField
            name="dir"
            label={t('order')}
            value={query.dir}
            options={[
              ['desc', t('orderNewest')],
              ['asc', t('orderOldest')],
            ]}
          />
        </>
      }
      table={{ list, columns, params: listParams, sort: 'created', dir: query.dir, testId: 'audit' }}
    />
  );
}
