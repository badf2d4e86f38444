'use client';

import { RefreshCw } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { useTranslations } from 'next-intl';

/** Loads the address again: the offline page also stands in for pages that could not be reached. */
export function OfflineRetry() {
  const t = useTranslations('Offline');
  return (
    <button type="button" onClick={() => window.location.reload()} className={buttonClass()}>
      <RefreshCw className="size-4" aria-hidden />
      {t('retry')}
    </button>
  );
}
