import { ClientStrings } from '@/i18n/client-strings';
import type { Locale } from '@/i18n/locales';
import { publicEnv } from '@/lib/config/public-env';
import { CookieConsent } from './cookie-consent';
import { GoogleAnalytics } from './google-analytics';
import { PageviewBeacon } from './pageview-beacon';
import { WebVitalsBeacon } from './web-vitals-beacon';

/** Cookie banner, Google Analytics behind consent, and the first-party page views and speed metrics, on every page. */
export function Analytics({ locale }: { locale: Locale }) {
  return (
    <>
      <ClientStrings locale={locale} namespaces={['Consent']}>
        <CookieConsent />
      </ClientStrings>
      <GoogleAnalytics gaId={publicEnv.gaId} />
      <PageviewBeacon locale={locale} />
      <WebVitalsBeacon locale={locale} />
    </>
  );
}
