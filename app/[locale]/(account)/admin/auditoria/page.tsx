import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditChanges } from '@/components/admin/audit/audit-changes';
import type { Column } from '@/components/admin/data-table';
import { FilterField, SelectField, withCurrent } from '@/components/admin/list-filters';
import { AdminListPage } from '@/components/admin/list-page';
import { Input, Select } from '@/components/ui/input';
import { isLocale, LOCALE_NAMES } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { CONTENT_KINDS } from '@/lib/content/editor/kinds';
import { auditFacets, listAudit, parseAuditQuery, type AuditRow } from '@/lib/admin/audit';
import { AUDIT_ACTIONS, contentRef, isAuditAction, isAuditEntity, type AuditAction } from '@/lib/admin/audit-actions';
import { isJobName, JOB_MESSAGE_KEY } from '@/lib/jobs/runs';

const PATH = '/admin/auditoria';

/** The groups of the action filter, by the start of the codes ('lead.status' is in 'lead'). */
const ACTION_GROUPS = [...new Set(AUDIT_ACTIONS.map((a) => a.slice(0, a.indexOf('.'))))] as AuditActionGroup[];
type AuditActionGroup = AuditAction extends `${infer G}.${string}` ? G : never;

export function generateMetadata({ params }: PageProps<'/[locale]/admin/auditoria'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminAudit');
}

export default async function AdminAuditPage({ params, searchParams }: PageProps<'/[locale]/admin/auditoria'>) {
  const { locale, user, db, t, common, format } = await adminPage(params, PATH, 'AdminAudit');
  const query = parseAuditQuery(await searchParams);
  const [list, facets, tContent, tJobs] = await Promise.all([
    listAudit(db, user, query),
    auditFacets(db, user),
    getTranslations({ locale, namespace: 'AdminContent' }),
    getTranslations({ locale, namespace: 'AdminJobs' }),
  ]);

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
  /** An action as a sentence of the page's language; a code the site no longer writes as it is. */
  const actionText = (action: string) => (isAuditAction(action) ? t(`actions.${action}`) : action);
  const entityText = (entity: string) => (isAuditEntity(entity) ? t(`entities.${entity}`) : entity);
  /** The record's name: as stored, or made from a content entry's id or a job's name. */
  const subjectText = (row: AuditRow): string | null => {
    const { name } = row.subject;
    if (row.entity === 'content') {
      const ref = contentRef(row.entityId);
      const contentKind = ref ? CONTENT_KINDS.find((k) => k.id === ref.kind) : undefined;
      if (!ref || !contentKind) return name;
      // Every content kind has its name in AdminContent.kinds.
      const kind = tContent(`kinds.${contentKind.id}` as 'kinds.blog');
      const language = isLocale(ref.locale) ? LOCALE_NAMES[ref.locale] : ref.locale;
      return contentKind.shape === 'single'
        ? t('contentSingle', { kind, language })
        : t('contentEntry', { kind, language, slug: ref.slug });
    }
    if (row.entity === 'seo_runs') return name && isJobName(name) ? tJobs(`jobs.${JOB_MESSAGE_KEY[name]}.title`) : name;
    return name;
  };

  // The action filter: every action the log holds, grouped, each group selectable as a whole;
  // the address's value stays selectable even when no entry has it.
  const present = withCurrent(facets.actions, query.action);
  const groups = ACTION_GROUPS.map((group) => ({
    group,
    actions: AUDIT_ACTIONS.filter((a) => a.startsWith(`${group}.`) && present.includes(a)),
    selected: present.includes(`${group}.`),
  })).filter((g) => g.actions.length || g.selected);
  const others = present.filter((a) => !isAuditAction(a) && !ACTION_GROUPS.some((g) => a === `${g}.`));

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
    {
      key: 'action',
      label: t('colAction'),
      className: 'min-w-48',
      cell: (row) => (
        <span className="font-medium" data-action={row.action} title={t('actionCode', { code: row.action })}>
          {actionText(row.action)}
        </span>
      ),
    },
    {
      key: 'entity',
      label: t('colEntity'),
      className: 'min-w-48',
      cell: (row) => {
        const name = subjectText(row);
        const id = row.entityId;
        const { href } = row.subject;
        const kind = entityText(row.entity);
        return (
          <div className="flex flex-col gap-0.5" data-entity={row.entity}>
            {name ? <span className="text-xs text-muted-foreground">{kind}</span> : null}
            {name && href ? (
              <Link href={href} className="font-medium break-words text-primary hover:underline" title={id ?? undefined}>
                {name}
              </Link>
            ) : name ? (
              <span className="font-medium break-words" title={id ?? undefined}>
                {name}
              </span>
            ) : href ? (
              <Link href={href} className="font-medium text-primary hover:underline">
                {kind}
              </Link>
            ) : (
              <span className="font-medium">{kind}</span>
            )}
            {row.subject.gone ? <span className="text-xs text-muted-foreground italic">{t('gone')}</span> : null}
            {/* The id stays readable for support, in small type, when it is not already the name. */}
            {id && id !== name ? (
              <span className="font-mono text-xs break-all text-muted-foreground" title={t('recordId', { id })}>
                {id}
              </span>
            ) : null}
          </div>
        );
      },
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
            <Select id="filter-action" name="action" defaultValue={query.action} aria-describedby="filter-action-hint">
              <option value="">{t('actionAll')}</option>
              {groups.map(({ group, actions }) => (
                <optgroup key={group} label={t(`actionGroups.${group}`)}>
                  <option value={`${group}.`}>{t('actionGroupAll', { group: t(`actionGroups.${group}`) })}</option>
                  {actions.map((action) => (
                    <option key={action} value={action}>
                      {t(`actions.${action}`)}
                    </option>
                  ))}
                </optgroup>
              ))}
              {others.length ? (
                <optgroup label={t('actionOther')}>
                  {others.map((action) => (
                    <option key={action} value={action}>
                      {action}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </Select>
            <p id="filter-action-hint" className="text-xs text-muted-foreground">
              {t('actionHint')}
            </p>
          </FilterField>
          <SelectField
            name="entity"
            label={t('entity')}
            value={query.entity}
            options={[['', t('entityAll')], ...withCurrent(facets.entities, query.entity).map((e) => [e, entityText(e)] as const)]}
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
