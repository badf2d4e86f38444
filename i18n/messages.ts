import type { Locale } from './locales';

/** All messages of one locale, loaded on demand (for translators outside a request, e.g. mails). */
export async function messagesOf(locale: Locale) {
  if (locale === 'en') return (await import('@/messages/en.json')).default;
  if (locale === 'es') return (await import('@/messages/es.json')).default;
  return (await import('@/messages/pt.json')).default;
}
