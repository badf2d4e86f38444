import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { DeleteAccount } from '@/components/account/client-area/delete-account';
import { NameForm } from '@/components/account/client-area/name-form';
import { PasswordForm } from '@/components/account/client-area/password-form';
import { SignOutButton } from '@/components/account/sign-out-button';
import { StatusBadge } from '@/components/partner/status-badge';
import { buttonClass } from '@/components/ui/button';
import { AlertTriangle, BadgeCheck, BookOpen, Download, Inbox, Info, Mail, Shield, UserRound } from '@/components/ui/icons';
import { ClientStrings } from '@/i18n/client-strings';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { requireUser } from '@/lib/auth/require';
import { CONTACT_SERVICES } from '@/lib/config/catalogue';
import { COMPANY, COMPANY_TIME_ZONE } from '@/lib/config/company';
import { getDb } from '@/lib/db';
import { myEbooks, myRequests } from '@/lib/auth/client-area';
import { buildMetadata } from '@/lib/seo/metadata';
import { cn } from '@/lib/utils';
import { changePasswordAction, deleteAccountAction, saveNameAction } from '@/lib/actions/account/client-area';

const PATH = '/area-do-cliente';

export async function generateMetadata({ params }: PageProps<'/[locale]/area-do-cliente'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'ClientArea' });
  return buildMetadata({ locale, pathname: PATH, title: t('metaTitle'), description: t('metaDescription'), noindex: true });
}

const SECTIONS = [
  { id: 'solicitacoes', key: 'requests.title' },
  { id: 'ebooks', key: 'ebooks.title' },
  { id: 'perfil', key: 'profile.title' },
  { id: 'senha', key: 'password.title' },
  { id: 'privacidade', key: 'privacy.title' },
] as const;

const card = 'flex scroll-mt-24 flex-col gap-4 rounded-2xl border bg-card p-5 sm:p-6';

