import { getTranslations } from 'next-intl/server';
import { home } from '@/lib/content/pages';
import { Link } from '@/i18n/navigation';
import { formatMoney, localPrice, OFFER } from '@/lib/config/catalogue';
import { type Locale } from '@/i18n/locales';
import { Section } from './section';
import { buttonClass } from '@/components/ui/button';

export async function PainAndPricing({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const money = (brl: number) => formatMoney(localPrice(brl, locale), locale, { whole: true });
  const prices = {
    price: money(OFFER.priceBrl),
    oldPrice: money(OFFER.oldPriceBrl),
    saving: money(OFFER.savingBrl),
    diagnostic: money(OFFER.diagnosticBrl),
  };
  return (
    <Section id="oferta" title={t('pain.title')} subtitle={t('pain.subtitle')}>
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <ul className="grid gap-4 sm:grid-cols-2">
          {home[locale].painPoints.map((p) => (
            <li key={p.title} className="pain-card">
              <h3 className="ci-b ci-alert-triangle">{p.title}</h3>
              <p>{p.text}</p>
              <p className="check-item">
                <span className="sr-only">{t('pain.solution')}: </span>
                {p.solution}
              </p>
            </li>
          ))}
        </ul>
        <div className="offer-card" data-testid="pricing-offer">
          <p className="w-fit rounded-full bg-primary px-3 py-1 text-sm font-bold text-primary-foreground">{t('pricing.badge')}</p>
          <h3 className="text-2xl font-extrabold">{t('pricing.title')}</h3>
          <p className="flex flex-wrap items-end gap-x-3">
            <span className="text-lg text-muted-foreground line-through">{t('pricing.oldPrice', { price: prices.oldPrice })}</span>
            <span className="text-5xl font-extrabold text-primary">{prices.price}</span>
            <span className="pb-1 text-muted-foreground">{t('pricing.perDevice')}</span>
          </p>
          <p className="font-semibold text-emerald-700 dark:text-emerald-400">{t('pricing.saving', { saving: prices.saving })}</p>
          <p className="ci-b ci-gift -mb-3 flex items-center gap-2 font-semibold [--ci-s:1.25rem] before:text-primary">
            {t('pricing.included')}
          </p>
          <ul className="check-list">
            {[t('pricing.installation'), t('pricing.training'), t('pricing.diagnostic', { value: prices.diagnostic })].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="text-sm font-medium">{t('pricing.terms')}</p>
          <p className="rounded-lg bg-destructive/10 px-3 py-2 text-sm font-bold text-destructive">{t('pricing.scarcity')}</p>
          <Link href="/contato" className={buttonClass({ size: 'lg', className: 'ci-a ci-arrow-right' })}>
            {t('pricing.cta')}
          </Link>
        </div>
      </div>
    </Section>
  );
}
