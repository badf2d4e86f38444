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
    let scrolling = false;
    let decision: number | undefined;
    let silence: number | undefined;
    const decide = () => {
      window.clearTimeout(decision);
      decision = window.setTimeout(() => !scrolling && setNear(intersecting), TIMINGS.scrollSettleMs);
    };
    const stopped = () => {
      scrolling = false;
      decide();
    };
    // A scroll is over at `scrollend`, or after a silence: a long one where that event exists (a
    // busy main thread can hold scroll events back), a short one where it does not.
    const silenceMs = 'onscrollend' in window ? TIMINGS.scrollSilenceMs : TIMINGS.scrollSettleMs;
    const onScroll = () => {
      scrolling = true;
      window.clearTimeout(silence);
      silence = window.setTimeout(stopped, silenceMs);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        // One element is observed; a busy main thread can get several of its changes in one
        // callback (in, then out, during a fast scroll), and only the latest one is true now.
        intersecting = entries.at(-1)?.isIntersecting ?? intersecting;
        decide();
      },
      { rootMargin: LIMITS.nearViewportMargin },
    );
    observer.observe(element);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', stopped);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', stopped);
      window.clearTimeout(decision);
      window.clearTimeout(silence);
    };
  }, [done]);
  return [ref, near];
}
