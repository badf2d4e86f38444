'use client';

import { Search } from '@/components/ui/icons';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/client';
import { lazyPanel, usePanelOpener } from '@/i18n/panel-strings-client';
import { SEARCH_READY_ATTRIBUTE, SEARCH_REQUESTED_ATTRIBUTE } from '@/lib/theme/script';

const { load: loadOverlay, Panel: SearchOverlay } = lazyPanel(() => import('./search-overlay'));

/** Opens the search overlay (also from any 'open-search' event, e.g. the mobile menu). */
export const OPEN_SEARCH_EVENT = 'open-search';

/** The 'Pesquisar...' button plus the global Ctrl+K / Cmd+K shortcut. */
export function SearchTrigger() {
  const t = useT('Search');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const openOverlay = usePanelOpener(loadOverlay);

  useEffect(() => {
    const show = () => {
      returnTo.current = document.activeElement as HTMLElement | null;
      openOverlay(() => {
        setRequested(true);
        setOpen(true);
      });
    };
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && /^k$/i.test(e.key)) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    // A press while the page was still loading was remembered by the inline script.
    const root = document.documentElement;
    root.setAttribute(SEARCH_READY_ATTRIBUTE, '');
    if (root.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE)) {
      root.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE);
      show();
    }
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, show);
      root.removeAttribute(SEARCH_READY_ATTRIBUTE);
    };
  }, [openOverlay]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
        onClick={() => window.dispatchEvent(new Event(OPEN_SEARCH_EVENT))}
        className="hidden h-9 shrink-0 items-center gap-2 whitespace-nowrap rounded-md border bg-card px-3 text-sm text-muted-foreground hover:bg-accent hover:text-foreground sm:inline-flex"
      >
        <Search className="size-4" aria-hidden />
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
