'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/** Below this, a navigation feels instant and shows nothing. */
const SHOW_AFTER_MS = 150;
/** A navigation that never lands (e.g. the server is unreachable) stops showing after this. */
const GIVE_UP_MS = 15_000;

/** An in-site link to another page, followed in this tab by a plain click. */
function navigationTarget(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return url;
}

/**
 * A slim bar at the top of the viewport while a client navigation loads, so pages themselves
 * need no loading fallback (which would make every prerendered page stream behind a spinner).
 */
export function NavigationProgress() {
  const t = useTranslations('Common');
  const pathname = usePathname();
  // The path a navigation started from; the bar shows while that is still the current page.
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);

  useEffect(() => {
    let show: ReturnType<typeof setTimeout> | undefined;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      if (!navigationTarget(event)) return;
      const from = location.pathname;
      clearTimeout(show);
      clearTimeout(giveUp);
      show = setTimeout(() => setPendingFrom(from), SHOW_AFTER_MS);
      giveUp = setTimeout(() => setPendingFrom(null), GIVE_UP_MS);
    };
    // Capture: Next's Link cancels the click's default (it navigates itself) before it bubbles here.
    document.addEventListener('click', onClick, true);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  if (pendingFrom === null || pendingFrom !== pathname) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5" role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden className="animate-nav-progress h-full origin-left bg-primary motion-reduce:animate-none" />
    </div>
  );
}
