import type { Locale } from '@/i18n/locales';
import { localPrice } from '@/lib/config/catalogue';
import { PRICES_BRL } from '@/lib/catalogue';

/**
 * Money amounts in answer text, and the guard that keeps the offline assistant from stating a
 * price the catalogue does not have: a sentence naming any other amount is dropped.
 */

/** R$ 1.899,00 · $379.80 · $5,999.60 · $5.999,60 · 379,80 US$ · US$ 19.80 (a no-break space may sit between). */
const MONEY = /(?:R\$|US\$|\$)\s?\d[\d.,]*\d|\d[\d.,]*\s?(?:US\$|R\$)/gu;

/** The number a formatted amount names, whatever the locale's separators ('1.899,00' → 1899, '5,999.60' → 5999.6). */
export function amountOf(text: string): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  const last = Math.max(lastDot, lastComma);
  // A separator followed by exactly two digits at the end is the decimal mark.
  if (last >= 0 && digits.length - last - 1 === 2) {
    return Number(`${digits.slice(0, last).replace(/[.,]/g, '')}.${digits.slice(last + 1)}`);
  }
  return Number(digits.replace(/[.,]/g, ''));
}

/** Every amount written in a text, as numbers. */
export function amountsIn(text: string): number[] {
  return [...text.normalize('NFKC').matchAll(MONEY)].map((m) => amountOf(m[0]));
}

/** The catalogue's prices in a locale's currency (reais in Portuguese, dollars elsewhere). */
export function catalogueAmounts(locale: Locale): number[] {
  return Object.values(PRICES_BRL)
    .filter((brl): brl is number => brl !== null)
    .map((brl) => localPrice(brl, locale).amount);
}

/** Drops each sentence or list line that names an amount outside the catalogue. */
export function withCatalogueAmountsOnly(text: string, locale: Locale): string {
  const allowed = new Set(catalogueAmounts(locale).map((n) => n.toFixed(2)));
  const ok = (part: string) => amountsIn(part).every((n) => allowed.has(n.toFixed(2)));
  return text
    .split('\n')
    .map((line) =>
      ok(line)
        ? line
        : line
            .split(/(?<=[.!?])\s+/)
            .filter(ok)
            .join(' '),
    )
    .filter((line, i, lines) => line.trim() !== '' || (i > 0 && lines[i - 1]!.trim() !== ''))
    .join('\n')
    .trim();
}
