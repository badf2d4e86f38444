import { describe, expect, it } from 'vitest';
import { checkPassword, commonPasswords, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/password-policy';

describe('a new password', () => {
  it('has 8 to 128 characters', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 128]);
    expect(checkPassword('')).toBe('tooShort');
    expect(checkPassword('Xk7#pq2')).toBe('tooShort');
    expect(checkPassword('Xk7#pq2w')).toBeNull();
    expect(checkPassword(`Xk7#${'q'.repeat(124)}`)).toBeNull();
    expect(checkPassword(`Xk7#${'q'.repeat(125)}`)).toBe('tooLong');
  });

  it('is not a common password, in any case', () => {
    expect(checkPassword('12345678')).toBe('common');
    expect(checkPassword('PassWord1')).toBe('common');
    expect(checkPassword('zz123456')).toBe('common');
    expect(checkPassword('ZZ123456')).toBe('common');
  });

  it('is checked for length before the common list, too short or too long whatever it is', () => {
    expect(checkPassword('1234567')).toBe('tooShort');
    expect(checkPassword('1'.repeat(129))).toBe('tooLong');
  });
});

describe('the common-password list', () => {
  it('is read once and shared', () => {
    expect(commonPasswords()).toBe(commonPasswords());
  });

  it('holds its entries in lower case, none blank', () => {
    const list = commonPasswords();
    expect(list.has('')).toBe(false);
    expect(list.has('password1')).toBe(true);
    expect(list.has('zz123456')).toBe(true);
    expect(list.has('PASSWORD1')).toBe(false);
  });
});
