import { ClientStrings } from '@/i18n/client-strings';
import type { Locale } from '@/i18n/locales';
import { PwaBoot } from './pwa-boot';

/** The installable app on every page: service-worker registration and the install sheet with its strings. */
export function Pwa({ locale }: { locale: Locale }) {
  return (
    <ClientStrings locale={locale} namespaces={['Pwa']}>
      <PwaBoot />
    </ClientStrings>
  );
}
