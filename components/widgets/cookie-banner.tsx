import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { consentStore } from '@/lib/analytics/consent';

/**
 * The cookie banner: a non-modal region at the bottom of the screen. 'Aceitar' and 'Rejeitar'
 * store the choice; the X hides it for this visit only. On phones it is a full-width sheet tall
 * enough to cover the floating buttons whole (they come back when it closes); from `sm` up, a card
 * centred between them.
 */
export default function CookieBanner({ focusOnOpen, returnFocusTo }: { focusOnOpen: boolean; returnFocusTo: HTMLElement | null }) {
  const t = useTranslations('Consent');
  const id = useId();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    // Opened on request: take the keyboard there. Shown by itself: never steal the focus.
    if (focusOnOpen) region.current?.focus();
  }, [focusOnOpen]);

  const done = (action: () => void) => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    action();
    if (!hadFocus) return;
    const target = returnFocusTo?.isConnected ? returnFocusTo : document.getElementById('conteudo');
    target?.focus({ preventScroll: true });
  };
  const store = consentStore();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') done(store.close);
  };

  return (
    <section
      ref={region}
      role="region"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-cookie-banner=""
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-[45] outline-none sm:inset-x-auto sm:bottom-5 sm:left-1/2 sm:w-[min(30rem,calc(100vw-11rem))] sm:-translate-x-1/2"
    >
      <div className="flex min-h-[13rem] flex-col gap-3 rounded-t-2xl border-t bg-card px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-card-foreground shadow-[0_-8px_30px_rgb(0_0_0/0.18)] sm:min-h-0 sm:rounded-2xl sm:border sm:p-5 sm:shadow-2xl">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`${id}-title`} className="pt-1 text-base font-bold">
            {t('title')}
          </h2>
          <button
            type="button"
            aria-label={t('close')}
            title={t('close')}
            onClick={() => done(store.close)}
            className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <p id={`${id}-text`} className="text-sm text-muted-foreground">
          {t('text')}{' '}
          <Link
            href="/politica-de-privacidade"
            prefetch={false}
            className="font-medium text-primary underline underline-offset-2 hover:no-underline"
          >
            {t('policy')}
          </Link>
        </p>
        <div className="mt-auto flex gap-3 pt-1">
          <Button size="sm" className="flex-1" onClick={() => done(store.accept)}>
            {t('accept')}
          </Button>
          <Button size="sm" variant="outline" className="flex-1" onClick={() => done(store.reject)}>
            {t('reject')}
          </Button>
        </div>
      </div>
    </section>
  );
}
