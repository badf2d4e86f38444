'use client';

import { CssIcon } from '@/components/ui/css-icon';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocale, usePathname } from '@/i18n/navigation';
import { localeCookie } from '@/i18n/preference';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '@/i18n/locales';
import { STORAGE_KEYS } from '@/lib/config/limits';
import { cn } from '@/lib/utils';
import { useOpenedOnce } from '@/components/ui/use-opened-once';

/** Saves the choice: localStorage preferredLanguage plus the locale cookie the proxy reads. */
function remember(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEYS.preferredLanguage, locale);
  } catch {
    // Storage unavailable: the cookie still carries the choice.
  }
  document.cookie = localeCookie(locale);
}

function useLocalizedHref() {
  const pathname = usePathname();
  const [search, setSearch] = useState('');
  // Static pages do not know the query string; read it after hydration and on each navigation.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setSearch(window.location.search), [pathname]);
  return `${pathname}${search}`;
}

/** Compact switcher for the top bar. */
export function LanguageSwitcher() {
  const t = useTranslations('Language');
  const current = useLocale();
  const href = useLocalizedHref();
  const [open, setOpen] = useState(false);
  const shown = useOpenedOnce(open);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className="ci-b ci-globe inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-xs font-semibold uppercase text-muted-foreground [--ci-s:0.875rem] hover:bg-accent hover:text-foreground"
      >
        <span className="sr-only">{t('change', { language: LOCALE_NAMES[current] })} </span>
        {current}
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1 w-40 rounded-lg border bg-card p-1 text-card-foreground shadow-xl"
      >
        {(shown ? LOCALES : []).map((locale) => (
          <li key={locale}>
            <Link
              href={href}
              locale={locale}
              hrefLang={LOCALE_TAGS[locale]}
              lang={LOCALE_TAGS[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => {
                remember(locale);
                setOpen(false);
              }}
              className="flex items-center justify-between rounded-md px-3 py-2 text-sm hover:bg-accent"
            >
              {LOCALE_NAMES[locale]}
              {locale === current ? <CssIcon name="check" className="size-4" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Inline language choice for the mobile menu. */
export function LanguageOptions() {
  const t = useTranslations('Language');
  const current = useLocale();
  const href = useLocalizedHref();
  return (
    <div role="group" aria-label={t('label')} className="flex items-center justify-between gap-2">
      <span className="text-sm font-medium text-muted-foreground">{t('label')}</span>
      <div className="flex gap-1">
        {LOCALES.map((locale) => (
          <Link
            key={locale}
            href={href}
            locale={locale}
            hrefLang={LOCALE_TAGS[locale]}
            lang={LOCALE_TAGS[locale]}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => remember(locale)}
            className={cn(
              'inline-flex h-9 min-w-11 items-center justify-center rounded-md border px-2 text-sm font-semibold uppercase',
              locale === current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
          >
            <span aria-hidden>{locale}</span>
            <span className="sr-only">{LOCALE_NAMES[locale]}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
