'use client';

import { useUiStrings } from '@/components/ui-strings';

/** Full-screen spinner while a page loads (SPEC §2.1). */
export default function Loading() {
  const t = useUiStrings('Common');
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-background/90">
      <span className="size-12 animate-spin rounded-full border-4 border-primary/25 border-t-primary" aria-hidden />
      <span className="text-sm font-medium text-muted-foreground">{t('loading')}</span>
    </div>
  );
}
