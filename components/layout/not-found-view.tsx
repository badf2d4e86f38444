'use client';

import { Home, MessageCircle } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';

/** The not-found screen; the frame around it is its area's. */
export function NotFoundView() {
  const t = useTranslations('NotFound');
  return (
    <div className="container-page flex flex-col items-center gap-6 py-24 text-center">
      <title>{t('metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-extrabold text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="max-w-xl text-muted-foreground">{t('description')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href="/" className={buttonClass()}>
          <Home className="size-4" aria-hidden />
          {t('home')}
        </Link>
        <Link href="/contato" className="inline-flex h-11 items-center gap-2 rounded-lg border px-5 font-semibold hover:bg-accent">
          <MessageCircle className="size-4" aria-hidden />
          {t('contact')}
        </Link>
      </div>
    </div>
  );
}
