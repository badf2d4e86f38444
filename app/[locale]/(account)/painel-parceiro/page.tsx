import type { Metadata } from 'next';
import { Download } from '@/components/ui/icons';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { SignOutButton } from '@/components/account/sign-out-button';
import { LeadStatusForm } from '@/components/partner/lead-status-form';
import { ProfileEditor } from '@/components/partner/profile-editor';
import { StatusBadge } from '@/components/partner/status-badge';
import { ViewsChart } from '@/components/partner/views-chart';
import { buttonClass } from '@/components/ui/button';
import { ClientStrings } from '@/i18n/client-strings';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { requireUser } from '@/lib/auth/require';
import { CONTACT_SERVICES } from '@/lib/config/catalogue';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { getDb } from '@/lib/db';
import { LEAD_STATUSES } from '@/lib/db/schema';
import { partnerDashboard, partnerLeads, type PartnerProfileView } from '@/lib/partners/panel';
import { type LeadStatus } from '@/lib/leads/model';
import { telUrl } from '@/lib/phone';
import { buildMetadata } from '@/lib/seo/metadata';
import { cn } from '@/lib/utils';
import { saveProfileAction } from '@/lib/actions/partner/dashboard';

export const dynamic = 'force-dynamic';

const PATH = '/painel-parceiro';

export async function generateMetadata({ params }: PageProps<'/[locale]/painel-parceiro'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'PartnerDashboard' });
  return buildMetadata({ locale, pathname: PATH, title: t('title'), description: t('description'), noindex: true });
}

/** A link to the dashboard with a status filter and page, keeping the other one. */
function listHref(status: LeadStatus | null, page = 1): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  return `${PATH}${qs ? `?${qs}` : ''}#leads`;
}

/** The profile form's starting values; a partner without territories starts from its own state and city. */
function profileDefaults(profile: PartnerProfileView) {
  return {
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    territories: profile.territories.length
      ? profile.territories.map((t) => ({ state_code: t.stateCode, cities: [...t.cities] }))
      : [{ state_code: profile.stateCode ?? '', cities: profile.city ? [profile.city] : [] }],
  };
}

