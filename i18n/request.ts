import { getRequestConfig } from 'next-intl/server';
import { toLocale } from './locales';
import { messagesOf } from './messages';
import { messageFallback, onMessageError } from './strings';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toLocale(await requestLocale);
  return { locale, messages: await messagesOf(locale), getMessageFallback: messageFallback, onError: onMessageError };
});
