import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { deleteAccountSchema, passwordChangeSchema, profileSchema } from '@/lib/validation/account';
import { confirmSignUpSchema, forgotSchema, resetSchema, safeReturnPath, signInSchema, signUpSchema } from '@/lib/validation/auth';

/** Each refusal of a schema as [field path, message key]; empty when the input is accepted. */
function refusals(schema: z.ZodType, input: unknown): [string, string][] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const PASSWORD = 'Correct-Horse-Battery-9';
const TOKEN = 'reset:AbC123_-xyz';
/** A well-formed address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@empresa.com.br'.length)}@empresa.com.br`;

describe('the e-mail of the auth forms', () => {
  it('is kept trimmed and in lower case', () => {
    expect(forgotSchema.parse({ email: '  Ana.Souza@Empresa.COM.br  ' })).toEqual({ email: 'ana.souza@empresa.com.br' });
    expect(signInSchema.parse({ email: '\tANA@EMPRESA.COM.BR\n', password: 'x' }).email).toBe('ana@empresa.com.br');
  });

  it('takes up to 255 characters, spaces around them not counted', () => {
    expect(emailOfLength(255)).toHaveLength(255);
    expect(forgotSchema.parse({ email: `  ${emailOfLength(255)}  ` }).email).toBe(emailOfLength(255));
    expect(refusals(forgotSchema, { email: emailOfLength(256) })).toEqual([['email', 'emailTooLong']]);
  });

  it('refuses what is not an address with emailInvalid', () => {
    for (const email of ['ana', 'ana@', '@empresa.com.br', 'ana@empresa', 'ana souza@empresa.com.br', '']) {
      expect(refusals(forgotSchema, { email }), email).toEqual([['email', 'emailInvalid']]);
    }
  });

  it('is the same rule in sign-in, sign-up and forgot-password', () => {
    expect(refusals(signInSchema, { email: 'ana', password: 'x' })).toEqual([['email', 'emailInvalid']]);
    expect(refusals(signUpSchema, { fullName: 'Ana Souza', email: emailOfLength(256), password: PASSWORD })).toEqual([
      ['email', 'emailTooLong'],
    ]);
    expect(signUpSchema.parse({ fullName: 'Ana Souza', email: ' ANA@X.COM ', password: PASSWORD }).email).toBe('ana@x.com');
  });
});

describe('signing in', () => {
  it('asks for a password of 1 to 128 characters, whatever its strength', () => {
    expect(signInSchema.parse({ email: 'ana@x.com', password: 'a' })).toEqual({ email: 'ana@x.com', password: 'a' });
    expect(signInSchema.parse({ email: 'ana@x.com', password: 'p'.repeat(128) }).password).toHaveLength(128);
    expect(refusals(signInSchema, { email: 'ana@x.com', password: '' })).toEqual([['password', 'passwordTooShort']]);
    expect(refusals(signInSchema, { email: 'ana@x.com', password: 'p'.repeat(129) })).toEqual([['password', 'passwordTooLong']]);
  });

  it('keeps the password exactly as typed', () => {
    expect(signInSchema.parse({ email: 'ana@x.com', password: '  Senha Com Espaços  ' }).password).toBe('  Senha Com Espaços  ');
  });
});

describe('signing up', () => {
  const signUp = (overrides: Record<string, unknown>) => ({ fullName: 'Ana Souza', email: 'ana@x.com', password: PASSWORD, ...overrides });

  it('accepts a name, an address and a password, the name trimmed', () => {
    expect(signUpSchema.parse(signUp({ fullName: '  Ana Souza  ' }))).toEqual({
      fullName: 'Ana Souza',
      email: 'ana@x.com',
      password: PASSWORD,
    });
  });

  it('asks for a password of 8 to 128 characters', () => {
    expect(refusals(signUpSchema, signUp({ password: 'p'.repeat(7) }))).toEqual([['password', 'passwordTooShort']]);
    expect(signUpSchema.parse(signUp({ password: 'p'.repeat(8) })).password).toBe('pppppppp');
    expect(signUpSchema.parse(signUp({ password: 'p'.repeat(128) })).password).toHaveLength(128);
    expect(refusals(signUpSchema, signUp({ password: 'p'.repeat(129) }))).toEqual([['password', 'passwordTooLong']]);
  });

  it('asks for a name of 2 to 100 characters', () => {
    expect(refusals(signUpSchema, signUp({ fullName: ' A ' }))).toEqual([['fullName', 'nameTooShort']]);
    expect(signUpSchema.parse(signUp({ fullName: 'Al' })).fullName).toBe('Al');
    expect(signUpSchema.parse(signUp({ fullName: 'a'.repeat(100) })).fullName).toHaveLength(100);
    expect(refusals(signUpSchema, signUp({ fullName: 'a'.repeat(101) }))).toEqual([['fullName', 'nameTooLong']]);
    expect(refusals(signUpSchema, signUp({ fullName: undefined }))).toEqual([['fullName', 'nameTooShort']]);
  });

  it('refuses characters no name has, naming them', () => {
    expect(refusals(signUpSchema, signUp({ fullName: 'Ana #1' }))).toEqual([['fullName', 'nameChars?chars=%23+1']]);
  });
});

describe('resetting a password', () => {
  const reset = (overrides: Record<string, unknown>) => ({ token: TOKEN, password: PASSWORD, confirm: PASSWORD, ...overrides });

  it('accepts a token and a new password typed twice alike', () => {
    expect(resetSchema.parse(reset({}))).toEqual({ token: TOKEN, password: PASSWORD, confirm: PASSWORD });
  });

  it('refuses a confirmation that differs, on the confirmation field', () => {
    expect(refusals(resetSchema, reset({ confirm: `${PASSWORD}!` }))).toEqual([['confirm', 'passwordMismatch']]);
    expect(refusals(resetSchema, reset({ confirm: PASSWORD.toLowerCase() }))).toEqual([['confirm', 'passwordMismatch']]);
  });

  it('asks for a new password of 8 to 128 characters and a confirmation of at most 128', () => {
    expect(refusals(resetSchema, reset({ password: 'p'.repeat(7), confirm: 'p'.repeat(7) }))).toEqual([['password', 'passwordTooShort']]);
    expect(resetSchema.parse(reset({ password: 'p'.repeat(128), confirm: 'p'.repeat(128) })).password).toHaveLength(128);
    expect(refusals(resetSchema, reset({ password: 'p'.repeat(129), confirm: 'p'.repeat(129) }))).toEqual([
      ['password', 'passwordTooLong'],
      ['confirm', 'passwordTooLong'],
    ]);
    expect(refusals(resetSchema, reset({ confirm: 'p'.repeat(129) }))).toEqual([
      ['confirm', 'passwordTooLong'],
      ['confirm', 'passwordMismatch'],
    ]);
  });

  it('refuses a missing or overlong token as invalidToken', () => {
    expect(refusals(resetSchema, reset({ token: '' }))).toEqual([['token', 'invalidToken']]);
    expect(resetSchema.parse(reset({ token: 't'.repeat(2000) })).token).toHaveLength(2000);
    expect(refusals(resetSchema, reset({ token: 't'.repeat(2001) }))).toEqual([['token', 'invalidToken']]);
  });
});

describe('opening a sign-up link', () => {
  it('takes the token and the password chosen at sign-up, 1 to 128 characters', () => {
    expect(confirmSignUpSchema.parse({ token: 't', password: 'p' })).toEqual({ token: 't', password: 'p' });
    expect(confirmSignUpSchema.parse({ token: 't'.repeat(2000), password: 'p'.repeat(128) }).token).toHaveLength(2000);
    expect(refusals(confirmSignUpSchema, { token: '', password: '' })).toEqual([
      ['token', 'invalidToken'],
      ['password', 'passwordTooShort'],
    ]);
    expect(refusals(confirmSignUpSchema, { token: 't'.repeat(2001), password: 'p'.repeat(129) })).toEqual([
      ['token', 'invalidToken'],
      ['password', 'passwordTooLong'],
    ]);
  });
});

describe('the path to return to after signing in', () => {
  it('keeps a path of this site', () => {
    for (const path of ['/', '/painel-parceiro', '/en/area-do-cliente?tab=dados#senha', '/a b', '/busca?q=%2F%2Fx']) {
      expect(safeReturnPath(path), path).toBe(path);
    }
  });

  it('falls back to the client area for anything else', () => {
    for (const value of [
      undefined,
      null,
      42,
      ['/painel'],
      '',
      'painel',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/a\\b',
    ]) {
      expect(safeReturnPath(value), String(value)).toBe('/area-do-cliente');
    }
  });

  it('falls back for a path holding a control character', () => {
    for (const path of ['/a\u0000', '/a\nb', '/a\rb', '/\tpainel', '/a\u001f'])
      expect(safeReturnPath(path), JSON.stringify(path)).toBe('/area-do-cliente');
  });

  it('falls back to the path it is given', () => {
    expect(safeReturnPath('//evil.example', '/painel-parceiro')).toBe('/painel-parceiro');
    expect(safeReturnPath('/painel-parceiro/leads', '/x')).toBe('/painel-parceiro/leads');
  });
});

describe('the client area profile', () => {
  it('takes a name of 2 to 100 characters, trimmed', () => {
    expect(profileSchema.parse({ name: '  Ana Souza ' })).toEqual({ name: 'Ana Souza' });
    expect(profileSchema.parse({ name: 'Al' })).toEqual({ name: 'Al' });
    expect(profileSchema.parse({ name: 'a'.repeat(100) }).name).toHaveLength(100);
    expect(refusals(profileSchema, { name: 'A' })).toEqual([['name', 'nameTooShort']]);
    expect(refusals(profileSchema, { name: 'a'.repeat(101) })).toEqual([['name', 'nameTooLong']]);
    expect(refusals(profileSchema, { name: 'Ana <b>' })).toEqual([['name', 'nameChars?chars=%3C+%3E']]);
  });

  it('refuses fields it does not know and anything but an object as invalidInput', () => {
    expect(refusals(profileSchema, { name: 'Ana Souza', email: 'outra@x.com' })).toEqual([['', 'invalidInput']]);
    expect(refusals(profileSchema, 'Ana Souza')).toEqual([['', 'invalidInput']]);
  });
});

describe('changing the password', () => {
  const NEW = 'Outra-Senha-Forte-7';
  const change = (overrides: Record<string, unknown>) => ({ current: PASSWORD, password: NEW, confirm: NEW, ...overrides });

  it('accepts the current password and a new one typed twice alike', () => {
    expect(passwordChangeSchema.parse(change({}))).toEqual({ current: PASSWORD, password: NEW, confirm: NEW });
    expect(passwordChangeSchema.parse(change({ current: 'x' })).current).toBe('x');
  });

  it('asks for the current password, at most 128 characters', () => {
    expect(refusals(passwordChangeSchema, change({ current: '' }))).toEqual([['current', 'currentRequired']]);
    expect(refusals(passwordChangeSchema, change({ current: undefined }))).toEqual([['current', 'currentRequired']]);
    expect(refusals(passwordChangeSchema, change({ current: 12345678 }))).toEqual([['current', 'currentRequired']]);
    expect(passwordChangeSchema.parse(change({ current: 'c'.repeat(128) })).current).toHaveLength(128);
    expect(refusals(passwordChangeSchema, change({ current: 'c'.repeat(129) }))).toEqual([['current', 'passwordTooLong']]);
  });

  it('asks for a new password of 8 to 128 characters', () => {
    expect(refusals(passwordChangeSchema, change({ password: 'p'.repeat(7), confirm: 'p'.repeat(7) }))).toEqual([
      ['password', 'passwordTooShort'],
    ]);
    expect(passwordChangeSchema.parse(change({ password: 'p'.repeat(8), confirm: 'p'.repeat(8) })).password).toBe('pppppppp');
    expect(passwordChangeSchema.parse(change({ password: 'p'.repeat(128), confirm: 'p'.repeat(128) })).password).toHaveLength(128);
    expect(refusals(passwordChangeSchema, change({ password: 'p'.repeat(129), confirm: 'p'.repeat(129) }))).toEqual([
      ['password', 'passwordTooLong'],
      ['confirm', 'passwordTooLong'],
    ]);
    expect(refusals(passwordChangeSchema, change({ password: undefined, confirm: undefined }))).toEqual([
      ['password', 'passwordTooShort'],
      ['confirm', 'passwordMismatch'],
    ]);
  });

  it('refuses a confirmation that differs, on the confirmation field', () => {
    expect(refusals(passwordChangeSchema, change({ confirm: `${NEW} ` }))).toEqual([['confirm', 'passwordMismatch']]);
    expect(refusals(passwordChangeSchema, change({ confirm: 'c'.repeat(129) }))).toEqual([
      ['confirm', 'passwordTooLong'],
      ['confirm', 'passwordMismatch'],
    ]);
  });

  it('refuses a new password equal to the current one, on the new password field', () => {
    expect(refusals(passwordChangeSchema, change({ password: PASSWORD, confirm: PASSWORD }))).toEqual([['password', 'passwordSame']]);
  });

  it('refuses fields it does not know and anything but an object as invalidInput', () => {
    expect(refusals(passwordChangeSchema, { ...change({}), userId: 'u1' })).toEqual([['', 'invalidInput']]);
    expect(refusals(passwordChangeSchema, null)).toEqual([['', 'invalidInput']]);
  });
});

describe('deleting the account', () => {
  const schema = deleteAccountSchema('  Ana.Souza@Empresa.com.br ');

  it('accepts the account e-mail typed again, in any case, spaces around ignored', () => {
    expect(schema.parse({ confirmEmail: 'ana.souza@empresa.com.br' })).toEqual({ confirmEmail: 'ana.souza@empresa.com.br' });
    expect(schema.parse({ confirmEmail: '  ANA.SOUZA@EMPRESA.COM.BR\t' })).toEqual({ confirmEmail: 'ana.souza@empresa.com.br' });
  });

  it('refuses another e-mail, an empty one or none as confirmMismatch', () => {
    for (const confirmEmail of ['ana@empresa.com.br', 'ana.souza@empresa.com', '', '   ', undefined, 42]) {
      expect(refusals(schema, { confirmEmail }), String(confirmEmail)).toEqual([['confirmEmail', 'confirmMismatch']]);
    }
  });

  it('refuses an empty confirmation even for an account without an e-mail', () => {
    expect(refusals(deleteAccountSchema(''), { confirmEmail: '' })).toEqual([['confirmEmail', 'confirmMismatch']]);
    expect(refusals(deleteAccountSchema('  '), { confirmEmail: ' ' })).toEqual([['confirmEmail', 'confirmMismatch']]);
  });

  it('compares at most 255 characters', () => {
    expect(deleteAccountSchema(emailOfLength(255)).parse({ confirmEmail: ` ${emailOfLength(255)} ` }).confirmEmail).toHaveLength(255);
    const long = emailOfLength(256);
    expect(refusals(deleteAccountSchema(long), { confirmEmail: long })).toEqual([['confirmEmail', 'confirmMismatch']]);
  });

  it('refuses fields it does not know and anything but an object as invalidInput', () => {
    expect(refusals(schema, { confirmEmail: 'ana.souza@empresa.com.br', id: 'u1' })).toEqual([['', 'invalidInput']]);
    expect(refusals(schema, 'ana.souza@empresa.com.br')).toEqual([['', 'invalidInput']]);
  });
});
