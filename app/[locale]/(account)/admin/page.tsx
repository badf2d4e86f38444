import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/account/sign-out-button';
import { JobsCard } from '@/components/admin/jobs-card';
import { AnalyticsCard } from '@/components/admin/analytics-card';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { parseLeadMail } from '@/lib/admin/lead-mail';
import { recentOutbox, tableCounts, type CountedTable } from '@/lib/admin/tables';
import { adminOverview } from '@/lib/admin/overview';
import { OverviewCard } from '@/components/admin/overview-card';
import { AreaLinks } from '@/components/admin/area-links';
import { LeadMailFields } from '@/components/admin/mail/lead-mail-fields';
import { MailBadge } from '@/components/admin/mail/mail-status';

/** Where the back office lists each kind of stored record, when it does. */
const STORED_PAGES: Partial<Record<CountedTable, string>> = {
  leads: '/admin/leads',
  newsletter_subscribers: '/admin/newsletter',
  reseller_applications: '/admin/revendas',
  partners: '/admin/parceiros',
  user_roles: '/admin/usuarios',
  seo_runs: '/admin/seo',
  outbox: '/admin/emails',
};

const MAIL_BADGE = { queued: 'badgeQueued', sent: 'badgeSent', failed: 'badgeFailed' } as const;

export function generateMetadata({ params }: PageProps<'/[locale]/admin'>): Promise<Metadata> {
  return adminMetadata(params, '/admin', 'Account', { title: 'adminTitle', description: 'adminTitle' });
}

export default async function AdminPage({ params }: PageProps<'/[locale]/admin'>) {
  const { locale, user, db, t, format } = await adminPage(params, '/admin', 'Account');
  const [counts, mails, tResellers, tHome, tMail, overview] = await Promise.all([
    tableCounts(),
    recentOutbox(),
    getTranslations({ locale, namespace: 'AdminResellers' }),
    getTranslations({ locale, namespace: 'AdminHome' }),
    getTranslations({ locale, namespace: 'AdminMail' }),
    adminOverview(db, user),
  ]);
  const pending = overview.applicationsPending;

  return (
    <div className="container-page flex flex-col gap-8 py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">{t('adminTitle')}</h1>
          <p className="mt-1 text-muted-foreground">{t('adminHello', { name: user.fullName || user.email })}</p>
        </div>
        <SignOutButton />
      </div>

      <OverviewCard locale={locale} data={overview} />

      <AreaLinks locale={locale} data={overview} />

      <section aria-labelledby="resellers-h" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border bg-card p-6">
        <div>
          <h2 id="resellers-h" className="text-xl font-bold">
            {tResellers('title')}
          </h2>
          <p className="mt-1 text-muted-foreground" data-testid="pending-applications">
            {tResellers('cardText', { count: pending })}
          </p>
        </div>
        <Link href="/admin/revendas?status=pending" className={buttonClass({ variant: pending ? 'primary' : 'outline' })}>
          {tResellers('cardLink')}
        </Link>
      </section>

      <JobsCard locale={locale} />

      <AnalyticsCard locale={locale} />

      <section aria-labelledby="counts-h" className="rounded-2xl border bg-card p-6">
        <h2 id="counts-h" className="text-xl font-bold">
          {tHome('stored.title')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">{tHome('stored.note')}</p>
        <table className="w-full max-w-xl text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 font-medium">
                {tHome('stored.what')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {tHome('stored.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map((c) => {
              const href = STORED_PAGES[c.table];
              const name = tHome(`stored.tables.${c.table}`);
              return (
                <tr key={c.table} className="border-b last:border-0">
                  <th scope="row" className="py-2 text-left font-normal">
                    {href ? (
                      <Link href={href} className="text-primary hover:underline">
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                  </th>
                  <td className="py-2 text-right tabular-nums" data-table={c.table}>
                    {format.number(c.rows)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="outbox-h" className="rounded-2xl border bg-card p-6">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="outbox-h" className="text-xl font-bold">
            {t('outboxTitle')}
          </h2>
          <Link href="/admin/emails" className="text-sm font-medium text-primary hover:underline">
            {tHome('outboxAll')}
          </Link>
        </div>
        {mails.length === 0 ? (
          <p className="text-muted-foreground">{t('outboxEmpty')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {mails.map((m) => {
              const lead = parseLeadMail(m.kind, m.text);
              return (
                <li key={m.id} className="rounded-lg border p-4" data-testid="outbox-item" data-kind={m.kind}>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
                    <span>
                      {t('outboxTo')}: <span className="font-medium break-all text-foreground">{m.to}</span>
                    </span>
                    <span aria-hidden>·</span>
                    <span>
                      {t('outboxWhen')}: {format.dateTime(m.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
                    </span>
                    <MailBadge kind={m.status} label={tMail(MAIL_BADGE[m.status])} />
                  </p>
                  <p className="mt-1 font-semibold">{m.subject}</p>
                  {lead ? (
                    <LeadMailFields locale={locale} mail={lead} />
                  ) : (
                    <pre className="mt-2 font-sans text-sm break-words whitespace-pre-wrap">{m.text}</pre>
                  )}
                  {m.redacted ? (
                    <p className="mt-2 text-sm text-muted-foreground" data-testid="outbox-redacted">
                      {t('outboxRedacted')}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
