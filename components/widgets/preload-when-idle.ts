import { useEffect } from 'react';

/**
 * Fetches a lazily loaded chunk once the browser is idle (at the latest after 8 s; 3 s where idle
 * callbacks are missing), so a widget opens at once without its code shipping with the page.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>, onLoaded?: () => void) {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 3000));
    // A failed preload is left to the visitor's first press, which retries it and reports a failure.
    const handle = idle(
      () =>
        void load().then(
          () => onLoaded?.(),
          () => {},
        ),
      { timeout: 8000 },
    );
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle as number);
    // Once per mount: `load` and `onLoaded` are stable module functions and state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
