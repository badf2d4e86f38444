'use client';

import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/config/limits';
import { LocalePreferenceSync } from '@/components/layout/locale-preference';
import { ClientStringsProvider } from '@/i18n/client';

export function Providers({ children, strings }: { children: ReactNode; strings: Record<string, string> }) {
  return (
    <ThemeProvider attribute="class" storageKey={STORAGE_KEYS.theme} defaultTheme="system" enableSystem disableTransitionOnChange>
      <LocalePreferenceSync />
      <ClientStringsProvider strings={strings}>{children}</ClientStringsProvider>
    </ThemeProvider>
  );
}
