import type { Locale } from './locales';
import { mergeMessages, type Messages } from './strings';

// Written out per language, so the bundler includes exactly these files.
const files = {
  pt: () => Promise.all([import('@/messages/pt.json'), import('@/messages/panels/pt.json')]),
  en: () => Promise.all([import('@/messages/en.json'), import('@/messages/panels/en.json')]),
  es: () => Promise.all([import('@/messages/es.json'), import('@/messages/panels/es.json')]),
};

/** All messages of one locale, the panels' file merged in: for the request config and for translators outside a request (e.g. mails). */
export async function messagesOf(locale: Locale): Promise<Messages> {
  const [main, panels] = await files[locale]();
  return mergeMessages(main.default, panels.default);
}
