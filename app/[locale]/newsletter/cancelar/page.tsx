import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { LinkActionForm } from '@/components/newsletter/link-action-form';
import { findSubscription, maskEmail } from '@/lib/leads/newsletter';
import { unsubscribeAction } from '@/lib/actions/public/newsletter';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/cancelar'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Unsubscribe' });
  return buildMetadata({ locale, pathname: '/newsletter/cancelar', title: t('metaTitle'), description: t('title'), noindex: true });
}

/** Unsubscribe from the link in every newsletter e-mail: a confirm button, so link scanners don't unsubscribe. */
export default async function UnsubscribePage({ params, searchParams }: PageProps<'/[locale]/newsletter/cancelar'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const t = await getTranslations({ locale, namespace: 'Unsubscribe' });
  const subscription = await findSubscription(token).catch(() => null);

  let body;
  if (!subscription) body = <p role="alert">{t('invalid')}</p>;
  else if (subscription.unsubscribedAt) body = <p role="status">{t('already')}</p>;
  else {
    const email = maskEmail(subscription.email);
    body = (
      <LinkActionForm
        action={unsubscribeAction}
        token={token}
        prompt={t('confirm', { email })}
        button={t('button')}
        done={t('done', { email })}
        invalid={t('invalid')}
      />
    );
  }

  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-16">
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      {body}
      <Link href="/" className="text-primary underline-offset-4 hover:underline">
        {t('back')}
      </Link>
    </div>
  );
}
