import type { Locale } from '@/i18n/locales';
import { BILLING_PERIOD, formatMoney, localPrice, PRICES_BRL, type Money, type ServiceKey } from '@/lib/config/catalogue';
import type { ServicePageKey } from '@/lib/content/types';

/** The catalogue entry a service page sells; New Smart Cloud is quoted per project, like consulting. */
export function catalogueKey(page: ServicePageKey): ServiceKey {
  return page === 'newSmartCloud' ? 'consulting' : page;
}

export interface ServicePrice {
  /** The 'starting at' price in the locale's currency; null = upon request. */
  money: Money | null;
  /** The same, formatted for the locale. */
  display: string | null;
  periodKey: (typeof BILLING_PERIOD)[ServiceKey];
}

/** 'Starting at' price and billing period of a service page. */
export function servicePrice(page: ServicePageKey, locale: Locale): ServicePrice {
  const key = catalogueKey(page);
  const brl = PRICES_BRL[key];
  const money = brl === null ? null : localPrice(brl, locale);
  return { money, display: money && formatMoney(money, locale), periodKey: BILLING_PERIOD[key] };
}
