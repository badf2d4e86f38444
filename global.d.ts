import type { Locale } from '@/i18n/locales';
import type messages from './messages/pt.json';

// Typed messages: a key missing from the Portuguese catalogue fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
