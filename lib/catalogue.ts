import type { Locale } from '@/i18n/locales';
import { BILLING_PERIOD, formatMoney, localPrice, SERVICE_KEYS, type Money, type ServiceKey } from '@/lib/config/catalogue';
import { content } from '@/lib/content/store';
import type { ServicePageKey } from '@/lib/content/types';

/**
 * Catalogue prices in reais; null = upon request. Staff edit them in the content editor
 * (content/prices.json, checked by `pricesSchema`); each read sees the last published file.
 */
export const PRICES_BRL: Readonly<Record<ServiceKey, number | null>> = Object.defineProperties(
  {} as Record<ServiceKey, number | null>,
  Object.fromEntries(SERVICE_KEYS.map((key) => [key, { enumerable: true, get: () => content().prices[key] }])),
);

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
