import { getRequestConfig } from 'next-intl/server';
import { toLocale } from './locales';
import { messagesOf } from './messages';
import { messageFallback, onMessageError } from './strings';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toLocale(await requestLocale);
  // Every date and time the site shows is the company's (São Paulo), whatever the server's zone.
  return {
    locale,
    timeZone: COMPANY_TIME_ZONE,
    messages: await messagesOf(locale),
    getMessageFallback: messageFallback,
    onError: onMessageError,
  };
});
