import { ArrowRight } from '@/components/ui/icons';
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
            <li key={key} className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-lg font-bold">{s.title}</h3>
                <span className="shrink-0 rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-foreground">{s.badge}</span>
              </div>
              <p className="text-sm font-medium text-primary">{s.subtitle}</p>
              <p className="text-sm leading-relaxed text-muted-foreground">{s.description}</p>
              <ul className="flex flex-col gap-1.5 text-sm">
                {s.cardFeatures.map((f) => (
                  <li key={f} className="check-item flex gap-2">
                    {f}
                  </li>
                ))}
              </ul>
              <div className="mt-auto flex items-end justify-between gap-3 border-t pt-4">
                <p className="text-sm">
                  {price.display ? (
                    <>
                      <span className="block text-xs text-muted-foreground">{t('services.from')}</span>
                      <span className="font-extrabold">{price.display}</span>{' '}
                      <span className="text-muted-foreground">{tServices(`period.${price.periodKey}`)}</span>
                    </>
                  ) : (
                    <span className="font-semibold">{tServices('period.onDemand')}</span>
                  )}
                </p>
                <Link
                  href={`/servicos/${slug}`}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
                >
                  {t('services.learnMore')}
                  <span className="sr-only">: {s.title}</span>
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex justify-center">
        <Link href="/servicos" className="inline-flex h-12 items-center gap-2 rounded-lg border bg-card px-6 font-semibold hover:bg-accent">
          {t('services.cta')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </Section>
  );
}
