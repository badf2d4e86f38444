'use client';

import { usePathname } from 'next/navigation';
import { LOCALE_TAGS } from '@/i18n/locales';
import { localeOfPath } from '@/i18n/paths';
import strings from '@/i18n/global-error.json';

/**
 * Replaces the whole document when the root layout itself fails, so it brings its own <html>,
 * its language (from the address: the layout that knows it is what failed) and inline styles
 * (the site's stylesheet belongs to that layout).
 */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const locale = localeOfPath(usePathname() ?? '/');
  const t = strings[locale];
  return (
    <html lang={LOCALE_TAGS[locale]} style={{ colorScheme: 'light dark' }}>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>
        <main role="alert" style={{ maxWidth: '36rem', margin: '0 auto', padding: '6rem 1.5rem', textAlign: 'center' }}>
          <h1 style={{ fontSize: '1.875rem' }}>{t.title}</h1>
          <p>{t.description}</p>
          <p style={{ display: 'flex', gap: '0.75rem', justifyContent: 'center', flexWrap: 'wrap' }}>
            <button type="button" onClick={() => retry()} style={{ minHeight: '2.75rem', padding: '0 1.25rem', font: 'inherit' }}>
              {t.retry}
            </button>
            <button
              type="button"
              onClick={() => window.location.reload()}
              style={{ minHeight: '2.75rem', padding: '0 1.25rem', font: 'inherit' }}
            >
              {t.reload}
            </button>
          </p>
        </main>
      </body>
    </html>
  );
}
