import { getTranslations } from 'next-intl/server';
import { services } from '@/lib/content/pages';
import { Link } from '@/i18n/navigation';
import { servicePrice } from '@/lib/catalogue';
import { SERVICE_PAGES } from '@/lib/config/catalogue';
import { type Locale } from '@/i18n/locales';
import { Section } from './section';

export async function ServicesGrid({ locale }: { locale: Locale }) {
  const [t, tServices] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Services' }),
  ]);
  return (
    <Section id="servicos-home" title={t('services.title')} subtitle={t('services.subtitle')} muted>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICE_PAGES.map(({ key, slug }) => {
          const s = services[key][locale];
          const price = servicePrice(key, locale);
          return (
            <li key={key} className="svc-card">
              <h3>{s.title}</h3>
              <span>{s.badge}</span>
              <p>{s.subtitle}</p>
              <p>{s.description}</p>
              <ul className="check-list">
                {s.cardFeatures.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              {price.display ? (
                <p className="subtle">
                  {t('services.from')}
                  <strong>{price.display}</strong> {tServices(`period.${price.periodKey}`)}
                </p>
              ) : (
                <p className="font-semibold">{tServices('period.onDemand')}</p>
              )}
              <Link href={`/servicos/${slug}`} aria-label={`${t('services.learnMore')}: ${s.title}`} className="ci-a ci-arrow-right">
                {t('services.learnMore')}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex justify-center">
        <Link href="/servicos" className="btn btn-card btn-lg ci-a ci-arrow-right">
          {t('services.cta')}
        </Link>
      </div>
    </Section>
  );
}
