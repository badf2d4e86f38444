import { useEffect, useRef, useState, type RefObject } from 'react';
import { LIMITS, TIMINGS } from '@/lib/config/limits';

/**
 * Whether the element is within `LIMITS.nearViewportMargin` of the viewport while the page is at
 * rest. A below-the-fold island keeps its fetches and timers for when the visitor comes near it, so
 * none of that work competes with the page's load. Passing by during a scroll does not count: a
 * block that grows under a smooth scroll (an in-page link, #faq) would move its destination.
 * With `once`, the answer stays true after the first time.
 */
export function useNearViewport<T extends Element>({ once = false } = {}): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  const done = once && near;
  useEffect(() => {
    const element = ref.current;
    if (!element || done) return;
    let intersecting = false;
    let timer: number | undefined;
    // Decided once scrolling has paused; every scroll event restarts the wait.
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setNear(intersecting), TIMINGS.scrollSettleMs);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        intersecting = entries.some((entry) => entry.isIntersecting);
        settle();
      },
      { rootMargin: LIMITS.nearViewportMargin },
    );
    observer.observe(element);
    window.addEventListener('scroll', settle, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', settle);
      window.clearTimeout(timer);
    };
  }, [done]);
  return [ref, near];
}
