import { formatMessage } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import type { ResellerErrorKey } from '@/lib/validation/reseller-errors';

/* Plain catalogue reads, so mails and the API answer outside a page request too. */

const CATALOGUES: Record<Locale, typeof pt> = { pt, en, es };

type MailKey = Exclude<keyof (typeof pt)['ResellerMail'], 'labels'>;

/** The reseller mail texts of a locale: field labels and `{placeholder}` messages. */
export function resellerMessages(locale: Locale) {
  const mail = CATALOGUES[locale].ResellerMail;
  return {
    labels: mail.labels,
    format: (key: MailKey, values?: Record<string, string | number>) => formatMessage(mail[key], values),
  };
}

/** A reseller error message in a locale. */
export function resellerErrorMessage(locale: Locale, key: ResellerErrorKey): string {
  return CATALOGUES[locale].ResellerErrors[key];
}

/** "Could not send, try again or use {app}" in a locale. */
export function submitFailureMessage(locale: Locale, app: string): string {
  return formatMessage(CATALOGUES[locale].Leads.failure, { app });
}
