'use client';

import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { lazy, use, useMemo, type ComponentType, type ReactNode } from 'react';
import type { Locale } from './locales';
import { localeOfPath } from './paths';
import { mergeMessages } from './strings';

/**
 * Adds messages to the ones provided above (a nested provider on its own would replace them);
 * the fallback and the error rule are inherited from the page's provider.
 */
export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const parent = useMessages();
  const merged = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}

// Written out per language, so the bundler emits (and hashes) one chunk for each.
const importers: Record<Locale, () => Promise<{ default: AbstractIntlMessages }>> = {
  pt: () => import('@/messages/panels/pt.json'),
  en: () => import('@/messages/panels/en.json'),
  es: () => import('@/messages/panels/es.json'),
};
const requests: Partial<Record<Locale, Promise<AbstractIntlMessages>>> = {};

/** A language's panel messages, loaded once per page; a failed load is forgotten, so the next ask tries again. */
const panelMessages = (locale: Locale) =>
  (requests[locale] ??= importers[locale]().then(
    (module) => module.default,
    (error: unknown) => {
      delete requests[locale];
      throw error;
    },
  ));

/**
 * A floating panel loaded on demand with its messages: `load` fetches both (for hover, focus or
 * idle preloading), `Panel` renders the panel with them, in the language of the current page.
 */
export function lazyPanel<P extends object>(importPanel: () => Promise<{ default: ComponentType<P> }>) {
  const load = () => Promise.all([importPanel(), panelMessages(localeOfPath(window.location.pathname))]);
  const Panel = lazy(() =>
    importPanel().then(({ default: Component }) => ({
      default: function WithPanelMessages(props: P) {
        return (
          <MoreMessages messages={use(panelMessages(useLocale()))}>
            <Component {...props} />
          </MoreMessages>
        );
      },
    })),
  );
  return { load, Panel };
}
