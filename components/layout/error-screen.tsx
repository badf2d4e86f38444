'use client';

import { AlertTriangle, RefreshCw, RotateCcw } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button';

/** Shown when a page fails to render. */
export function ErrorScreen({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('Error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="container-page flex flex-col items-center gap-6 py-24 text-center">
      <AlertTriangle className="size-14 text-destructive" aria-hidden />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="max-w-xl text-muted-foreground">{t('description')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => retry()} className={buttonClass()}>
          <RotateCcw className="size-4" aria-hidden />
          {t('retry')}
        </button>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-11 items-center gap-2 rounded-lg border px-5 font-semibold hover:bg-accent"
        >
          <RefreshCw className="size-4" aria-hidden />
          {t('reload')}
        </button>
      </div>
    </div>
  );
}
