import { notFound } from 'next/navigation';
import { isLocale } from '@/lib/locale-preference';
import type { Locale } from '@/lib/site';

/** Narrows the [locale] route param; unknown locales are a 404. */
export function pageLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}
