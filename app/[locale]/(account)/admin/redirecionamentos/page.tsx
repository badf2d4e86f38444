import type { Metadata } from 'next';
import { RedirectForm } from '@/components/admin/content/redirect-form';
import { RemoveRedirectButton } from '@/components/admin/content/remove-redirect';
import type { Column } from '@/components/admin/data-table';
import { SelectField } from '@/components/admin/list-filters';
import { AdminListPage } from '@/components/admin/list-page';
import { ToneBadge } from '@/components/admin/tone-badge';
import { ClientStrings } from '@/i18n/client-strings';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { listRedirects, type Redirect } from '@/lib/content/redirects';

const PATH = '/admin/redirecionamentos';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/redirecionamentos'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminRedirects');
}

/**
 * Old addresses of the site: the 308 redirects and 410 answers a rename or a deletion left, and
 * the rules admins add (a campaign address, a page that moved). Loops and chains are refused.
 */
const SOURCES = ['rename', 'delete', 'admin'] as const;

export default async function AdminRedirectsPage({ params, searchParams }: PageProps<'/[locale]/admin/redirecionamentos'>) {
  const { locale, db, t, common, when } = await adminPage(params, PATH, 'AdminRedirects');
  const raw = (await searchParams).origem;
  const source = SOURCES.find((s) => s === raw) ?? '';
  const rules = (await listRedirects(db)).filter((r) => !source || r.source === source);

  const columns: Column<Redirect>[] = [
    { key: 'from', label: t('colFrom'), className: 'break-all font-mono text-sm', cell: (r) => r.fromPath },
    {
      key: 'to',
      label: t('colTo'),
      className: 'break-all font-mono text-sm',
      cell: (r) => (r.toPath ? r.toPath : <ToneBadge tone="slate" label={t('gone')} data={{ 'data-gone': 'true' }} fit />),
    },
    { key: 'source', label: t('colSource'), cell: (r) => t(`sources.${r.source}`) },
    {
      key: 'created',
      label: t('colCreated'),
      className: 'whitespace-nowrap',
      cell: (r) => <time dateTime={r.createdAt.toISOString()}>{when(r.createdAt)}</time>,
    },
    {
      key: 'actions',
      label: t('colActions'),
      srOnlyLabel: true,
      cell: (r) => <RemoveRedirectButton fromPath={r.fromPath} />,
    },
  ];

  return (
    <AdminListPage
      locale={locale}
      path={PATH}
      namespace="AdminRedirects"
      beforeTable={
        <section aria-labelledby="redirect-form-h" className="mb-6 flex flex-col gap-3 rounded-2xl border bg-card p-4">
          <h2 id="redirect-form-h" className="text-lg font-semibold">
            {t('form.title')}
          </h2>
          <ClientStrings locale={locale} namespaces={['AdminRedirects', 'AdminCommon']}>
            <RedirectForm />
          </ClientStrings>
        </section>
      }
      filtered={source !== ''}
      filterColumns="lg:grid-cols-[14rem_auto]"
      fields={
        <SelectField
          name="origem"
          id="filter-source"
          label={t('colSource')}
          value={source}
          options={[['', common('all')], ...SOURCES.map((s) => [s, t(`sources.${s}`)] as const)]}
        />
      }
      clientNamespaces={['AdminRedirects', 'AdminCommon']}
      table={{
        list: { rows: rules, page: 1, pageCount: 1, total: rules.length },
        rowKey: (r) => r.fromPath,
        columns,
        params: { origem: source || null },
        testId: 'redirects-table',
      }}
    />
  );
}