export default async function PartnerPanelPage({ params, searchParams }: PageProps<'/[locale]/painel-parceiro'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const user = await requireUser(locale, 'partner', PATH);
  const query = await searchParams;
  const db = await getDb();
  const [t, tContact, format, dashboard, leadPage] = await Promise.all([
    getTranslations({ locale, namespace: 'PartnerDashboard' }),
    getTranslations({ locale, namespace: 'ContactForm' }),
    getFormatter({ locale }),
    partnerDashboard(db, user),
    partnerLeads(db, user, { status: query.status, page: query.page }),
  ]);

  const header = (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-3xl font-extrabold">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('hello', { name: user.fullName || user.email })}</p>
        {dashboard.ok ? <p className="mt-1 font-semibold">{t('partnerOf', { partner: dashboard.data.profile.name })}</p> : null}
      </div>
      <SignOutButton />
    </div>
  );

  if (!dashboard.ok || !leadPage.ok) {
    return (
      <div className="container-page flex flex-col gap-6 py-12">
        {header}
        <p className="rounded-xl border bg-card p-5">{t('noPartner')}</p>
      </div>
    );
  }

  const { profile, viewsPerDay, viewsTotal, leadCounts } = dashboard.data;
  const leadsData = leadPage.data;
  const dayLabel = (day: string) => format.dateTime(new Date(`${day}T12:00:00Z`), { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const peak = Math.max(0, ...viewsPerDay.map((d) => d.views));
  const serviceName = (key: string | null) =>
    key && (CONTACT_SERVICES as readonly string[]).includes(key) ? tContact(`services.${key as (typeof CONTACT_SERVICES)[number]}`) : key;
  const location = [profile.city, profile.stateCode].filter(Boolean).join(' – ');

  return (
    <ClientStrings locale={locale} namespaces={['PartnerDashboard']}>
      <div className="container-page flex flex-col gap-8 py-12">
        {header}

        <div className="grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="profile-h" className="flex flex-col gap-4 rounded-2xl border bg-card p-5 sm:p-6">
            <h2 id="profile-h" className="text-xl font-bold">
              {t('profile.title')}
            </h2>
            <dl className="grid gap-3 text-sm" data-testid="partner-profile">
              <div>
                <dt className="text-muted-foreground">{t('profile.email')}</dt>
                <dd className="break-all font-medium">{profile.email ?? t('profile.notSet')}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('profile.phone')}</dt>
                <dd className="font-medium" data-testid="partner-phone">
                  {profile.phone ?? t('profile.notSet')}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('profile.location')}</dt>
                <dd className="font-medium">{location || t('profile.notSet')}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('profile.territories')}</dt>
                <dd>
                  {profile.territories.length ? (
                    <ul className="mt-1 flex flex-col gap-1">
                      {profile.territories.map((territory) => (
                        <li key={territory.stateCode}>
                          <span className="font-semibold">{territory.stateCode}</span>
                          {territory.cities.length ? `: ${territory.cities.join(', ')}` : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="font-medium">{t('profile.noTerritories')}</span>
                  )}
                </dd>
              </div>
            </dl>
            <ProfileEditor initial={profileDefaults(profile)} save={saveProfileAction} />
          </section>

          <div className="flex flex-col gap-6 lg:col-span-2">
            <section aria-labelledby="views-h" className="rounded-2xl border bg-card p-5 sm:p-6">
              <h2 id="views-h" className="mb-4 text-xl font-bold">
                {t('views.title')}
              </h2>
              <ViewsChart
                data={viewsPerDay.map((d) => ({ ...d, label: dayLabel(d.day) }))}
                labels={{
                  total: t('views.total', { count: format.number(viewsTotal), days: viewsPerDay.length }),
                  peak: t('views.peak', { count: format.number(peak) }),
                  caption: t('views.caption', { days: viewsPerDay.length }),
                  day: t('views.day'),
                  count: t('views.count'),
                }}
              />
            </section>

            <section aria-labelledby="counts-h" className="rounded-2xl border bg-card p-5 sm:p-6">
              <h2 id="counts-h" className="mb-4 text-xl font-bold">
                {t('counts.title')}
              </h2>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
                {LEAD_STATUSES.map((s) => (
                  <div key={s} className="flex flex-col rounded-xl border p-3" data-testid={`count-${s}`}>
                    <dt className="text-sm text-muted-foreground">{t(`status.${s}`)}</dt>
                    <dd className="order-first text-2xl font-extrabold tabular-nums">{format.number(leadCounts[s])}</dd>
                  </div>
                ))}
                <div className="flex flex-col rounded-xl border bg-accent p-3 text-accent-foreground" data-testid="count-total">
                  <dt className="text-sm">{t('counts.total')}</dt>
                  <dd className="order-first text-2xl font-extrabold tabular-nums">{format.number(leadCounts.total)}</dd>
                </div>
              </dl>
            </section>
          </div>
        </div>

        <section id="leads" aria-labelledby="leads-h" className="flex scroll-mt-24 flex-col gap-4 rounded-2xl border bg-card p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="leads-h" className="text-xl font-bold">
              {t('leads.title')}
            </h2>
            <a href="/api/partner/leads.csv" download className={buttonClass({ variant: 'outline', size: 'sm' })}>
              <Download className="size-4" aria-hidden />
              {t('leads.export')}
            </a>
          </div>

          <nav aria-label={t('leads.filter')}>
            <ul className="flex flex-wrap gap-2">
              {[null, ...LEAD_STATUSES].map((s) => {
                const active = leadsData.status === s;
                return (
                  <li key={s ?? 'all'}>
                    <Link
                      href={listHref(s)}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium',
                        active ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent hover:text-accent-foreground',
                      )}
                    >
                      {s ? t(`status.${s}`) : t('counts.all')}
                      <span className="tabular-nums">({format.number(s ? leadCounts[s] : leadCounts.total)})</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          {leadsData.rows.length === 0 ? (
            <p className="text-muted-foreground">{leadsData.status ? t('leads.emptyFiltered') : t('leads.empty')}</p>
          ) : (
            <table role="table" aria-labelledby="leads-h" className="w-full text-left text-sm max-md:block">
              <thead role="rowgroup" className="max-md:sr-only">
                <tr role="row" className="border-b text-muted-foreground">
                  {(['name', 'contact', 'service', 'message', 'date', 'status'] as const).map((c) => (
                    <th key={c} role="columnheader" scope="col" className="py-2 pr-4 font-medium">
                      {t(`leads.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup" className="max-md:flex max-md:flex-col max-md:gap-3">
                {leadsData.rows.map((lead) => {
                  const name = lead.name ?? '—';
                  const cell = 'py-3 pr-4 align-top max-md:p-0';
                  const mobileLabel = (key: 'contact' | 'service' | 'message' | 'date' | 'status') => (
                    <span aria-hidden className="block text-xs font-medium text-muted-foreground md:hidden">
                      {t(`leads.${key}`)}
                    </span>
                  );
                  return (
                    <tr
                      key={lead.id}
                      role="row"
                      data-testid="lead-row"
                      data-lead-id={lead.id}
                      className="border-b last:border-0 max-md:flex max-md:flex-col max-md:gap-3 max-md:rounded-xl max-md:border max-md:p-4 max-md:last:border"
                    >
                      <td role="cell" className={cn(cell, 'font-semibold')}>
                        {name}
                        {lead.company || lead.region ? (
                          <span className="block text-xs font-normal text-muted-foreground">
                            {[lead.company, lead.region].filter(Boolean).join(' · ')}
                          </span>
                        ) : null}
                      </td>
                      <td role="cell" className={cell}>
                        {mobileLabel('contact')}
                        <span className="flex flex-col gap-1">
                          {lead.email ? (
                            <a
                              href={`mailto:${lead.email}`}
                              className="inline-flex min-h-6 w-fit items-center break-all text-primary underline-offset-2 hover:underline"
                            >
                              {lead.email}
                            </a>
                          ) : null}
                          {lead.phone ? (
                            <a
                              href={telUrl(lead.phone) ?? undefined}
                              className="inline-flex min-h-6 w-fit items-center whitespace-nowrap text-primary underline-offset-2 hover:underline"
                            >
                              {lead.phone}
                            </a>
                          ) : null}
                        </span>
                      </td>
                      <td role="cell" className={cell}>
                        {mobileLabel('service')}
                        {serviceName(lead.service) ?? '—'}
                      </td>
                      <td role="cell" className={cn(cell, 'md:max-w-xs')}>
                        {mobileLabel('message')}
                        <span className="break-words">{lead.message || '—'}</span>
                      </td>
                      <td role="cell" className={cn(cell, 'whitespace-nowrap')}>
                        {mobileLabel('date')}
                        <time dateTime={lead.createdAt.toISOString()}>
                          {format.dateTime(lead.createdAt, { dateStyle: 'short', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE })}
                        </time>
                      </td>
                      <td role="cell" className={cn(cell, 'pr-0 md:min-w-60')}>
                        {mobileLabel('status')}
                        <div className="flex flex-col gap-2">
                          <StatusBadge status={lead.status} label={t(`status.${lead.status}`)} />
                          {lead.next.length ? (
                            <LeadStatusForm key={lead.status} leadId={lead.id} name={name} current={lead.status} options={lead.next} />
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}

          {leadsData.pages > 1 ? (
            <nav aria-label={t('leads.pagination')} className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
              {leadsData.page > 1 ? (
                <Link href={listHref(leadsData.status, leadsData.page - 1)} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                  {t('leads.previous')}
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-muted-foreground">{t('leads.page', { page: leadsData.page, pages: leadsData.pages })}</p>
              {leadsData.page < leadsData.pages ? (
                <Link href={listHref(leadsData.status, leadsData.page + 1)} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                  {t('leads.next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </div>
    </ClientStrings>
  );
}
