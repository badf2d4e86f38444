'use client';

import { useT } from '@/i18n/client';

/**
 * Full-screen spinner while a page loads. It fills the viewport in the page flow
 * rather than floating over it: when React streams a large page after its shell, the footer
 * starts below the fold, so nothing visible shifts when the content arrives.
 */
export default function Loading() {
  const t = useT('Common');
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <span className="size-12 animate-spin rounded-full border-4 border-primary/25 border-t-primary" aria-hidden />
      <span className="text-sm font-medium text-muted-foreground">{t('loading')}</span>
    </div>
  );
}
