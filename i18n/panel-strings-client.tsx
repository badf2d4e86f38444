'use client';

import { lazy, use, useCallback, type ComponentType } from 'react';
import { fetchJsonOnce } from '@/lib/http/fetch-json-once';
import { toast } from '@/lib/toast';
import { ClientStringsProvider, useT } from './client';
import type { Locale } from './locales';
import { useLocale } from './navigation';
import { panelStringsPath } from './panel-strings';
import { localeOfPath } from './paths';

/** A language's panel strings, fetched once per page. */
const panelStrings = (locale: Locale) => fetchJsonOnce<Record<string, string>>(panelStringsPath(locale));

/**
 * A floating panel loaded on demand with its strings: `load` fetches both (for hover, focus or
 * idle preloading), `Panel` renders the panel inside them, in the language of the current page.
 */
export function lazyPanel<P extends object>(importPanel: () => Promise<{ default: ComponentType<P> }>) {
  const load = () => Promise.all([importPanel(), panelStrings(localeOfPath(window.location.pathname))]);
  const Panel = lazy(() =>
    importPanel().then(({ default: Component }) => ({
      default: function WithPanelStrings(props: P) {
        const strings = use(panelStrings(useLocale()));
        return (
          <ClientStringsProvider strings={strings}>
            <Component {...props} />
          </ClientStringsProvider>
        );
      },
    })),
  );
  return { load, Panel };
}

/**
 * Opens a lazy panel: `show` runs once the panel's code and strings are here. When they cannot be
 * fetched (offline before the idle preload ran), the page stays as it is and a toast says so,
 * instead of the panel's failed load taking the page down with it; the next press tries again.
 */
export function usePanelOpener(load: () => Promise<unknown>) {
  const t = useT('Common');
  return useCallback(
    (show: () => void) => {
      load().then(show, () => toast({ title: t('panelUnavailable'), variant: 'error' }));
    },
    [load, t],
  );
}
