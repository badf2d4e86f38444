import type { Metadata } from 'next';
import type { Column } from '@/components/admin/data-table';
import { SearchField, SelectField, withCurrent } from '@/components/admin/list-filters';
import { AdminListPage } from '@/components/admin/list-page';
import { MailBadge } from '@/components/admin/mail/mail-status';
import { LeadMailFields } from '@/components/admin/mail/lead-mail-fields';
import { ResendButton } from '@/components/admin/mail/resend-button';
import { parseLeadMail } from '@/lib/admin/lead-mail';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { isMailKind } from '@/lib/mail';
import { canDeliverMail, listOutbox, MAIL_STATUS_FILTERS, mailKinds, parseMailQuery, type MailRow } from '@/lib/admin/mail';

const PATH = '/admin/emails';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/emails'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminMail');
}

const STATUS_FILTER = { all: 'statusAll', queued: 'statusQueued', sent: 'statusSent', failed: 'statusFailed' } as const;
const BADGE = { queued: 'badgeQueued', sent: 'badgeSent', failed: 'badgeFailed' } as const;

export default async function AdminMailPage({ params, searchParams }: PageProps<'/[locale]/admin/emails'>) {
  const { locale, user, db, t, common, format } = await adminPage(params, PATH, 'AdminMail');
  const query = parseMailQuery(await searchParams);
  const [list, kinds] = await Promise.all([listOutbox(db, user, query), mailKinds(db, user)]);
  const deliverable = canDeliverMail();

  const when = (d: Date | null) =>
    d ? (
      <time dateTime={d.toISOString()}>{format.dateTime(d, { dateStyle: 'short', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE })}</time>
    ) : (
      <span className="text-muted-foreground">{common('none')}</span>
    );
  // A kind in words; a kind this code no longer sends (older rows) shows as stored.
  const kindName = (kind: string) => (isMailKind(kind) ? t(`kinds.${kind}`) : kind);
  const filtered = query.status !== 'all' || query.kind !== '' || query.q !== '';
  const listParams = {
    status: query.status === 'all' ? null : query.status,
    kind: query.kind,
    q: query.q,
    sort: query.dir === 'desc' ? null : query.sort,
    dir: query.dir === 'desc' ? null : query.dir,
  };

  // A lead notification reads as the form's fields; other mails as their text.
  const lead = (row: MailRow) => {
    const mail = parseLeadMail(row.kind, row.text);
    return mail ? <LeadMailFields locale={locale} mail={mail} /> : null;
  };

  const columns: Column<MailRow>[] = [
    {
      key: 'created',
      label: t('colCreated'),
      sortable: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => when(row.createdAt),
    },
    // An address reads on one line; the table scrolls sideways when it must.
    { key: 'to', label: t('colTo'), className: 'whitespace-nowrap', cell: (row) => row.to },
    {
      key: 'subject',
      label: t('colSubject'),
      cell: (row) => (
        <div className="flex min-w-56 flex-col gap-1">
          <span className="font-semibold break-words">{row.subject}</span>
          {row.redacted ? (
            <span className="self-start">
              <MailBadge kind="redacted" label={t('redactedBadge')} />
            </span>
          ) : null}
          <details className="group" data-testid="mail-text">
            <summary className="cursor-pointer text-sm font-medium text-primary hover:underline">{t('showText')}</summary>
            {lead(row) ?? (
              <pre className="mt-2 max-h-80 max-w-prose overflow-auto whitespace-pre-wrap break-words rounded-lg border bg-background p-3 font-sans text-sm">
                {row.text}
              </pre>
            )}
            {row.redacted ? <p className="mt-2 max-w-prose text-sm text-muted-foreground">{t('redactedNote')}</p> : null}
          </details>
        </div>
      ),
    },
    { key: 'kind', label: t('colKind'), className: 'min-w-40', cell: (row) => kindName(row.kind) },
    { key: 'status', label: t('colStatus'), cell: (row) => <MailBadge kind={row.status} label={t(BADGE[row.status])} /> },
    { key: 'attempts', label: t('colAttempts'), className: 'text-right tabular-nums', cell: (row) => format.number(row.attempts) },
    {
      key: 'lastError',
      label: t('colLastError'),
      cell: (row) =>
        row.lastError ? (
          <span className="block max-w-64 break-words text-xs">{row.lastError}</span>
        ) : (
          <span className="text-muted-foreground">{common('none')}</span>
        ),
    },
    { key: 'sent', label: t('colSent'), className: 'whitespace-nowrap tabular-nums', cell: (row) => when(row.sentAt) },
    {
      key: 'next',
      label: t('colNextAttempt'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => (row.status === 'sent' ? <span className="text-muted-foreground">{common('none')}</span> : when(row.nextAttemptAt)),
    },
    {
      key: 'actions',
      label: t('colActions'),
      srOnlyLabel: true,
      cell: (row) => (row.resendable && deliverable ? <ResendButton id={row.id} to={row.to} subject={row.subject} /> : null),
    },
  ];

  return (
    <AdminListPage
      locale={locale}
      path={PATH}
      namespace="AdminMail"
      notes={
        deliverable ? null : (
          <p role="note" className="rounded-2xl border bg-card p-4 text-sm text-muted-foreground" data-testid="mail-no-transport">
            {t('noTransport')}
          </p>
        )
      }
      filtered={filtered}
      filterColumns="lg:grid-cols-[12rem_14rem_1fr_auto]"
      fields={
        <>
          {query.dir === 'desc' ? null : <input type="hidden" name="dir" value={query.dir} />}
          <SelectField
            name="status"
            label={t('status')}
            value={query.status}
            options={MAIL_STATUS_FILTERS.map((s) => [s, t(STATUS_FILTER[s])])}
          />
          <SelectField
            name="kind"
            label={t('kind')}
            value={query.kind}
            options={[['', t('kindAll')], ...withCurrent(kinds, query.kind).map((k) => [k, kindName(k)] as const)]}
          />
          <SearchField label={t('search')} placeholder={t('searchPlaceholder')} value={query.q} className="sm:col-span-2 lg:col-span-1" />
        </>
      }
      clientNamespaces={['AdminMail', 'AdminCommon']}
      table={{ list, columns, params: listParams, sort: query.sort, dir: query.dir, testId: 'outbox' }}
    />
  );
}
