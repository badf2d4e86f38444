'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import {
  BEACON_DELAY_MS,
  capPath,
  createSessionId,
  externalReferrer,
  isSessionId,
  PAGEVIEW_ENDPOINT,
  SESSION_STORAGE_KEY,
  type PageviewPayload,
} from '@/lib/analytics/beacon';
import { sendJson } from '@/lib/analytics/send';

/** Module state lives as long as the document: the first view carries the referrer and waits for the load. */
let firstSent = false;
let lastPath: string | null = null;
let memorySession: string | null = null;

/** The tab's session id from sessionStorage, created when missing; kept in memory when storage is blocked. */
function sessionId(): string {
  try {
    const stored = sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (isSessionId(stored)) return stored;
    const id = createSessionId();
    sessionStorage.setItem(SESSION_STORAGE_KEY, id);
    return id;
  } catch {
    memorySession ??= createSessionId();
    return memorySession;
  }
}

function send(path: string, locale: string) {
  if (path === lastPath) return;
  lastPath = path;
  const referrer = firstSent ? null : externalReferrer(document.referrer, location.origin);
  firstSent = true;
  sendJson(PAGEVIEW_ENDPOINT, { sessionId: sessionId(), path: capPath(path), locale, referrer } satisfies PageviewPayload);
}

/**
 * First-party page views, whatever the cookie choice: no cookies, nothing on the device but a
 * per-tab session id, no third party. The first view is sent a second after the page loaded,
 * every client navigation at once.
 */
export function PageviewBeacon({ locale }: { locale: string }) {
  const pathname = usePathname();

  useEffect(() => {
    if (!pathname) return;
    if (firstSent) {
      send(pathname, locale);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        timer = undefined;
        send(pathname, locale);
      }, BEACON_DELAY_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (timer === undefined) return;
      // Left within the first second (a quick click): the page was still viewed.
      clearTimeout(timer);
      send(pathname, locale);
    };
  }, [pathname, locale]);

  return null;
}
