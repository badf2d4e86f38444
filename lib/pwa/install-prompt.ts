/*
 * When the install sheet may show. Plain functions without browser globals, so the page's
 * always-loaded piece stays tiny and the rules are testable.
 */

/** localStorage key holding the epoch ms at which the visitor chose 'Depois'. */
export const DISMISSED_KEY = 'pwa-install-prompt-dismissed';
/** How long 'Depois' keeps the sheet away. */
export const DISMISS_MS = 7 * 24 * 60 * 60 * 1000;
/** The sheet shows this long after the browser offered the install. */
export const SHOW_DELAY_MS = 3000;
/** Elements another widget marks as the cookie banner: while one is visible, the sheet waits. */
export const COOKIE_BANNER_SELECTOR = '[data-cookie-banner]';

/** Whether a stored dismissal (the localStorage value) still holds at `now`. Garbage or a future date does not. */
export function isDismissed(stored: string | null | undefined, now: number): boolean {
  if (!stored) return false;
  const at = Number(stored);
  if (!Number.isFinite(at) || at > now) return false;
  return now - at < DISMISS_MS;
}

/** Chromium's install offer, `beforeinstallprompt` (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}
