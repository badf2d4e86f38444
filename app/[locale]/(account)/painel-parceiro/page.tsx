import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignOutButton } from '@/components/account/sign-out-button';
import { requireUser } from '@/lib/auth/require';
import { partnerSummary } from '@/lib/data/partner';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/painel-parceiro'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Account' });
  return buildMetadata({ locale, pathname: '/painel-parceiro', title: t('partnerTitle'), description: t('partnerTitle'), noindex: true });
}

export default async function PartnerPanelPage({ params }: PageProps<'/[locale]/painel-parceiro'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const user = await requireUser(locale, 'partner', '/painel-parceiro');
  const [t, summary] = await Promise.all([getTranslations({ locale, namespace: 'Account' }), partnerSummary()]);
  return (
    <div className="container-page flex flex-col gap-6 py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">{t('partnerTitle')}</h1>
          <p className="mt-1 text-muted-foreground">{t('partnerHello', { name: user.fullName || user.email })}</p>
          {summary ? <p className="mt-1 font-semibold">{t('partnerOf', { partner: summary.name })}</p> : null}
        </div>
        <SignOutButton />
      </div>
      {summary ? (
        <dl className="grid max-w-xl grid-cols-2 gap-4">
          <div className="flex flex-col rounded-xl border bg-card p-5">
            <dt className="text-sm text-muted-foreground">{t('partnerViews')}</dt>
            <dd className="order-first text-3xl font-extrabold text-primary">{summary.views30d}</dd>
          </div>
          <div className="flex flex-col rounded-xl border bg-card p-5">
            <dt className="text-sm text-muted-foreground">{t('partnerLeads')}</dt>
            <dd className="order-first text-3xl font-extrabold text-primary">{summary.leads}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}
