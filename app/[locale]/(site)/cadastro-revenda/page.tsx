import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { ResellerBenefits } from '@/components/resellers/reseller-benefits';
import { ResellerForm } from '@/components/resellers/reseller-form';
import { ClientStrings } from '@/i18n/client-strings';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { LIMITS } from '@/lib/config/limits';
import { serviceName } from '@/lib/content/pages';
import { buildMetadata } from '@/lib/seo/metadata';
import { fieldCaps } from '@/lib/validation/caps';
import { MAX_CITIES, RESELLER_SPECIALTIES, resellerSchema } from '@/lib/validation/reseller';

const PATH = '/cadastro-revenda';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'ResellerForm' });
  return buildMetadata({ locale, pathname: PATH, title: t('metaTitle'), description: t('metaDescription') });
}

const consentLink = (href: string) =>
  function ConsentLink(chunks: React.ReactNode) {
    return (
      <Link href={href} target="_blank" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
        {chunks}
      </Link>
    );
  };

export default async function ResellerApplicationPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ResellerForm' });
  const specialties = RESELLER_SPECIALTIES.map((key) => ({ key, label: serviceName(key, locale) }));

  return (
    <>
      <PageHeader locale={locale} pathname={PATH} title={t('title')} lead={t('lead')} />
      <div className="container-page grid grid-cols-1 gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="lg:sticky lg:top-24 lg:order-last">
          <ResellerBenefits locale={locale} />
        </div>
        <ClientStrings locale={locale} namespaces={['ResellerForm.form', 'ResellerErrors', 'OfflineQueue']}>
          <ResellerForm
            title={t('formTitle')}
            intro={t('formIntro')}
            caps={fieldCaps(resellerSchema, LIMITS.formString)}
            maxCities={MAX_CITIES}
            specialties={specialties}
            consent={{
              terms: t.rich('aceiteTermos', { link: consentLink('/termos-de-uso') }),
              publication: t.rich('aceitePublicacao', { link: consentLink('/politica-de-privacidade') }),
            }}
          />
        </ClientStrings>
      </div>
    </>
  );
}
