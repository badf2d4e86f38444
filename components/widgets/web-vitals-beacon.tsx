'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { capPath } from '@/lib/analytics/beacon';
import { sendJson } from '@/lib/analytics/send';
import { createViewId, deviceForWidth, VITALS_ENDPOINT, VITALS_LIMITS } from '@/lib/analytics/vitals';
import { createVitalsCollector } from '@/lib/analytics/vitals-collector';

/** One page view per document load: this state lives exactly as long as the document. */
let collector: ReturnType<typeof createVitalsCollector> | null = null;
let shownPath: string | null = null;

/** The library loads once the page has loaded and the browser is idle; its observers are buffered. */
function measureWhenIdle(page: NonNullable<typeof collector>) {
  const load = () =>
    import('web-vitals')
      .then(({ onLCP, onINP, onCLS, onFCP, onTTFB }) => {
        for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(page.keep);
        // Added after the library's own listeners, so what it reports on hiding is already kept.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'hidden') page.flush();
        });
        addEventListener('pagehide', page.flush);
      })
      .catch(() => {});
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: VITALS_LIMITS.idleTimeoutMs });
    else setTimeout(load, VITALS_LIMITS.idleFallbackMs);
  };
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, { once: true });
}

/**
 * Real visitors' page speed (LCP, INP, CLS, FCP, TTFB), whatever the cookie choice: nothing is
 * stored on the device, the page view's id is random and in memory only. Metrics belong to the
 * path the document was loaded on; they are sent when the page is hidden and when the visitor
 * moves to another page inside the site.
 */
export function WebVitalsBeacon({ locale }: { locale: string }) {
  const pathname = usePathname();

  useEffect(() => {
    if (collector) return;
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
    collector = createVitalsCollector(
      {
        viewId: createViewId(),
        path: capPath(location.pathname),
        locale,
        device: deviceForWidth(innerWidth),
        connection: connection?.effectiveType ?? null,
      },
      (payload) => sendJson(VITALS_ENDPOINT, payload),
    );
    shownPath = location.pathname;
    measureWhenIdle(collector);
  }, [locale]);

  useEffect(() => {
    if (!collector || !pathname || pathname === shownPath) return;
    shownPath = pathname;
    collector.flush();
  }, [pathname]);

  return null;
}
