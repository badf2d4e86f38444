import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { findSubscription, maskEmail, unsubscribe } from '@/lib/leads/newsletter';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/i18n/paths';
import { buttonClass } from '@/components/ui/button';

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
  const done = query.done === '1';
  const t = await getTranslations({ locale, namespace: 'Unsubscribe' });
  const subscription = await findSubscription(token).catch(() => null);

  async function confirm(formData: FormData) {
    'use server';
    const value = String(formData.get('token') ?? '');
    await unsubscribe(value);
    redirect(`${localizedPath(locale, '/newsletter/cancelar')}?token=${encodeURIComponent(value)}&done=1`);
  }

  let body;
  if (!subscription) body = <p role="alert">{t('invalid')}</p>;
  else if (subscription.unsubscribedAt)
    body = <p role="status">{done ? t('done', { email: maskEmail(subscription.email) }) : t('already')}</p>;
  else
    body = (
      <form action={confirm} className="flex flex-col items-start gap-4">
        <p>{t('confirm', { email: maskEmail(subscription.email) })}</p>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClass()}>
          {t('button')}
        </button>
      </form>
    );

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
