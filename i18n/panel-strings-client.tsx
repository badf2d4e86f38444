'use client';

import { lazy, use, type ComponentType } from 'react';
import { ClientStringsProvider } from './client';
import type { Locale } from './locales';
import { useLocale } from './navigation';
import { panelStringsPath } from './panel-strings';
import { localeOfPath } from './paths';

const requests = new Map<Locale, Promise<Record<string, string>>>();

/** The panel strings of a language, fetched once; a failed fetch is forgotten so the next try asks again. */
function panelStrings(locale: Locale): Promise<Record<string, string>> {
  let request = requests.get(locale);
  if (!request) {
    request = fetch(panelStringsPath(locale)).then((response) => {
      if (!response.ok) throw new Error(`panel strings: HTTP ${response.status}`);
      return response.json() as Promise<Record<string, string>>;
    });
    request.catch(() => requests.delete(locale));
    requests.set(locale, request);
  }
  return request;
}

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
