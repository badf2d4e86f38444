import { Mail, MessageCircle, UserRound } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignOutButton } from '@/components/account/sign-out-button';
import { requireUser } from '@/lib/auth/require';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';
import { COMPANY } from '@/lib/config/company';

export async function generateMetadata({ params }: PageProps<'/[locale]/area-do-cliente'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Account' });
  return buildMetadata({ locale, pathname: '/area-do-cliente', title: t('clientTitle'), description: t('clientText'), noindex: true });
}

export default async function ClientAreaPage({ params }: PageProps<'/[locale]/area-do-cliente'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const user = await requireUser(locale, 'user', '/area-do-cliente');
  const t = await getTranslations({ locale, namespace: 'Account' });
  return (
    <div className="container-page py-12">
      <div className="flex flex-col gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <UserRound className="size-6" aria-hidden />
          </span>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('clientTitle')}</p>
            <h1 className="text-2xl font-extrabold sm:text-3xl">{t('hello', { name: user.fullName || user.email })}</h1>
            <p className="mt-1 text-muted-foreground">{t('signedInAs', { email: user.email })}</p>
          </div>
        </div>
        <p className="max-w-2xl leading-relaxed">{t('clientText')}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <MessageCircle className="size-4" aria-hidden />
          <Mail className="size-4" aria-hidden />
          {t('support', { email: COMPANY.email })}
        </p>
        <div>
          <SignOutButton />
        </div>
      </div>
    </div>
  );
}
