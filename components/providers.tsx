'use client';

import type { ReactNode } from 'react';
import { LocalePreferenceSync } from '@/components/layout/locale-preference';
import { ClientStringsProvider } from '@/i18n/client';

export function Providers({ children, strings }: { children: ReactNode; strings: Record<string, string> }) {
  return (
    <>
      <LocalePreferenceSync />
      <ClientStringsProvider strings={strings}>{children}</ClientStringsProvider>
    </>
  );
}
