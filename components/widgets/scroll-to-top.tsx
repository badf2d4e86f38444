'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { LIMITS } from '@/lib/config/limits';
import { cn } from '@/lib/utils';

export function ScrollToTop() {
  const t = useTranslations('Common');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > LIMITS.scrollTopThresholdPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById('conteudo')?.focus({ preventScroll: true });
      }}
      aria-label={t('backToTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      className={cn(
        'ci-b ci-arrow-up fixed right-[9rem] bottom-3 z-30 lg:right-[9.25rem] lg:bottom-6 inline-flex size-12 items-center justify-center rounded-full border bg-card text-card-foreground shadow-lg transition-all [--ci-s:1.25rem] hover:border-primary hover:text-primary',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
      )}
      data-testid="scroll-to-top"
      data-floating
    />
  );
}
