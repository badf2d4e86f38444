'use client';

import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { formatMessage, messageFallback } from './format';
import type { MessageKey, Namespace } from './strings';

/**
 * The one way client components get text: plain strings resolved on the server and handed down
 * through this context ("Namespace.key" → text), so no message-format runtime ships to the
 * browser. The layout provides the namespaces every page needs; a section adds its own with
 * <ClientStrings> (i18n/client-strings.tsx), and nested providers merge.
 */
const StringsContext = createContext<Record<string, string>>({});

export function ClientStringsProvider({ strings, children }: { strings: Record<string, string>; children: ReactNode }) {
  const parent = useContext(StringsContext);
  const merged = useMemo(() => ({ ...parent, ...strings }), [parent, strings]);
  return <StringsContext.Provider value={merged}>{children}</StringsContext.Provider>;
}

/** t(key, values) for one namespace: {name} placeholders filled; a missing key renders the key itself. */
export function useT<N extends Namespace>(namespace: N) {
  const strings = useContext(StringsContext);
  return useCallback(
    (key: MessageKey<N>, values?: Record<string, string | number>) => {
      const template = strings[`${namespace}.${key}`];
      return template === undefined ? messageFallback({ namespace, key }) : formatMessage(template, values);
    },
    [strings, namespace],
  );
}
