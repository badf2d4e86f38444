'use client';

import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/site';
import { LocalePreferenceSync } from '@/components/layout/locale-preference';
import { UiStringsProvider } from '@/components/ui-strings';

export function Providers({ children, strings }: { children: ReactNode; strings: Record<string, string> }) {
  return (
    <ThemeProvider attribute="class" storageKey={STORAGE_KEYS.theme} defaultTheme="system" enableSystem disableTransitionOnChange>
      <LocalePreferenceSync />
      <UiStringsProvider strings={strings}>{children}</UiStringsProvider>
    </ThemeProvider>
  );
}
