'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { DISMISSED_KEY, isDismissed, type InstallPromptEvent } from '@/lib/pwa/install-prompt';

interface Offer {
  event: InstallPromptEvent;
  at: number;
}

const PwaInstall = lazy(() => import('./pwa-install'));

let offer: Offer | null = null;
const listeners = new Set<() => void>();
const publish = (next: Offer | null) => {
  offer = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function wanted(): boolean {
  if (window.matchMedia('(display-mode: standalone)').matches) return false;
  try {
    return !isDismissed(localStorage.getItem(DISMISSED_KEY), Date.now());
  } catch {
    return true;
  }
}

// The browser makes its offer once, possibly before hydration: listen as soon as this module runs.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    if (wanted()) publish({ event: event as InstallPromptEvent, at: Date.now() });
  });
  window.addEventListener('appinstalled', () => publish(null));
}

function registerWorker() {
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
}

/**
 * Always on the page, and tiny: registers the service worker once the page has loaded and the
 * browser is idle (production builds only), and keeps the browser's install offer. The install
 * sheet itself is a separate chunk, loaded only when there is an offer to show.
 */
export function PwaBoot() {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  const [closed, setClosed] = useState<Offer | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(registerWorker) : setTimeout(registerWorker, 1));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }, []);

  if (!current || closed === current) return null;
  return (
    <Suspense fallback={null}>
      <PwaInstall event={current.event} firedAt={current.at} onClose={() => setClosed(current)} />
    </Suspense>
  );
}
