import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AboutSection } from '@/components/home/about-section';
import { CertificationsBlock } from '@/components/home/certifications';
import { FaqAccordion } from '@/components/home/faq';
import { Hero } from '@/components/home/hero';
import { LiveStatsPanel } from '@/components/home/live-stats';
import { PainAndPricing } from '@/components/home/pain-pricing';
import { PartnersSection } from '@/components/home/partners-section';
import { RoiCalculator } from '@/components/home/roi-calculator';
import { calculateRoi, formatRoi, ROI_DEFAULT_INPUTS } from '@/lib/roi';
import { Section } from '@/components/home/section';
import { ServicesGrid } from '@/components/home/services-grid';
import { Testimonials } from '@/components/home/testimonials';
import { TrustBar } from '@/components/home/trust-bar';
import { ContactSection } from '@/components/leads/contact-section';
import { JsonLdScript } from '@/components/seo/json-ld';
import { OfferBanner } from '@/components/widgets/offer-banner';
import { ClientStrings } from '@/i18n/client-strings';
import { home } from '@/lib/content/pages';
import { pageLocale } from '@/i18n/page-locale';
import { LOCALE_TAGS } from '@/i18n/locales';
import { websiteJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { COMPANY } from '@/lib/config/company';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return buildMetadata({
    locale,
    pathname: '/',
    title: t('homeTitle', { company: COMPANY.name }),
    absoluteTitle: true,
    description: t('homeDescription'),
    keywords: t('keywords'),
    ogImage: '/[locale]/(site)',
    feed: true,
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const tHome = await getTranslations({ locale, namespace: 'Home' });
  const content = home[locale];

  return (
    <>
      <Hero locale={locale} />
      <CertificationsBlock locale={locale} />
      <TrustBar locale={locale} />
      <Section id="ao-vivo" title={tHome('live.title')}>
        <ClientStrings locale={locale} namespaces={['Home.live']}>
          <LiveStatsPanel ticker={content.ticker} />
        </ClientStrings>
      </Section>
      <ServicesGrid locale={locale} />
      <PartnersSection locale={locale} />
      <AboutSection locale={locale} />
      <Testimonials locale={locale} />
      <PainAndPricing locale={locale} />
      <Section id="roi" title={tHome('roi.title')} subtitle={tHome('roi.subtitle')} muted>
        <ClientStrings locale={locale} namespaces={['Home.roi']}>
          <RoiCalculator locale={locale} initial={formatRoi(calculateRoi(ROI_DEFAULT_INPUTS), LOCALE_TAGS[locale])} />
        </ClientStrings>
      </Section>
      <Section id="faq" title={tHome('faq.title')} subtitle={tHome('faq.subtitle')}>
        <FaqAccordion items={content.faq} chips={[tHome('faq.chips.uptime'), tHome('faq.chips.response'), tHome('faq.chips.clients')]} />
      </Section>
      <ClientStrings locale={locale} namespaces={['Home.offer']}>
        <OfferBanner />
      </ClientStrings>
      <section id="contato" aria-labelledby="contato-title" className="container-page py-16">
        <ContactSection locale={locale} />
      </section>
      {/* No BreadcrumbList here: the home page alone is a one-item trail. */}
      <JsonLdScript data={websiteJsonLd(locale)} />
    </>
  );
}
