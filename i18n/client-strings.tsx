import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientStringsProvider } from './client';
import type { Locale } from './locales';
import { flattenMessages, type MessageGroup } from './strings';

/** Hands the strings of the given namespaces or groups ('Home.live') to the client components below. */
export async function ClientStrings({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly MessageGroup[];
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  return <ClientStringsProvider strings={flattenMessages(messages, namespaces)}>{children}</ClientStringsProvider>;
}
