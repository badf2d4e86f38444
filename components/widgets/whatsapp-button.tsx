import { getTranslations } from 'next-intl/server';
import { whatsappUrl } from '@/lib/leads/whatsapp';
import { COMPANY } from '@/lib/config/company';
import { type Locale } from '@/i18n/locales';

/** Floating messaging-app button: a plain link with the greeting, no JavaScript. */
export async function WhatsappButton({ locale }: { locale: Locale }) {
  const [t, tLeads] = await Promise.all([
    getTranslations({ locale, namespace: 'Widget' }),
    getTranslations({ locale, namespace: 'Leads' }),
  ]);
  return (
    <a
      href={whatsappUrl(tLeads('waGreeting'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('floating', { app: COMPANY.messagingApp })}
      title={t('floating', { app: COMPANY.messagingApp })}
      data-testid="whatsapp-button"
      data-floating
      data-analytics-label="floating_button"
      className="ci-b ci-phone fixed right-[5.25rem] bottom-3 z-40 lg:right-[5.5rem] lg:bottom-6 inline-flex size-12 items-center justify-center rounded-full bg-[#0f7a40] text-white shadow-xl transition-transform [--ci-s:1.5rem] hover:scale-105"
    />
  );
}
