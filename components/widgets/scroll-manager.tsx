'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from '@/i18n/navigation';

/** Scrolls to the top on every route change, unless the URL targets an #anchor. */
export function ScrollManager() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
