'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';

/**
 * Client components read their few UI strings from this context: plain strings resolved on the
 * server (flattened "Namespace.key" → text), so no message-format runtime ships to the browser.
 */
const UiStringsContext = createContext<Record<string, string>>({});

export function UiStringsProvider({ strings, children }: { strings: Record<string, string>; children: ReactNode }) {
  return <UiStringsContext.Provider value={strings}>{children}</UiStringsContext.Provider>;
}

/** Returns t(key, values): simple {name} substitution; a missing key renders the key itself. */
export function useUiStrings(namespace?: string) {
  const strings = useContext(UiStringsContext);
  return useCallback(
    (key: string, values?: Record<string, string | number>) => {
      const full = namespace ? `${namespace}.${key}` : key;
      const template = strings[full];
      if (template === undefined) return full;
      return values ? template.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : template;
    },
    [strings, namespace],
  );
}
