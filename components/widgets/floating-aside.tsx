'use client';

import { useEffect } from 'react';
import { LIMITS } from '@/lib/config/limits';

/** What a floating button must never sit on. */
const CONTROL = 'a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"]), h1, h2, h3, h4, h5, h6';
/** Where a button's box is probed: a 5 × 5 grid from edge to edge (fractions of its size). */
const GRID = [0.02, 0.25, 0.5, 0.75, 0.98];
const PROBES = GRID.flatMap((x) => GRID.map((y) => [x, y] as const));

/** Whether a control or heading of the page lies under `button` (the row's own elements aside). */
function coversControl(button: HTMLElement, row: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  return PROBES.some(([x, y]) => {
    const under = document.elementsFromPoint(box.left + x * box.width, box.top + y * box.height).find((el) => !row.contains(el));
    return Boolean(under?.closest(CONTROL));
  });
}

/**
 * Whenever the page comes to rest, a floating button that sits on a link, a field or a heading
 * steps aside (`data-aside`: faded out, out of the tab order) until the page moves on; an open
 * panel's button stays. Where the row stands on its bar (narrow screens) nothing floats. With the scroll padding below the row, this keeps every control of the
 * page reachable. The row records the scroll position it last checked (`data-checked-at`).
 */
export function FloatingAside() {
  useEffect(() => {
    const row = document.querySelector<HTMLElement>('[data-floating-buttons]');
    if (!row) return;
    let timer: number | undefined;
    // Shown on narrow screens (the CSS decides), the bar carries the buttons: nothing floats.
    const bar = row.querySelector<HTMLElement>('[data-floating-bar]');
    const check = () => {
      for (const button of row.querySelectorAll<HTMLElement>('[data-floating]')) {
        const shown = button.getAttribute('aria-hidden') !== 'true' && button.getAttribute('aria-expanded') !== 'true';
        button.toggleAttribute('data-aside', !bar?.checkVisibility() && shown && coversControl(button, row));
      }
      row.dataset.checkedAt = String(Math.round(window.scrollY));
    };
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(check, LIMITS.floatingSettleMs);
    };
    check();
    window.addEventListener('scroll', settle, { passive: true });
    window.addEventListener('resize', settle);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', settle);
      window.removeEventListener('resize', settle);
    };
  }, []);
  return null;
}
