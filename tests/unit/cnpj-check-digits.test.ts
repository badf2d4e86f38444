import { describe, expect, it } from 'vitest';
import { CNPJ_FORMAT, cnpjCheckDigits, cnpjDigitsValid, formatCnpj } from '@/lib/validation/cnpj';
import { resellerSchema } from '@/lib/validation/reseller';

const cnpjField = resellerSchema.shape.cnpj;

describe('the check digits of a CNPJ', () => {
  it('are 9 when the remainder is 2, 0 only when it is 0 or 1', () => {
    // 123456780001: the first sum leaves 2 (digit 9); 000000000191 leaves 0 and 0.
    expect(cnpjCheckDigits('12.345.678/0001')).toBe('95');
    expect(cnpjDigitsValid('12.345.678/0001-95')).toBe(true);
    expect(cnpjDigitsValid('12.345.678/0001-05')).toBe(false);
    expect(cnpjCheckDigits('000000000191')).toBe('00');
    expect(cnpjCheckDigits('112223330001')).toBe('81');
  });

  it('are computed only from 12 base characters', () => {
    const message = 'A CNPJ base has 12 characters in 0-9A-Z';
    expect(() => cnpjCheckDigits('11222333000')).toThrow(message);
    expect(() => cnpjCheckDigits('1122233300011')).toThrow(message);
    expect(() => cnpjCheckDigits('X112223330001')).toThrow(message);
    expect(() => cnpjCheckDigits('')).toThrow(message);
  });
});

describe('the masked CNPJ', () => {
  it('is AA.AAA.AAA/AAAA-DD and nothing before or after it', () => {
    expect(CNPJ_FORMAT.test('11.222.333/0001-81')).toBe(true);
    expect(CNPJ_FORMAT.test('12.abc.345/01de-35')).toBe(true);
    for (const value of ['.11.222.333/0001-81', '11.222.333/0001-81-', '011.222.333/0001-81', '11.222.333/0001-811', '11222333000181']) {
      expect(CNPJ_FORMAT.test(value), value).toBe(false);
    }
  });

  it('is refused by the reseller form with stray marks around it, though its digits agree', () => {
    expect(cnpjField.safeParse(' 11.222.333/0001-81 ')).toMatchObject({ success: true, data: '11.222.333/0001-81' });
    for (const value of ['.11.222.333/0001-81', '11.222.333/0001-81/', '-11.222.333/0001-81']) {
      expect(
        cnpjField.safeParse(value).error?.issues.map((i) => i.message),
        value,
      ).toEqual(['cnpjInvalid']);
    }
  });
});

describe('a stored CNPJ as shown', () => {
  it('is trimmed when it is not one of 14 characters', () => {
    expect(formatCnpj('  123 ')).toBe('123');
    expect(formatCnpj(' \t')).toBe('');
    expect(formatCnpj(undefined)).toBe('');
    expect(formatCnpj(' 11222333000181 ')).toBe('11.222.333/0001-81');
  });
});
