import { getTranslations } from 'next-intl/server';
import type { ServicePageKey } from '@/lib/content/types';
import { servicePrice } from '@/lib/catalogue';
import type { Locale } from '@/i18n/locales';

/** 'A partir de R$ 99,00 por dispositivo/mês', or 'Sob consulta'. */
export async function PriceTag({ page, locale, size = 'md' }: { page: ServicePageKey; locale: Locale; size?: 'md' | 'lg' }) {
  const [t, tServices] = await Promise.all([
    getTranslations({ locale, namespace: 'ServicePage' }),
    getTranslations({ locale, namespace: 'Services' }),
  ]);
  const { display: amount, periodKey } = servicePrice(page, locale);
  if (!amount)
    return (
      <p className={size === 'lg' ? 'text-2xl font-extrabold' : 'font-semibold'} data-price="on-request">
        {t('onRequest')}
      </p>
    );
  return (
    <p data-price={amount}>
      <span className="block text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('from')}</span>
      <span className={size === 'lg' ? 'text-4xl font-extrabold text-primary' : 'text-xl font-extrabold'}>{amount}</span>{' '}
      <span className="text-muted-foreground">{tServices(`period.${periodKey}`)}</span>
    </p>
  );
}
