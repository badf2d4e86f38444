import { Download } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { ToneBadge, type Tone } from '@/components/admin/tone-badge';
import type { Column } from '@/components/admin/data-table';
import { SearchField, SelectField, SortFields } from '@/components/admin/list-filters';
import { AdminListPage } from '@/components/admin/list-page';
import { RemoveSubscriberButton } from '@/components/admin/newsletter/remove-subscriber';
import { buttonClass } from '@/components/ui/button';
import { isLocale, LOCALE_NAMES } from '@/i18n/locales';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import {
  listSubscribers,
  parseSubscriberQuery,
  SUBSCRIBER_STATUSES,
  subscriberStatus,
  type SubscriberRow,
} from '@/lib/leads/admin-newsletter';

const PATH = '/admin/newsletter';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/newsletter'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminNewsletter');
}

const STATUS_LABEL = { all: 'statusAll', active: 'statusActive', pending: 'statusPending', unsubscribed: 'statusUnsubscribed' } as const;

const TONES = { active: 'green', pending: 'amber', unsubscribed: 'muted' } as const satisfies Record<string, Tone>;

export default async function AdminNewsletterPage({ params, searchParams }: PageProps<'/[locale]/admin/newsletter'>) {
  const { locale, user, db, t, common, format } = await adminPage(params, PATH, 'AdminNewsletter');
  const query = parseSubscriberQuery(await searchParams);
  const result = await listSubscribers(db, user, query);
  const when = (d: Date) => format.dateTime(d, { dateStyle: 'short', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE });
  const filtered = query.status !== 'all' || query.q !== '';
  const defaultSort = query.sort === 'created' && query.dir === 'desc';
  const sortParams = defaultSort ? {} : { sort: query.sort, dir: query.dir };

  const badge = (row: SubscriberRow) => {
    const status = subscriberStatus(row);
    const text =
      status === 'active'
        ? t('statusActiveBadge')
        : status === 'pending'
          ? t('statusPendingBadge')
          : t('cancelledOn', { date: when(row.unsubscribedAt!) });
    return <ToneBadge tone={TONES[status]} label={text} data={{ 'data-status': status }} fit />;
  };

  const columns: Column<SubscriberRow>[] = [
    { key: 'email', label: t('colEmail'), sortable: true, className: 'break-all', cell: (row) => row.email },
    {
      key: 'locale',
      label: t('colLocale'),
      cell: (row) =>
        isLocale(row.locale) ? LOCALE_NAMES[row.locale] : row.locale || <span className="text-muted-foreground">{common('none')}</span>,
    },
    {
      key: 'consent',
      label: t('colConsent'),
      sortable: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => <time dateTime={row.consentAt.toISOString()}>{when(row.consentAt)}</time>,
    },
    {
      key: 'created',
      label: t('colCreated'),
      sortable: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => <time dateTime={row.createdAt.toISOString()}>{when(row.createdAt)}</time>,
    },
    { key: 'status', label: t('colStatus'), cell: badge },
    {
      key: 'actions',
      label: t('colActions'),
      srOnlyLabel: true,
      cell: (row) => <RemoveSubscriberButton id={row.id} email={row.email} />,
    },
  ];

  return (
    <AdminListPage
      locale={locale}
      path={PATH}
      namespace="AdminNewsletter"
      keys={{ heading: 'heading', empty: filtered ? 'emptyFiltered' : 'empty' }}
      headerAction={
        // A plain link: the browser downloads the file itself, signed in by its cookie.
        <a href="/api/admin/newsletter.csv" download className={buttonClass({ variant: 'outline' })} data-testid="newsletter-export">
          <Download className="size-4" aria-hidden />
          {common('exportCsv')}
        </a>
      }
      notes={<p className="-mt-4 text-sm text-muted-foreground">{t('exportHint')}</p>}
      filtered={filtered}
      filterColumns="lg:grid-cols-[14rem_1fr_auto]"
      fields={
        <>
          <SortFields sort={query.sort} dir={query.dir} isDefault={defaultSort} />
          <SelectField
            name="status"
            label={t('status')}
            value={query.status}
            options={SUBSCRIBER_STATUSES.map((s) => [s, t(STATUS_LABEL[s])])}
          />
          <SearchField label={common('search')} placeholder={t('searchPlaceholder')} value={query.q} />
        </>
      }
      clientNamespaces={['AdminNewsletter', 'AdminCommon']}
      table={{
        list: result,
        columns,
        params: { status: query.status === 'all' ? null : query.status, q: query.q, ...sortParams },
        sort: query.sort,
        dir: query.dir,
        testId: 'subscribers-table',
      }}
    />
  );
}
