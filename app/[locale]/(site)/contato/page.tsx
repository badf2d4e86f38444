import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { ContactSection } from '@/components/leads/contact-section';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';

const PATH = '/contato';

export async function generateMetadata({ params }: PageProps<'/[locale]/contato'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return buildMetadata({
    locale,
    pathname: PATH,
    title: t('metaTitle'),
    description: t('metaDescription'),
    ogImage: '/[locale]/(site)/contato',
  });
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contato'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return (
    <>
      <PageHeader locale={locale} pathname={PATH} title={t('title')} lead={t('lead')} />
      <div className="container-page py-10" id="contato">
        <ContactSection locale={locale} />
      </div>
    </>
  );
}
