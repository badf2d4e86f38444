import { getTranslations } from 'next-intl/server';
import { publicServicePages, services } from '@/lib/content/pages';
import { Link } from '@/i18n/navigation';
import { servicePrice } from '@/lib/catalogue';
import { type Locale } from '@/i18n/locales';
import { Section } from './section';
import { ServiceCards, type ServiceCard } from './service-cards';

export async function ServicesGrid({ locale }: { locale: Locale }) {
  const [t, tServices] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Services' }),
  ]);
  const cards: ServiceCard[] = publicServicePages(locale).map(({ key, slug }) => {
    const s = services[key][locale];
    const price = servicePrice(key, locale);
    return {
      title: s.title,
      badge: s.badge,
      subtitle: s.subtitle,
      description: s.description,
      features: s.cardFeatures,
      price: price.display,
      period: tServices(price.display ? `period.${price.periodKey}` : 'period.onDemand'),
      href: `/servicos/${slug}`,
    };
  });
  return (
    <Section id="servicos-home" title={t('services.title')} subtitle={t('services.subtitle')} muted>
      <ServiceCards cards={cards} from={t('services.from')} learnMore={t('services.learnMore')} />
      <div className="mt-10 flex justify-center">
        <Link href="/servicos" className="btn btn-card btn-lg ci-a ci-arrow-right">
          {t('services.cta')}
        </Link>
      </div>
    </Section>
  );
}
