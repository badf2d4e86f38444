'use client';

import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/site';
import { LocalePreferenceSync } from '@/components/layout/locale-preference';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" storageKey={STORAGE_KEYS.theme} defaultTheme="system" enableSystem disableTransitionOnChange>
      <LocalePreferenceSync />
      {children}
    </ThemeProvider>
  );
}
