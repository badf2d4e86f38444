import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, cnpjDigitsValid, formatCnpj, maskCnpj, normalizeCnpj } from '@/lib/validation/cnpj';
import { resellerSchema } from '@/lib/validation/reseller';

/*
 * Alphanumeric CNPJ (IN RFB 2.229/2024). The reference below is written from the rule itself and
 * shares no code with the module: each of the 12 base characters is worth its ASCII code minus 48,
 * weights 5..2,9..2 then 6..2,9..2, remainder < 2 → 0, else 11 − remainder.
 */
function referenceCheckDigits(base: string): string {
  const value = (c: string) => c.charCodeAt(0) - 48;
  const first12 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const second13 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += value(base[i]!) * first12[i]!;
  const d1 = sum % 11 < 2 ? 0 : 11 - (sum % 11);
  sum = 0;
  for (let i = 0; i < 12; i++) sum += value(base[i]!) * second13[i]!;
  sum += d1 * second13[12]!;
  const d2 = sum % 11 < 2 ? 0 : 11 - (sum % 11);
  return `${d1}${d2}`;
}
const referenceValid = (cnpj14: string) => referenceCheckDigits(cnpj14.slice(0, 12)) === cnpj14.slice(12);

/** A small seeded generator, so every run checks the same CNPJs. */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const random = seeded(2026);
const GENERATED = Array.from({ length: 8 }, (_, n) => {
  let base = '';
  for (let i = 0; i < 12; i++) base += ALNUM[Math.floor(random() * ALNUM.length)]!;
  // At least one letter in every base, at a different place each time.
  base = base.slice(0, n) + 'ABCDEFGH'[n] + base.slice(n + 1);
  return base + referenceCheckDigits(base);
});
const mask = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
/** The next character of the same kind (base: 0-9A-Z, check digits: 0-9), wrapping around. */
function changedAt(cnpj: string, i: number): string {
  const set = i < 12 ? ALNUM : '0123456789';
  const next = set[(set.indexOf(cnpj[i]!) + 1) % set.length]!;
  return cnpj.slice(0, i) + next + cnpj.slice(i + 1);
}

describe('alphanumeric CNPJ', () => {
  it('the published vector 12.ABC.345/01DE-35 is valid, masked or not', () => {
    expect(cnpjDigitsValid('12.ABC.345/01DE-35')).toBe(true);
    expect(cnpjDigitsValid('12ABC34501DE35')).toBe(true);
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(referenceCheckDigits('12ABC34501DE')).toBe('35');
    expect(resellerSchema.shape.cnpj.safeParse('12.ABC.345/01DE-35')).toMatchObject({ success: true, data: '12.ABC.345/01DE-35' });
    expect(cnpjDigitsValid('12.ABC.345/01DE-36')).toBe(false);
    expect(cnpjDigitsValid('12.ABC.345/01DF-35')).toBe(false);
  });

  it(`${GENERATED.length} generated CNPJs with letters are valid, masked and not`, () => {
    expect(new Set(GENERATED).size).toBe(GENERATED.length);
    for (const cnpj of GENERATED) {
      expect(cnpj, cnpj).toMatch(/^[0-9A-Z]{12}\d{2}$/);
      expect(cnpj, cnpj).toMatch(/[A-Z]/);
      expect(cnpjDigitsValid(cnpj), cnpj).toBe(true);
      expect(cnpjDigitsValid(mask(cnpj)), cnpj).toBe(true);
      expect(resellerSchema.shape.cnpj.safeParse(mask(cnpj)).success, cnpj).toBe(true);
    }
  });

  it('each generated CNPJ with one changed character is invalid', () => {
    for (const cnpj of GENERATED) {
      // A base character one step on (weights 2..9 never make that a multiple of 11), and a check digit.
      for (const i of [0, 5, 11, 12, 13]) {
        const changed = changedAt(cnpj, i);
        expect(referenceValid(changed), `${changed} (reference)`).toBe(false);
        expect(cnpjDigitsValid(changed), changed).toBe(false);
        expect(resellerSchema.shape.cnpj.safeParse(mask(changed)).success, changed).toBe(false);
      }
      // Every single change, whatever the position: the module agrees with the reference.
      for (let i = 0; i < 14; i++) expect(cnpjDigitsValid(changedAt(cnpj, i)), changedAt(cnpj, i)).toBe(referenceValid(changedAt(cnpj, i)));
    }
  });

  it('accepts lower case and normalises it: upper case, no mask', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeCnpj(' 11.222.333/0001-81 ')).toBe('11222333000181');
    expect(cnpjDigitsValid('12.abc.345/01de-35')).toBe(true);
    expect(resellerSchema.shape.cnpj.safeParse('12.abc.345/01de-35')).toMatchObject({ success: true, data: '12.ABC.345/01DE-35' });
    for (const cnpj of GENERATED) {
      expect(resellerSchema.shape.cnpj.safeParse(mask(cnpj).toLowerCase())).toMatchObject({ success: true, data: mask(cnpj) });
    }
  });

  it('refuses letters in the check digits, other characters and wrong lengths', () => {
    expect(cnpjDigitsValid('12ABC34501DE3A')).toBe(false);
    expect(resellerSchema.shape.cnpj.safeParse('12.ABC.345/01DE-3A').success).toBe(false);
    expect(resellerSchema.shape.cnpj.safeParse('12.ÀBC.345/01DE-35').success).toBe(false);
    expect(cnpjDigitsValid('12ABC34501DE3')).toBe(false);
    expect(cnpjDigitsValid('12ABC34501DE355')).toBe(false);
    expect(cnpjDigitsValid('AA.AAA.AAA/AAAA-AA')).toBe(false);
  });

  it('formats a stored CNPJ as AA.AAA.AAA/AAAA-DD; anything else is shown as stored', () => {
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatCnpj('123')).toBe('123');
    expect(formatCnpj(null)).toBe('');
  });

  it('the mask takes letters, upper-cases them as typed, and keeps the check digits numeric', () => {
    const typed = (text: string) => [...text].reduce((value, key) => maskCnpj(value + key), '');
    expect(typed('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(typed('12ABC34501DEX35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12abc')).toBe('12.ABC');
    expect(maskCnpj('12.abc.345/01de-3599')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
