'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { consentStore, INITIAL_CONSENT, OPEN_PREFERENCES_SELECTOR } from '@/lib/analytics/consent';

const loadBanner = () => import('./cookie-banner');
const CookieBanner = lazy(loadBanner);

const subscribe = (listener: () => void) => consentStore().subscribe(listener);
const snapshot = () => consentStore().getState();
const serverSnapshot = () => INITIAL_CONSENT;

/** Runs `run` once the page has loaded (at once when it already has). */
function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/**
 * Always on the page, and tiny: reads the stored cookie choice once the page has loaded and,
 * when there is none, shows the banner (its own chunk) two seconds later. Any element marked
 * `data-cookie-preferences` (the footer's 'Preferências de cookies') opens it again.
 */
export function CookieConsent() {
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  // The element that reopened the banner: focus goes back to it when the banner closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const store = consentStore();
    const stop = afterLoad(() => store.start());
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest?.(OPEN_PREFERENCES_SELECTOR);
      if (!(target instanceof HTMLElement)) return;
      setOpener(target);
      void loadBanner();
      store.reopen();
    };
    document.addEventListener('click', onClick);
    return () => {
      stop();
      document.removeEventListener('click', onClick);
    };
  }, []);

  useEffect(() => {
    // Fetch the banner's code while the delay runs, so it shows on time.
    if (state.banner === 'waiting') void loadBanner();
  }, [state.banner]);

  if (state.banner !== 'visible') return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner focusOnOpen={state.reopened} returnFocusTo={state.reopened ? opener : null} />
    </Suspense>
  );
}
