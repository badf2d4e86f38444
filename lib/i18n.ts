import { notFound } from 'next/navigation';
import { isLocale } from '@/lib/locale-preference';
import type { Locale } from '@/i18n/locales';

/** Narrows the [locale] route param; unknown locales are a 404. */
export function pageLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}

/** SPEC §3: a missing translation key falls back to the key string itself. */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}
