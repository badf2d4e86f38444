import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import type { MessageValues } from '@/lib/validation/error-keys';
import type { ResellerErrorKey } from '@/lib/validation/reseller-errors';

/* Plain catalogue reads, so mails and the API answer outside a page request too. */

const CATALOGUES: Record<Locale, typeof pt> = { pt, en, es };

type MailKey = Exclude<keyof (typeof pt)['ResellerMail'], 'labels'>;

/** The reseller mail texts of a locale: field labels and `{placeholder}` messages. */
export function resellerMessages(locale: Locale) {
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'ResellerMail' });
  return {
    labels: CATALOGUES[locale].ResellerMail.labels,
    format: (key: MailKey, values?: Record<string, string | number>) => t(key, values),
  };
}

/** A reseller error message in a locale, filled with `values` (the name rule's refused characters). */
export function resellerErrorMessage(locale: Locale, key: ResellerErrorKey, values?: MessageValues): string {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'ResellerErrors' })(key, values);
}

/** "Could not send, try again or use {app}" in a locale. */
export function submitFailureMessage(locale: Locale, app: string): string {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'Leads' })('failure', { app });
}
