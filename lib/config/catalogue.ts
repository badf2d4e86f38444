import { LOCALE_TAGS, type Locale } from '@/i18n/locales';

/** The service catalogue: keys, page slugs, prices and billing periods, the home offer, ROI constants. */

export const SERVICE_KEYS = [
  'msp',
  'peopleCounter',
  'cloud',
  'backup',
  'iot',
  'security',
  'messaging',
  'email',
  'storage',
  'consulting',
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** The ten service pages, in menu order. */
export const SERVICE_PAGES = [
  { key: 'msp', slug: 'suporte-de-ti' },
  { key: 'newSmartCloud', slug: 'new-smart-cloud' },
  { key: 'cloud', slug: 'cloud-file-server' },
  { key: 'backup', slug: 'backup' },
  { key: 'iot', slug: 'automacao-iot' },
  { key: 'security', slug: 'seguranca-inteligente' },
  { key: 'messaging', slug: 'mensageria-ipbx' },
  { key: 'email', slug: 'email-corporativo-ipbx' },
  { key: 'storage', slug: 'storage' },
  { key: 'peopleCounter', slug: 'contadores-de-pessoas' },
] as const;

/** The catalogue's dollar rate for the English and Spanish pages (R$ 99 → US$ 19.80). */
export const USD_PER_BRL = 0.2;

/** Billing period per service; the label is the message Services.period.<key>. */
export const BILLING_PERIOD: Record<ServiceKey, 'perDeviceMonth' | 'month' | 'initialPackage' | 'perAccountMonth' | 'onDemand'> = {
  msp: 'perDeviceMonth',
  peopleCounter: 'month',
  cloud: 'month',
  backup: 'month',
  iot: 'initialPackage',
  security: 'month',
  messaging: 'month',
  email: 'perAccountMonth',
  storage: 'month',
  consulting: 'onDemand',
};

export interface Money {
  amount: number;
  currency: 'BRL' | 'USD';
}

/** A price in reais as shown in a locale: reais in Portuguese, dollars at the catalogue rate elsewhere. */
export function localPrice(brl: number, locale: Locale): Money {
  if (locale === 'pt') return { amount: brl, currency: 'BRL' };
  return { amount: Math.round(brl * USD_PER_BRL * 100) / 100, currency: 'USD' };
}

/**
 * How the catalogue writes money where it differs from `Intl` for the locale: Spanish prices are
 * in dollars written $5.999,60 (symbol first, no space, dot for thousands, comma for decimals),
 * where `Intl` es writes 5999,60 US$. Other locales: `Intl` as is (R$ 1.899,00, $5,999.60).
 */
const MONEY_STYLE: Partial<Record<Locale, { group: string; decimal: string }>> = {
  es: { group: '.', decimal: ',' },
};

/** Formats money for a locale; `whole` drops ",00" on whole amounts (headline prices). */
export function formatMoney({ amount, currency }: Money, locale: Locale, { whole = false } = {}): string {
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    ...(whole ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
  };
  const style = MONEY_STYLE[locale];
  if (!style) return new Intl.NumberFormat(LOCALE_TAGS[locale], options).format(amount);
  // Built from the parts of a symbol-first format that groups from 1,000, with the locale's marks.
  return new Intl.NumberFormat('en-US', { ...options, currencyDisplay: 'narrowSymbol' })
    .formatToParts(amount)
    .map((part) =>
      part.type === 'group' ? style.group : part.type === 'decimal' ? style.decimal : part.type === 'literal' ? '' : part.value,
    )
    .join('');
}

/** The home page's limited offer, in reais. */
export const OFFER = {
  priceBrl: 99,
  oldPriceBrl: 141.43,
  savingBrl: 42,
  diagnosticBrl: 2500,
  windowHours: 48,
} as const;

/** ROI calculator constants (in reais in every language). */
export const ROI = {
  mspPricePerDevice: 99,
  costFactorAfter: 0.6,
  downtimeHourCost: 500,
  downtimeRecovered: 0.8,
  defaults: { devices: 10, currentCost: 5000, downtimeHours: 4 },
} as const;

/** Service values of the contact form's select. */
export const CONTACT_SERVICES = [
  'msp',
  'cloud',
  'backup',
  'automacao',
  'seguranca',
  'chatbot',
  'email',
  'outsourcing',
  'consultoria',
] as const;
