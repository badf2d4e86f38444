import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Home, WifiOff } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { OfflineRetry } from '@/components/widgets/offline-retry';
import { ClientStrings } from '@/i18n/client-strings';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { OFFLINE_PATH } from '@/lib/pwa/cache-rules';
import { buildMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return buildMetadata({ locale, pathname: OFFLINE_PATH, title: t('metaTitle'), description: t('description'), noindex: true });
}

/**
 * Stored by the service worker at install and shown, in the language of the address, for a page
 * that is neither reachable nor stored on the device. Static: it must not need the server.
 */
export default async function OfflinePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Offline' });

  return (
    <div className="container-page flex flex-col items-center gap-6 py-20 text-center sm:py-28">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden>
        <WifiOff className="size-8" />
      </span>
      <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
      <p className="max-w-xl text-lg text-muted-foreground">{t('description')}</p>
      <p className="max-w-xl text-muted-foreground">{t('hint')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ClientStrings locale={locale} namespaces={['Offline']}>
          <OfflineRetry />
        </ClientStrings>
        <Link href="/" className={buttonClass({ variant: 'outline' })}>
          <Home className="size-4" aria-hidden />
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
