'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/ui/use-hydrated';
import { lazyPanel } from '@/i18n/client-messages';
import { usePanelOpener } from '@/components/ui/use-panel-opener';
import { OPEN_SEARCH_EVENT } from '@/lib/search/open-event';

const { load: loadOverlay, Panel: SearchOverlay } = lazyPanel(() => import('./search-overlay'));

/**
 * The 'Pesquisar...' button, and Ctrl+K / Cmd+K anywhere on the page; the mobile menu opens the
 * overlay with OPEN_SEARCH_EVENT. The header hydrates with the page, so the shortcut listens as
 * soon as the header is interactive (`data-hydrated` on the button). A press before that is the
 * browser's own (Chromium focuses its address bar): no page script is there to catch it.
 */
export function SearchTrigger() {
  const t = useTranslations('Search');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const openOverlay = usePanelOpener(loadOverlay);
  const hydrated = useHydrated();

  useEffect(() => {
    const show = () => {
      returnTo.current = document.activeElement as HTMLElement | null;
      openOverlay(() => {
        setRequested(true);
        setOpen(true);
      });
    };
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      show();
    };
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener(OPEN_SEARCH_EVENT, show);
      window.removeEventListener('keydown', onKey);
    };
  }, [openOverlay]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        data-hydrated={hydrated || undefined}
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
        onClick={() => window.dispatchEvent(new Event(OPEN_SEARCH_EVENT))}
        className="ci-b ci-search hidden h-9 shrink-0 items-center gap-2 whitespace-nowrap rounded-md border bg-card px-3 text-sm text-muted-foreground hover:bg-accent hover:text-foreground sm:inline-flex"
      >
        {t('button')}
        <kbd className="whitespace-nowrap rounded border bg-muted px-1.5 font-sans text-[0.7rem]" aria-hidden>
          {t('shortcut')}
        </kbd>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <SearchOverlay open={open} onOpenChange={setOpen} returnFocus={() => returnTo.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
