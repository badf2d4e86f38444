import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './locales';

/** Narrows the [locale] route param; an unknown locale is a 404. */
export function pageLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}
