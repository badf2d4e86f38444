'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { capPath } from '@/lib/analytics/beacon';
import { sendJson } from '@/lib/analytics/send';
import { createViewId, deviceForWidth, VITALS_ENDPOINT, VITALS_LIMITS, type VitalMetric, type VitalsPayload } from '@/lib/analytics/vitals';

/** One page view per document load: this state lives exactly as long as the document. */
let view: Omit<VitalsPayload, 'metrics'> | null = null;
let shownPath: string | null = null;
const pending = new Map<VitalMetric, number>();
const sent = new Set<VitalMetric>();

/** Sends what was measured and not sent yet; each metric of the page view goes out once. */
function flush() {
  if (!view || pending.size === 0) return;
  const metrics = Array.from(pending, ([name, value]) => ({ name, value }));
  pending.clear();
  for (const { name } of metrics) sent.add(name);
  sendJson(VITALS_ENDPOINT, { ...view, metrics } satisfies VitalsPayload);
}

function keep(metric: { name: VitalMetric; value: number; navigationType: string }) {
  // A page restored from the back/forward cache reports afresh: a later visit, not this page view.
  if (metric.navigationType === 'back-forward-cache' || sent.has(metric.name)) return;
  pending.set(metric.name, metric.value);
}

/** The library loads once the page has loaded and the browser is idle; its observers are buffered. */
function measureWhenIdle() {
  const load = () =>
    import('web-vitals')
      .then(({ onLCP, onINP, onCLS, onFCP, onTTFB }) => {
        for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep);
        // Added after the library's own listeners, so what it reports on hiding is already kept.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'hidden') flush();
        });
        addEventListener('pagehide', flush);
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
    if (view) return;
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
    view = {
      viewId: createViewId(),
      path: capPath(location.pathname),
      locale,
      device: deviceForWidth(innerWidth),
      connection: connection?.effectiveType ?? null,
    };
    shownPath = location.pathname;
    measureWhenIdle();
  }, [locale]);

  useEffect(() => {
    if (!view || !pathname || pathname === shownPath) return;
    shownPath = pathname;
    flush();
  }, [pathname]);

  return null;
}
