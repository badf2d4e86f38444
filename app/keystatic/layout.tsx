import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { requireUser } from '@/lib/auth/require';

export const metadata: Metadata = { title: 'Conteúdo — editor', robots: { index: false, follow: false } };

/**
 * The staff content editor (Keystatic's own interface, in English) outside the site's localized
 * layout: no header, footer or site scripts. Admins only; the proxy checks first and this checks again.
 */
export default async function EditorLayout({ children }: { children: ReactNode }) {
  await requireUser(DEFAULT_LOCALE, 'admin', '/keystatic');
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
