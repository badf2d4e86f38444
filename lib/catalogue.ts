import type { ServicePageKey } from '@/content/catalogue/types';
import { BILLING_PERIOD, PRICES, type Locale, type ServiceKey } from '@/lib/site';

/** The catalogue entry a service page sells; New Smart Cloud is quoted per project, like consulting. */
export function catalogueKey(page: ServicePageKey): ServiceKey {
  return page === 'newSmartCloud' ? 'consulting' : page;
}

/** 'Starting at' price and billing period of a service page (SPEC §9); amount null = upon request. */
export function servicePrice(page: ServicePageKey, locale: Locale): { amount: string | null; periodKey: (typeof BILLING_PERIOD)[ServiceKey] } {
  const key = catalogueKey(page);
  return { amount: PRICES[key][locale], periodKey: BILLING_PERIOD[key] };
}

/** The numeric amount and currency of a catalogue price string (for the Offer in JSON-LD). */
export function priceAmount(display: string | null, locale: Locale): { amount: number; currency: 'BRL' | 'USD' } | null {
  if (!display) return null;
  const digits = display.replace(/[^\d,.]/g, '');
  // en writes 5,999.60; pt and es write 5.999,60.
  const normalized = locale === 'en' ? digits.replace(/,/g, '') : digits.replace(/\./g, '').replace(',', '.');
  const amount = Number(normalized);
  return Number.isFinite(amount) && digits ? { amount, currency: locale === 'pt' ? 'BRL' : 'USD' } : null;
}
