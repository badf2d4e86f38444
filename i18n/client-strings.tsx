import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from './locales';
import { MoreMessages } from './client-messages';
import { pickMessages, type MessageGroup } from './strings';

/** Hands the messages of the given namespaces or groups ('Home.live') to the client components below, on top of the page's. */
export async function ClientStrings({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly MessageGroup[];
  children: ReactNode;
}) {
  return <MoreMessages messages={pickMessages(await getMessages({ locale }), namespaces)}>{children}</MoreMessages>;
}
