import { getTranslations } from 'next-intl/server';
import { ClientStrings } from '@/i18n/client-strings';
import { whatsappUrl } from '@/lib/leads/whatsapp';
import { COMPANY } from '@/lib/config/company';
import { type Locale } from '@/i18n/locales';
import { contactSchema, typingCaps } from '@/lib/validation/leads';
import { ContactForm } from './contact-form';
import { PrivacyNote } from './privacy-note';

/** The quote form beside the contact cards (WhatsApp, e-mail, offices, hours), on /contato and the home page. */
export async function ContactSection({ locale, headingLevel = 2 }: { locale: Locale; headingLevel?: 2 | 1 }) {
  const [tForm, t, tLeads] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactForm' }),
    getTranslations({ locale, namespace: 'Contact' }),
    getTranslations({ locale, namespace: 'Leads' }),
  ]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const form = (
    <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
      <Heading id="contato-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {tForm('title')}
      </Heading>
      <p className="mb-6 mt-2 text-muted-foreground">{tForm('subtitle')}</p>
      <ClientStrings locale={locale} namespaces={['ContactForm', 'OfflineQueue']}>
        <ContactForm caps={typingCaps(contactSchema)} footer={<PrivacyNote locale={locale} />} headingLevel={headingLevel === 1 ? 2 : 3} />
      </ClientStrings>
    </div>
  );
  // The card's icon is drawn by CSS beside its lines (.info-card in app/blocks.css).
  const cardClass = 'ci-b card info-card';
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      {form}
      <aside className="flex flex-col gap-4" aria-label={t('title')}>
        <a
          href={whatsappUrl(tLeads('waGreeting'))}
          target="_blank"
          rel="noopener noreferrer"
          className={`${cardClass} ci-message-circle hover:border-primary before:text-[#128c4a] dark:before:text-emerald-400`}
        >
          <span className="font-semibold">{t('whatsappTitle')}</span>
          <span className="text-sm text-muted-foreground">{t('whatsappText')}</span>
          <span className="mt-1 font-medium">{COMPANY.phone}</span>
        </a>
        <a href={`mailto:${COMPANY.email}`} className={`${cardClass} ci-mail hover:border-primary before:text-primary`}>
          <span className="font-semibold">{t('emailTitle')}</span>
          <span className="text-sm text-muted-foreground">{t('emailText')}</span>
          <span className="mt-1 break-all font-medium">{COMPANY.email}</span>
        </a>
        <div className={`${cardClass} ci-map-pin before:text-primary`}>
          <h2 className="font-semibold">{t('officesTitle')}</h2>
          <p className="mt-1 text-sm">{t('hq', { city: COMPANY.address.city, region: COMPANY.address.region })}</p>
          <p className="text-sm text-muted-foreground">{COMPANY.address.street}</p>
          <p className="mt-2 text-sm">{t('branch')}</p>
        </div>
        <div className={`${cardClass} ci-clock before:text-primary`}>
          <h2 className="font-semibold">{t('hoursTitle')}</h2>
          <p className="mt-1 text-sm">{t('hours')}</p>
        </div>
      </aside>
    </div>
  );
}
