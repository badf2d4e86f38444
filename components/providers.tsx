'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { LocalePreferenceSync } from '@/components/layout/locale-preference';
import type { Locale } from '@/i18n/locales';
import { messageFallback, onMessageError } from '@/i18n/strings';

type IntlConfig = { locale: Locale; timeZone: string; messages: AbstractIntlMessages };

/**
 * The page's client messages, in the server's time zone (so both render alike). The fallback and
 * the error rule are set here because functions cannot be passed from the server; nested providers inherit them.
 */
export function Providers({ children, ...intl }: IntlConfig & { children: ReactNode }) {
  return (
    <NextIntlClientProvider {...intl} getMessageFallback={messageFallback} onError={onMessageError}>
      <LocalePreferenceSync />
      {children}
    </NextIntlClientProvider>
  );
}
