import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Hero } from '@/components/home/hero';
import { ContactSection } from '@/components/leads/contact-section';
import { JsonLdScript } from '@/components/seo/json-ld';
import { breadcrumbJsonLd, breadcrumbsFor, websiteJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { COMPANY } from '@/lib/site';
import { pageLocale } from '@/lib/i18n';

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
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <>
      <Hero locale={locale} />
      <section id="contato" aria-labelledby="contato-title" className="container-page py-16">
        <ContactSection locale={locale} />
      </section>
      <JsonLdScript data={[websiteJsonLd(locale), breadcrumbJsonLd(locale, breadcrumbsFor('/', t('home')))]} />
    </>
  );
}
