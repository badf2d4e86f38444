import { IntlErrorCode } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messageFallback } from './format';
import { toLocale } from './locales';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toLocale(await requestLocale);
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    getMessageFallback: messageFallback,
    onError(error) {
      if (error.code === IntlErrorCode.MISSING_MESSAGE) return;
      console.error(error);
    },
  };
});
