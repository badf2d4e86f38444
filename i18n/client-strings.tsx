import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientStringsProvider } from './client';
import type { Locale } from './locales';
import { flattenMessages, type Namespace } from './strings';

/** Hands the given namespaces' strings to the client components below (server component). */
export async function ClientStrings({ locale, namespaces, children }: { locale: Locale; namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return <ClientStringsProvider strings={flattenMessages(messages, namespaces)}>{children}</ClientStringsProvider>;
}