export default async function ClientAreaPage({ params }: PageProps<'/[locale]/area-do-cliente'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const user = await requireUser(locale, 'user', PATH);
  const db = await getDb();
  const [t, tContact, format, requests, ebooks] = await Promise.all([
    getTranslations({ locale, namespace: 'ClientArea' }),
    getTranslations({ locale, namespace: 'ContactForm' }),
    getFormatter({ locale }),
    myRequests(db, user),
    myEbooks(db, user),
  ]);

  const serviceName = (key: string | null) =>
    key && (CONTACT_SERVICES as readonly string[]).includes(key) ? tContact(`services.${key as (typeof CONTACT_SERVICES)[number]}`) : key;
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE });
  const day = (date: Date) => format.dateTime(date, { dateStyle: 'medium', timeZone: COMPANY_TIME_ZONE });

  return (
    <ClientStrings locale={locale} namespaces={['ClientArea', 'PasswordInput']}>
      <div className="container-page flex flex-col gap-8 py-12">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex items-start gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <UserRound className="size-6" aria-hidden />
            </span>
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('eyebrow')}</p>
              <h1 className="text-2xl font-extrabold sm:text-3xl">{t('hello', { name: user.fullName || user.email })}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-muted-foreground">
                <span className="break-all">{t('signedInAs', { email: user.email })}</span>
                <span
                  className={cn(
                    'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
                    user.emailVerified
                      ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100'
                      : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
                  )}
                  data-testid="email-verified"
                  data-verified={user.emailVerified}
                >
                  {user.emailVerified ? (
                    <BadgeCheck className="size-3.5" aria-hidden />
                  ) : (
                    <AlertTriangle className="size-3.5" aria-hidden />
                  )}
                  {user.emailVerified ? t('verified') : t('unverified')}
                </span>
              </p>
            </div>
          </div>
          <SignOutButton />
        </header>

        <nav aria-label={t('sectionsLabel')}>
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {t(s.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="grid gap-6 lg:grid-cols-3">
          <section id="solicitacoes" aria-labelledby="requests-h" className={cn(card, 'lg:col-span-2')}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="requests-h" className="text-xl font-bold">
                {t('requests.title')}
              </h2>
              {requests.length ? <p className="text-sm text-muted-foreground">{t('requests.count', { count: requests.length })}</p> : null}
            </div>
            <p className="text-sm text-muted-foreground">{t('requests.intro')}</p>
            {user.emailVerified ? null : (
              <p className="flex items-start gap-2 rounded-lg border bg-accent/40 p-3 text-sm" data-testid="unverified-note">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>{t('requests.unverifiedNote', { email: user.email })}</span>
              </p>
            )}
            {requests.length === 0 ? (
              <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-5">
                <p className="flex items-center gap-2 text-muted-foreground">
                  <Inbox className="size-5" aria-hidden />
                  {t('requests.empty')}
                </p>
                <Link href="/contato" className={buttonClass({ variant: 'outline', size: 'sm' })}>
                  {t('requests.emptyCta')}
                </Link>
              </div>
            ) : (
              <ol className="flex flex-col gap-3" data-testid="my-requests">
                {requests.map((r) => {
                  const service = serviceName(r.service);
                  return (
                    <li key={r.id} className="flex flex-col gap-2 rounded-xl border p-4" data-testid="request-row" data-lead-id={r.id}>
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <h3 className="font-semibold">{t(`type.${r.type}`)}</h3>
                        <StatusBadge status={r.status} label={t(`status.${r.status}`)} />
                      </div>
                      <p className="text-sm text-muted-foreground">
                        {t('requests.sentOn')} <time dateTime={r.createdAt.toISOString()}>{when(r.createdAt)}</time>
                      </p>
                      {service || r.ebook || r.partnerName ? (
                        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                          {service ? <li>{t('requests.service', { service })}</li> : null}
                          {r.ebook ? <li>{t('requests.ebook', { title: r.ebook })}</li> : null}
                          {r.partnerName ? <li>{t('requests.partner', { partner: r.partnerName })}</li> : null}
                        </ul>
                      ) : null}
                      {r.message ? <p className="break-words text-sm text-muted-foreground">“{r.message}”</p> : null}
                    </li>
                  );
                })}
              </ol>
            )}
          </section>

          <section id="ebooks" aria-labelledby="ebooks-h" className={card}>
            <h2 id="ebooks-h" className="text-xl font-bold">
              {t('ebooks.title')}
            </h2>
            {ebooks.length === 0 ? (
              <div className="flex flex-col items-start gap-3">
                <p className="flex items-center gap-2 text-muted-foreground">
                  <BookOpen className="size-5" aria-hidden />
                  {t('ebooks.empty')}
                </p>
                <Link href="/ebooks" className={buttonClass({ variant: 'outline', size: 'sm' })}>
                  {t('ebooks.browse')}
                </Link>
              </div>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">{t('ebooks.intro')}</p>
                <ul className="flex flex-col gap-3" data-testid="my-ebooks">
                  {ebooks.map((e) => (
                    <li key={e.leadId} className="flex flex-col gap-2 rounded-xl border p-4">
                      <h3 className="font-semibold">{e.title}</h3>
                      <p className="text-sm text-muted-foreground">{t('ebooks.requestedOn', { date: day(e.requestedAt) })}</p>
                      {e.downloadPath ? (
                        <a
                          href={e.downloadPath}
                          download
                          aria-label={t('ebooks.downloadLabel', { title: e.title })}
                          className={buttonClass({ size: 'sm', className: 'w-fit' })}
                        >
                          <Download className="size-4" aria-hidden />
                          {t('ebooks.download')}
                        </a>
                      ) : (
                        <p className="text-sm">{t('ebooks.unavailable')}</p>
                      )}
                    </li>
                  ))}
                </ul>
                <p className="text-xs text-muted-foreground">{t('ebooks.linkNote')}</p>
              </>
            )}
          </section>
        </div>

        <div className="grid gap-6 lg:grid-cols-2">
          <section id="perfil" aria-labelledby="profile-h" className={card}>
            <h2 id="profile-h" className="text-xl font-bold">
              {t('profile.title')}
            </h2>
            <dl className="text-sm">
              <dt className="text-muted-foreground">{t('profile.email')}</dt>
              <dd className="break-all font-medium">{user.email}</dd>
              <dd className="mt-1 text-xs text-muted-foreground">{t('profile.emailHint')}</dd>
            </dl>
            <NameForm name={user.fullName} save={saveNameAction} />
          </section>

          <section id="senha" aria-labelledby="password-h" className={card}>
            <h2 id="password-h" className="text-xl font-bold">
              {t('password.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('password.intro')}</p>
            <PasswordForm change={changePasswordAction} />
          </section>
        </div>

        <section id="privacidade" aria-labelledby="privacy-h" className={card}>
          <h2 id="privacy-h" className="flex items-center gap-2 text-xl font-bold">
            <Shield className="size-5 text-primary" aria-hidden />
            {t('privacy.title')}
          </h2>
          <p className="max-w-3xl text-sm text-muted-foreground">
            {t('privacy.intro')}{' '}
            <Link href="/politica-de-privacidade" className="text-primary underline underline-offset-2">
              {t('privacy.policyLink')}
            </Link>
          </p>
          <div className="grid gap-6 md:grid-cols-2">
            <div className="flex flex-col items-start gap-3 rounded-xl border p-4">
              <h3 className="font-semibold">{t('privacy.exportTitle')}</h3>
              <p className="text-sm text-muted-foreground">{t('privacy.exportText')}</p>
              <a href="/api/account/export" download className={buttonClass({ variant: 'outline', size: 'sm' })}>
                <Download className="size-4" aria-hidden />
                {t('privacy.export')}
              </a>
            </div>
            <div className="flex flex-col items-start gap-3 rounded-xl border p-4">
              <h3 className="font-semibold">{t('privacy.deleteTitle')}</h3>
              <p className="text-sm text-muted-foreground">{t('privacy.deleteText')}</p>
              <DeleteAccount email={user.email} remove={deleteAccountAction} />
            </div>
          </div>
        </section>

        <section aria-labelledby="support-h" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <h2 id="support-h" className="font-semibold text-foreground">
            {t('support.title')}
          </h2>
          <span>{t('support.text')}</span>
          <a
            href={`mailto:${COMPANY.email}`}
            className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-2 hover:underline"
          >
            <Mail className="size-4" aria-hidden />
            {COMPANY.email}
          </a>
        </section>
      </div>
    </ClientStrings>
  );
}
