import { describe, expect, it } from 'vitest';
import { formatMoney, localPrice, SERVICE_KEYS, type ServiceKey } from '@/lib/config/catalogue';
import { PRICES_BRL, servicePrice } from '@/lib/catalogue';
import { LOCALES } from '@/i18n/locales';

/** The catalogue's price table, as written there (pt joins currency and amount with a no-break space). */
const TABLE: Record<ServiceKey, { pt: string; en: string; es: string } | null> = {
  msp: { pt: 'R$\u00a099,00', en: '$19.80', es: '$19,80' },
  peopleCounter: { pt: 'R$\u00a01.899,00', en: '$379.80', es: '$379,80' },
  cloud: { pt: 'R$\u00a0499,00', en: '$99.80', es: '$99,80' },
  backup: { pt: 'R$\u00a0299,00', en: '$59.80', es: '$59,80' },
  iot: { pt: 'R$\u00a029.998,00', en: '$5,999.60', es: '$5.999,60' },
  security: { pt: 'R$\u00a02.688,00', en: '$537.60', es: '$537,60' },
  messaging: { pt: 'R$\u00a0399,00', en: '$79.80', es: '$79,80' },
  email: { pt: 'R$\u00a029,90', en: '$5.98', es: '$5,98' },
  storage: { pt: 'R$\u00a03.200,00', en: '$640.00', es: '$640,00' },
  consulting: null,
};

describe('catalogue price text', () => {
  it('covers the 10 catalogue services', () => expect(Object.keys(TABLE).sort()).toEqual([...SERVICE_KEYS].sort()));

  for (const key of SERVICE_KEYS) {
    it(`${key}: the pt, en and es text of the table`, () => {
      const brl = PRICES_BRL[key];
      const row = TABLE[key];
      if (row === null) return expect(brl).toBeNull();
      expect(brl).not.toBeNull();
      for (const locale of LOCALES) expect(formatMoney(localPrice(brl!, locale), locale), `${key} ${locale}`).toBe(row[locale]);
    });
  }

  it('service pages show the same text, and the JSON-LD amount stays a number', () => {
    expect(servicePrice('iot', 'es')).toMatchObject({ money: { amount: 5999.6, currency: 'USD' }, display: '$5.999,60' });
    expect(servicePrice('storage', 'es').display).toBe('$640,00');
    expect(servicePrice('msp', 'pt').display).toBe('R$\u00a099,00');
    expect(servicePrice('newSmartCloud', 'es')).toMatchObject({ money: null, display: null });
  });

  it('headline prices in Spanish drop ",00" only when whole, in the same style', () => {
    expect(formatMoney({ amount: 500, currency: 'USD' }, 'es', { whole: true })).toBe('$500');
    expect(formatMoney({ amount: 1234.5, currency: 'USD' }, 'es', { whole: true })).toBe('$1.234,50');
    expect(formatMoney({ amount: 28.29, currency: 'USD' }, 'es', { whole: true })).toBe('$28,29');
  });
});
