import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { LinkActionForm } from '@/components/newsletter/link-action-form';
import { getDb } from '@/lib/db';
import { maskEmail } from '@/lib/leads/newsletter';
import { confirmSubscriptionAction } from '@/lib/actions/public/newsletter';
import { pendingConfirmation } from '@/lib/leads/newsletter-subscribe';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/confirmar'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'NewsletterConfirm' });
  return buildMetadata({ locale, pathname: '/newsletter/confirmar', title: t('metaTitle'), description: t('title'), noindex: true });
}

/** The link of the confirmation mail: a button confirms, so link scanners never subscribe anyone. */
export default async function ConfirmSubscriptionPage({ params, searchParams }: PageProps<'/[locale]/newsletter/confirmar'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const t = await getTranslations({ locale, namespace: 'NewsletterConfirm' });
  const pending = await getDb()
    .then((db) => pendingConfirmation(db, token))
    .catch(() => null);

  let body;
  if (!pending) body = <p role="alert">{t('invalid')}</p>;
  else {
    const email = maskEmail(pending.email);
    body = (
      <LinkActionForm
        action={confirmSubscriptionAction}
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
