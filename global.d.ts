import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/strings';

// Typed messages: a key missing from the Portuguese catalogue (main file or panels' file) fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
