'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { consentStore } from '@/lib/analytics/consent';

const loadGtag = () => import('@/lib/analytics/gtag');

const subscribe = (listener: () => void) => consentStore().subscribe(listener);
const choice = () => consentStore().getState().choice;
const noChoice = () => null;

/** Whether gtag.js was started on this page (a later 'Rejeitar' must then stop it). */
let started = false;

/** A page_view on every client navigation to another path (analytics never sees the query). */
function PageViews() {
  const pathname = usePathname();
  useEffect(() => {
    void loadGtag().then((gtag) => gtag.sendPageView());
  }, [pathname]);
  return null;
}

/**
 * Google Analytics 4, only with a measurement id and only after 'Aceitar': nothing from Google
 * loads before, after 'Rejeitar', or without an id. Withdrawing consent on the page stops it.
 */
export function GoogleAnalytics({ gaId }: { gaId: string | undefined }) {
  const current = useSyncExternalStore(subscribe, choice, noChoice);

  useEffect(() => {
    if (!gaId) return;
    if (current === 'accepted') {
      started = true;
      void loadGtag().then((gtag) => {
        gtag.startGoogleAnalytics(gaId);
        gtag.sendPageView();
      });
    } else if (started) {
      void loadGtag().then((gtag) => gtag.stopGoogleAnalytics());
    }
  }, [gaId, current]);

  if (!gaId || current !== 'accepted') return null;
  return <PageViews />;
}
