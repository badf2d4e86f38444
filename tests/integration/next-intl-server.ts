import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { toLocale } from '@/i18n/locales';

const CATALOGUES = { pt, en, es };

/**
 * next-intl's server functions outside Next, for `vi.mock('next-intl/server', …)`: translators over
 * the message files in the asked language (Portuguese for any other).
 */
export const nextIntlServer = {
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
    createTranslator({ locale: toLocale(locale), messages: CATALOGUES[toLocale(locale)], namespace: namespace as never }),
  getFormatter: async () => ({}),
};
